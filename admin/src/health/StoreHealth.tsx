/**
 * Store health: what the store could not settle alone (a payment taken but not recorded, one that
 * does not match its order, webhook deliveries PayPal did not verify, orders only the
 * reconciliation completed), newest first. Each was mailed to the admins when it first happened;
 * here the owner reads what to do and marks it resolved (it opens again if it happens again).
 */
import { STORE_ALERT_MESSAGES } from '@beats/contract';
import { useTable } from '@refinedev/antd';
import { useUpdate } from '@refinedev/core';
import { Button, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AlertRecord } from '../api/records.ts';
import { formatDateTime } from '../ui/dates.ts';
import { BEYOND_PHONES, useTableScroll } from '../ui/phone.ts';

const SHOWN = [
  { value: 'false', label: 'Open' },
  { value: 'true', label: 'Resolved' },
  { value: 'all', label: 'All' },
] as const;

export function StoreHealth() {
  const [shown, setShown] = useState<(typeof SHOWN)[number]['value']>('false');
  const { tableProps, setFilters } = useTable<AlertRecord>({
    resource: 'alerts',
    syncWithLocation: false,
    sorters: { initial: [{ field: 'lastSeenAt', order: 'desc' }] },
    pagination: { pageSize: 20 },
  });
  useEffect(() => {
    setFilters([{ field: 'resolved', operator: 'eq', value: shown === 'all' ? undefined : shown }], 'replace');
  }, [shown, setFilters]);
  const scroll = useTableScroll(760);
  const { mutate: update } = useUpdate<AlertRecord>();
  const resolve = (alert: AlertRecord, resolved: boolean) =>
    update({ resource: 'alerts', id: alert.id, values: { resolved }, successNotification: false });

  return (
    <>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          Store health
        </Typography.Title>
        <Segmented
          aria-label="Show"
          value={shown}
          options={SHOWN.map(({ value, label }) => ({ value, label }))}
          onChange={(value) => setShown(SHOWN.find((option) => option.value === value)?.value ?? 'false')}
        />
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        // A phone keeps the alert, whether it is open, and Resolve.
        scroll={scroll}
        // Widths from the content, as without the column kept in view (which would make them even).
        tableLayout="auto"
        locale={{ emptyText: STORE_ALERT_MESSAGES.empty }}
        columns={[
          {
            dataIndex: 'lastSeenAt',
            title: 'Last seen',
            responsive: BEYOND_PHONES,
            render: (at: string) => formatDateTime(at),
          },
          {
            key: 'alert',
            title: 'Alert',
            render: (_, alert) => (
              <>
                <Typography.Text strong={!alert.resolved}>{alert.title}</Typography.Text>
                <Typography.Paragraph className="admin-message-text">{alert.message}</Typography.Paragraph>
              </>
            ),
          },
          { dataIndex: 'count', title: 'Times', responsive: BEYOND_PHONES, render: (count: number) => count },
          {
            dataIndex: 'resolved',
            title: 'Status',
            render: (resolved: boolean) => (resolved ? <Tag>resolved</Tag> : <Tag color="red">open</Tag>),
          },
          {
            key: 'actions',
            title: <span className="visually-hidden">Actions</span>,
            // Kept in view while a table wider than the screen scrolls sideways.
            fixed: 'right',
            render: (_, alert) => (
              <Button size="small" onClick={() => resolve(alert, !alert.resolved)}>
                {alert.resolved ? 'Open again' : 'Resolve'}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
