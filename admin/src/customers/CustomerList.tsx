/**
 * 'Customers': every account that paid for an order, newest buyer first: name and e-mail, when it
 * joined, its paid orders (refunded ones too), what it spent less refunds, its last purchase.
 * Sorted by the last purchase, by what it spent or by when it joined, searched by name or e-mail
 * on the server; 'All accounts' lists the accounts that never paid too (0 orders, no last
 * purchase), after the buyers. A row's order count opens the Orders list filtered to that
 * customer (their e-mail exactly). 'Close' closes a customer's account for them, after asking
 * (someone who asks the owner to be erased, whether or not they ever bought): their paid orders
 * stay, under 'Deleted account'. An admin's account is marked as one and has no Close.
 */
import { ADMIN_SEARCH_MAX_LENGTH, type CustomerAccounts } from '@beats/contract';
import { getDefaultSortOrder } from '@refinedev/antd';
import { Button, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CustomerRecord } from '../api/records.ts';
import { formatDay } from '../ui/dates.ts';
import { EmailAddress } from '../ui/EmailAddress.tsx';
import { formatDollars } from '../ui/money.ts';
import { BEYOND_PHONES, useTableScroll } from '../ui/phone.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.ts';
import { useDebounced } from '../ui/use-debounced.ts';
import { useListTable } from '../ui/use-list-table.ts';
import {
  ACCOUNT_CHOICES,
  accountsChoiceOf,
  CLOSE_ACCOUNT,
  customerFilters,
  customerOrdersPath,
  emptyText,
  lastPurchaseText,
  paidOrdersText,
} from './customer-row.ts';

export function CustomerList() {
  const [search, setSearch] = useState('');
  const [accounts, setAccounts] = useState<CustomerAccounts>('buyers');
  const filters = customerFilters(useDebounced(search, 300), accounts);
  const { tableProps, sorters } = useListTable<CustomerRecord>('customers', filters, {
    newestFirst: 'lastPurchaseAt',
  });
  const scroll = useTableScroll(760);
  const confirmClose = useConfirmDelete('customers', CLOSE_ACCOUNT);

  return (
    <>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          Customers
        </Typography.Title>
        <Space wrap>
          <Input
            type="search"
            allowClear
            placeholder="Name or e-mail..."
            aria-label="Search customers"
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Segmented
            aria-label="Accounts shown"
            value={accounts}
            options={ACCOUNT_CHOICES.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => setAccounts(accountsChoiceOf(value))}
          />
        </Space>
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        // A phone keeps who bought, their orders and what they spent.
        scroll={scroll}
        // Widths from the content, as without the column kept in view (which would make them even):
        // on a phone the name and address get the room the figures do not need.
        tableLayout="auto"
        locale={{ emptyText: <Typography.Text type="secondary">{emptyText(filters)}</Typography.Text> }}
        columns={[
          {
            key: 'customer',
            title: 'Customer',
            render: (_, customer) => (
              <>
                <div>
                  {customer.name}
                  {customer.role === 'admin' && (
                    <>
                      {' '}
                      <Tag>Admin</Tag>
                    </>
                  )}
                </div>
                <Typography.Text type="secondary">
                  <EmailAddress email={customer.email} />
                </Typography.Text>
              </>
            ),
          },
          {
            dataIndex: 'joinedAt',
            title: 'Joined',
            sorter: true,
            responsive: BEYOND_PHONES,
            defaultSortOrder: getDefaultSortOrder('joinedAt', sorters),
            render: (at: string) => formatDay(at),
          },
          {
            dataIndex: 'paidOrders',
            title: 'Orders',
            align: 'right',
            // The customer's orders: the Orders list filtered to their e-mail, exactly.
            render: (_, customer) => (
              <Link to={customerOrdersPath(customer)}>
                {paidOrdersText(customer)}
                <span className="visually-hidden"> of {customer.email}</span>
              </Link>
            ),
          },
          {
            dataIndex: 'spent',
            title: 'Spent',
            align: 'right',
            sorter: true,
            defaultSortOrder: getDefaultSortOrder('spent', sorters),
            render: (spent: number) => formatDollars(spent),
          },
          {
            dataIndex: 'lastPurchaseAt',
            title: 'Last purchase',
            sorter: true,
            responsive: BEYOND_PHONES,
            defaultSortOrder: getDefaultSortOrder('lastPurchaseAt', sorters),
            render: (_, customer) => lastPurchaseText(customer),
          },
          {
            key: 'close',
            title: <span className="visually-hidden">Actions</span>,
            // Kept in view while a table wider than the screen scrolls sideways.
            fixed: 'right',
            render: (_, customer) =>
              customer.closed || customer.role === 'admin' ? null : (
                <Button
                  size="small"
                  danger
                  aria-label={`Close the account of ${customer.name || customer.email}`}
                  onClick={() => confirmClose(customer.id, CLOSE_ACCOUNT.title(customer), CLOSE_ACCOUNT.content)}
                >
                  Close
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
