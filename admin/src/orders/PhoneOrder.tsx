/**
 * An order on a phone: its row says who bought, when, for how much and where the order stands
 * (what the owner checks on the go); opened, the order's id and PayPal's, Refund, and its lines.
 * The desk's seven columns would not fit 328 px: the amount and status were off the screen.
 */
import { Descriptions, Space, type TableColumnsType, Typography } from 'antd';
import type { OrderRecord } from '../api/records.ts';
import { formatDateTime } from '../ui/dates.ts';
import { OrderActions, OrderAmount, OrderId, OrderPayPalIds, OrderStatus } from './OrderCells.tsx';
import { OrderLines } from './OrderLines.tsx';

export const PHONE_ORDER_COLUMNS: TableColumnsType<OrderRecord> = [
  {
    key: 'buyer',
    title: 'Buyer',
    render: (_, order) => (
      <>
        <div>{order.buyer.name}</div>
        <Typography.Text type="secondary">{formatDateTime(order.createdAt)}</Typography.Text>
      </>
    ),
  },
  {
    dataIndex: 'total',
    title: 'Amount',
    sorter: true,
    align: 'right',
    render: (_, order) => (
      <Space direction="vertical" size={4} align="end">
        <OrderAmount order={order} />
        <OrderStatus status={order.status} />
      </Space>
    ),
  },
];

export function PhoneOrderDetails({ order }: { order: OrderRecord }) {
  return (
    <Space direction="vertical" size="middle" className="admin-phone-order">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Order">
          <OrderId order={order} />
        </Descriptions.Item>
        <Descriptions.Item label="Buyer">{order.buyer.email}</Descriptions.Item>
        <Descriptions.Item label="PayPal">
          <OrderPayPalIds order={order} />
        </Descriptions.Item>
      </Descriptions>
      <OrderActions order={order} />
      <OrderLines order={order} />
    </Space>
  );
}
