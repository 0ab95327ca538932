/**
 * What an order's row shows, cell by cell: the desk's table (a column each) and the phone's (a
 * few cells, the rest under the row) draw the same things the same way.
 */
import { Tag, Typography } from 'antd';
import type { OrderRecord } from '../api/records.ts';
import { formatDateTime } from '../ui/dates.ts';
import { formatDollarSum, formatDollars } from '../ui/money.ts';
import { RefundButton } from './RefundButton.tsx';

const STATUS_COLOURS: Record<OrderRecord['status'], string> = {
  pending: 'blue',
  completed: 'green',
  refunded: 'orange',
  expired: 'default',
};

export function OrderStatus({ status }: { status: OrderRecord['status'] }) {
  return <Tag color={STATUS_COLOURS[status]}>{status}</Tag>;
}

/** The order's id, which the search takes and the buyer's receipt quotes. */
export function OrderId({ order }: { order: OrderRecord }) {
  return (
    <Typography.Text type="secondary" className="admin-ids" copyable>
      {order.id}
    </Typography.Text>
  );
}

export function OrderPlaced({ order }: { order: OrderRecord }) {
  return <div>{formatDateTime(order.createdAt)}</div>;
}

export function OrderBuyer({ order }: { order: OrderRecord }) {
  return (
    <>
      <div>{order.buyer.name}</div>
      <Typography.Text type="secondary">{order.buyer.email}</Typography.Text>
    </>
  );
}

export function OrderAmount({ order }: { order: OrderRecord }) {
  return (
    <>
      {order.refundTotal > 0
        ? `${formatDollars(order.total)} (refunded ${formatDollars(order.refundTotal)})`
        : formatDollars(order.total)}
      {/* What the discounts took off; each one is in the order's lines. */}
      {order.discounts.length > 0 && (
        <div>
          <Typography.Text type="secondary">
            {formatDollarSum(order.discounts.map((discount) => discount.amount))} off
          </Typography.Text>
        </div>
      )}
    </>
  );
}

export function OrderPayPalIds({ order }: { order: OrderRecord }) {
  return (
    <Typography.Text type="secondary" className="admin-ids">
      {order.paypalOrderId ?? '—'}
      {order.paypalCaptureId && <div>capture {order.paypalCaptureId}</div>}
    </Typography.Text>
  );
}

/** Refund, for a paid order only. */
export function OrderActions({ order }: { order: OrderRecord }) {
  return order.status === 'completed' && order.paypalCaptureId ? <RefundButton order={order} /> : null;
}
