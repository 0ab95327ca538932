/**
 * Orders: every order with its buyer, lines, amount (and what discounts took off), status and
 * PayPal ids, newest first; filtered by status, days (the store's time zone, named under the
 * filters once days are chosen) and a search on the server, and exported as CSV with the same filters. A paid order can be refunded from its row.
 * An address may name the search (`/orders?q=maya`) or one buyer (`/orders?buyer=maya@example.com`:
 * a customer's orders exactly, as the Customers list links to them; the page says so above the
 * list, with a way back to every buyer's orders).
 */
import { ORDER_STATUSES } from '@beats/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Input, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderRecord } from '../api/records.ts';
import { fetchSettings, SETTINGS_QUERY_KEY } from '../settings/settings-api.ts';
import { browserTimeZone } from '../settings/time-zones.ts';
import { DAY_PICKER_FORMAT } from '../ui/dates.ts';
import { usePhoneExpandable } from '../ui/ExpandRowButton.tsx';
import { ExportCsvButton } from '../ui/ExportCsvButton.tsx';
import { usePhone, useTableScroll } from '../ui/phone.ts';
import { useDebounced } from '../ui/use-debounced.ts';
import { useListTable } from '../ui/use-list-table.ts';
import {
  OrderActions,
  OrderAmount,
  OrderBuyer,
  OrderId,
  OrderPayPalIds,
  OrderPlaced,
  OrderStatus,
} from './OrderCells.tsx';
import { OrderLines } from './OrderLines.tsx';
import { PHONE_ORDER_COLUMNS, PhoneOrderDetails } from './PhoneOrder.tsx';

const DESK_COLUMNS: TableColumnsType<OrderRecord> = [
  {
    dataIndex: 'createdAt',
    title: 'Placed',
    sorter: true,
    // The order's id under its date.
    render: (_, order) => (
      <>
        <OrderPlaced order={order} />
        <OrderId order={order} />
      </>
    ),
  },
  { key: 'buyer', title: 'Buyer', render: (_, order) => <OrderBuyer order={order} /> },
  {
    key: 'lines',
    title: 'Lines',
    render: (_, order) => order.items.map((item) => item.songTitle).join(', '),
  },
  {
    dataIndex: 'total',
    title: 'Amount',
    sorter: true,
    align: 'right',
    render: (_, order) => <OrderAmount order={order} />,
  },
  {
    dataIndex: 'status',
    title: 'Status',
    render: (status: OrderRecord['status']) => <OrderStatus status={status} />,
  },
  { key: 'paypal', title: 'PayPal', render: (_, order) => <OrderPayPalIds order={order} /> },
  {
    key: 'actions',
    title: <span className="visually-hidden">Actions</span>,
    // Kept in view while a table wider than the screen scrolls sideways.
    fixed: 'right',
    render: (_, order) => <OrderActions order={order} />,
  },
];

const DAY = 'YYYY-MM-DD';

/**
 * Which midnight the chosen days run from: the store's zone (the server counts them there), and
 * when the admin's own differs, that the times listed are the admin's, so an order placed at 23:30
 * for one is not read as on the wrong day. Asked for only once days are chosen.
 */
function DaysZoneNote() {
  const { data } = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings });
  if (!data) return null;
  const own = browserTimeZone();
  return (
    <Typography.Paragraph type="secondary" className="admin-list-filter">
      Days run midnight to midnight in {data.timeZone}, the store's time zone
      {own === data.timeZone ? '.' : `; the times listed are in yours, ${own}.`}
    </Typography.Paragraph>
  );
}

export function OrderList() {
  const [status, setStatus] = useState<OrderRecord['status'] | undefined>();
  const [days, setDays] = useState<[Dayjs, Dayjs] | null>(null);
  const [params, setParams] = useSearchParams();
  const asked = params.get('q') ?? '';
  const buyer = params.get('buyer') ?? undefined;
  const [search, setSearch] = useState(asked);
  // A link naming a search fills the box, also when it leads here from this very page.
  useEffect(() => setSearch(asked), [asked]);
  const q = useDebounced(search.trim(), 300);
  const filters = {
    status,
    from: days?.[0].format(DAY),
    to: days?.[1].format(DAY),
    buyer,
    q: q || undefined,
  };
  const everyBuyer = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('buyer');
      return next;
    });
  const { tableProps } = useListTable<OrderRecord>('orders', filters);
  const scroll = useTableScroll(860);
  const phone = usePhone();
  const phoneExpandable = usePhoneExpandable<OrderRecord>();

  return (
    <>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          Orders
        </Typography.Title>
        <Space wrap>
          <Input
            type="search"
            allowClear
            placeholder="Order, PayPal id, buyer..."
            aria-label="Search orders"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            allowClear
            placeholder="Any status"
            aria-label="Status"
            value={status}
            onChange={setStatus}
            options={ORDER_STATUSES.map((value) => ({ value, label: value }))}
            style={{ minWidth: 140 }}
          />
          <DatePicker.RangePicker
            aria-label="Days"
            format={DAY_PICKER_FORMAT}
            value={days}
            onChange={(range) => setDays(range?.[0] && range[1] ? [range[0], range[1]] : null)}
          />
          <ExportCsvButton path="/api/orders/export" filters={filters} />
        </Space>
      </Space>
      {days && <DaysZoneNote />}
      {buyer && (
        <Alert
          type="info"
          showIcon
          className="admin-list-filter"
          message={`The orders of ${buyer} only`}
          action={
            <Button size="small" onClick={everyBuyer}>
              Show every buyer's orders
            </Button>
          }
        />
      )}
      <Table
        {...tableProps}
        rowKey="id"
        // Fits the content column at 1440 px beside the right panel (868 px); narrower screens scroll.
        // A phone has its own few cells (PhoneOrder.tsx).
        scroll={scroll}
        locale={{ emptyText: <Typography.Text type="secondary">No orders found</Typography.Text> }}
        expandable={{
          ...phoneExpandable,
          columnTitle: <span className="visually-hidden">{phone ? 'Details' : 'Lines'}</span>,
          expandedRowRender: (order) => (phone ? <PhoneOrderDetails order={order} /> : <OrderLines order={order} />),
        }}
        columns={phone ? PHONE_ORDER_COLUMNS : DESK_COLUMNS}
      />
    </>
  );
}
