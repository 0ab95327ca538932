/**
 * An order's lines as bought, each at what was paid for it (its list price struck through beside
 * it when discounts took something off; an upgrade says what the buyer had paid before; a track
 * upgraded by a later order says so), then the order's discounts and its total, and its receipt
 * (PDF) once paid. All are the order's own copy: a discount changed or deleted since never alters
 * them.
 */

import { FilePdfOutlined } from '@ant-design/icons';
import { upgradeNote } from '@beats/contract';
import { Button, Table, Typography } from 'antd';
import type { OrderRecord } from '../api/records.ts';
import { formatDollarSum, formatDollars } from '../ui/money.ts';
import { upgradedLaterNote } from './upgraded-later.ts';

type OrderLine = OrderRecord['items'][number];

/** An amount taken off: '−$4.00' (a minus sign, as the receipt writes it). */
const formatDiscount = (dollars: number): string => `−${formatDollars(dollars)}`;

function LinePrice({ line }: { line: OrderLine }) {
  if (line.listPrice === line.price) return formatDollars(line.price);
  return (
    <>
      <Typography.Text type="secondary" delete>
        <span className="visually-hidden">List price </span>
        {formatDollars(line.listPrice)}
      </Typography.Text>
      <span className="visually-hidden">, paid</span> {formatDollars(line.price)}
    </>
  );
}

function Totals({ order }: { order: OrderRecord }) {
  if (order.discounts.length === 0) return null;
  return (
    <Table.Summary>
      <Table.Summary.Row>
        <Table.Summary.Cell index={0} colSpan={2}>
          Subtotal
        </Table.Summary.Cell>
        <Table.Summary.Cell index={2} align="right">
          {formatDollarSum(order.items.map((line) => line.listPrice))}
        </Table.Summary.Cell>
      </Table.Summary.Row>
      {order.discounts.map((discount) => (
        <Table.Summary.Row key={`${discount.kind} ${discount.label}`}>
          <Table.Summary.Cell index={0} colSpan={2}>
            {discount.label}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            {formatDiscount(discount.amount)}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      ))}
      <Table.Summary.Row>
        <Table.Summary.Cell index={0} colSpan={2}>
          <Typography.Text strong>Total</Typography.Text>
        </Table.Summary.Cell>
        <Table.Summary.Cell index={2} align="right">
          <Typography.Text strong>{formatDollars(order.total)}</Typography.Text>
        </Table.Summary.Cell>
      </Table.Summary.Row>
    </Table.Summary>
  );
}

export function OrderLines({ order }: { order: OrderRecord }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={order.items}
      summary={() => <Totals order={order} />}
      // The receipt its buyer downloads, for a buyer who asks the owner for it.
      footer={
        order.status === 'completed' || order.status === 'refunded'
          ? () => (
              <Button size="small" icon={<FilePdfOutlined />} href={`/api/orders/${order.id}/receipt`} download>
                Receipt (PDF)
              </Button>
            )
          : undefined
      }
      columns={[
        {
          dataIndex: 'songTitle',
          title: 'Track',
          // The buyer upgraded this track since, counting what this order paid for it.
          render: (title: string, line) => (
            <>
              {title}
              {order.upgradedLater
                .filter((upgrade) => upgrade.songId === line.songId)
                .map((upgrade) => (
                  <Typography.Text
                    key={`${upgrade.planName} ${upgrade.credit}`}
                    type="warning"
                    className="order-line__upgrade"
                  >
                    {upgradedLaterNote(upgrade)}
                  </Typography.Text>
                ))}
            </>
          ),
        },
        {
          dataIndex: 'planName',
          title: 'License',
          render: (name: string, line) => (
            <>
              {line.exclusive ? `${name} (exclusive)` : name}
              {/* An upgrade: the buyer paid the plan's price less what they had paid for the track. */}
              {line.credit > 0 && (
                <Typography.Text type="secondary" className="order-line__upgrade">
                  {upgradeNote(Math.round(line.credit * 100))}
                </Typography.Text>
              )}
            </>
          ),
        },
        {
          key: 'price',
          title: 'Price',
          align: 'right',
          render: (_, line) => <LinePrice line={line} />,
        },
      ]}
    />
  );
}
