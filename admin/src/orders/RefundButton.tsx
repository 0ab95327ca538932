/**
 * A paid order's Refund: a confirmation that says what refunding does (and, when the buyer has
 * upgraded a track of this order since, that the upgrade keeps what it counted of this order: the
 * refund stays allowed, the owner decides), then the refund through PayPal, notified either way,
 * and the list read again. The dialog stays open (its OK button busy) until the API has answered.
 */
import { useInvalidate, useNotification } from '@refinedev/core';
import { Alert, App, Button, Space, Typography } from 'antd';
import { requestFailure } from '../api/client.ts';
import type { OrderRecord } from '../api/records.ts';
import { formatDollarSum } from '../ui/money.ts';
import { refundOrder } from './refund-order.ts';
import { upgradedLaterWarnings } from './upgraded-later.ts';

export function RefundButton({ order }: { order: OrderRecord }) {
  const { modal } = App.useApp();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  // What is left to give back: a partial refund made on PayPal's site is already out.
  const amount = formatDollarSum([order.total, -order.refundTotal]);
  const warnings = upgradedLaterWarnings(order);

  const confirm = () =>
    modal.confirm({
      title: `Refund ${amount} to ${order.buyer.name}?`,
      content: (
        <Space direction="vertical">
          <Typography.Text>
            PayPal gives the {order.refundTotal > 0 ? 'rest of the' : 'whole'} payment back to the buyer (
            {order.buyer.email}). Their downloads of this order stop, and an exclusive license it sold goes back on
            sale. The store mails them that the licenses have ended.
          </Typography.Text>
          {warnings.map((warning) => (
            <Alert key={warning} type="warning" showIcon message={warning} />
          ))}
        </Space>
      ),
      okText: 'Refund',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          open?.({ type: 'success', message: await refundOrder(order.id) });
        } catch (error) {
          open?.({ type: 'error', message: 'Failed to refund order.', description: requestFailure(error).message });
        }
        await invalidate({ resource: 'orders', invalidates: ['list'] });
      },
    });

  return (
    <Button size="small" danger onClick={confirm} aria-label={`Refund order ${order.id}`}>
      Refund
    </Button>
  );
}
