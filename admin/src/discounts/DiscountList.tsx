/**
 * 'Discounts': the store's discount codes and bulk deals in a table (what each is, what it
 * applies to, its uses, its start and end, whether checkout applies it now or is scheduled) with
 * Edit and Delete, and the slide-in form. Orders keep the discounts they were placed with, so a
 * change or a removal here never alters an order.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { INVALID_ANSWER } from '../api/client.ts';
import type { DiscountRecord } from '../api/records.ts';
import { BEYOND_PHONES, useTableScroll } from '../ui/phone.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.ts';
import { useFormDrawers } from '../ui/use-form-drawers.ts';
import { DiscountDrawer } from './DiscountDrawer.tsx';
import { DISCOUNT_FORM_MESSAGES, type DiscountFormValues, KIND_LABELS } from './discount-form.ts';
import {
  appliesTo,
  type DiscountStatus,
  discountStatus,
  endsText,
  STATUS_LABELS,
  startsText,
  usesText,
} from './discount-row.ts';

const STATUS_COLOURS: Record<DiscountStatus, string> = {
  active: 'green',
  off: 'default',
  scheduled: 'blue',
  ended: 'orange',
  usedUp: 'orange',
};

/** The short columns, the start and the end keep to one line: the discount's label takes what wrapping there is. */
const NO_WRAP = 'admin-nowrap';

function EmptyDiscounts() {
  return (
    <Typography.Text type="secondary">
      No discounts yet. A code gives buyers who type it a percentage or an amount off (for a newsletter, a launch, a
      fan); a bulk deal such as 'Buy 2, get 1 free' makes a bigger order worth it.
    </Typography.Text>
  );
}

export function DiscountList() {
  // A store has a handful of discounts: the API sends them all, newest first.
  const { tableProps, tableQuery } = useTable<DiscountRecord, HttpError>({
    resource: 'discounts',
    syncWithLocation: false,
    pagination: { mode: 'off' },
    sorters: { mode: 'off' },
    errorNotification: false,
  });
  const { create, edit } = useFormDrawers<DiscountRecord, DiscountFormValues>('discounts', DISCOUNT_FORM_MESSAGES);

  const deleteRecord = useConfirmDelete('discounts', DISCOUNT_FORM_MESSAGES);
  const confirmDelete = (discount: DiscountRecord) =>
    deleteRecord(
      discount.id,
      'Delete discount?',
      `"${discount.label}" stops applying at checkout. Orders already placed keep it.`,
    );

  const scroll = useTableScroll(840);
  const error = tableQuery.error;
  const now = Date.now();
  return (
    <>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          Discounts
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
          New discount
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" className="admin-page-lead">
        Bulk deals apply by themselves to leases (licenses that are not exclusive): in a cart with enough of them, the
        cheapest are free. Codes are typed by the buyer at checkout and apply after the bulk deal. An order's discounts
        never change once it is placed.
      </Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          message={error.message === INVALID_ANSWER ? INVALID_ANSWER : DISCOUNT_FORM_MESSAGES.fetchFailed}
        />
      )}
      <Table
        {...tableProps}
        rowKey="id"
        // Fits the content column at 1440 px beside the right panel (868 px); narrower screens scroll.
        // A phone keeps the discount, whether it applies now (or is scheduled), and Edit and Delete.
        scroll={scroll}
        // Widths from the content, as without the column kept in view (which would make them even).
        tableLayout="auto"
        locale={{ emptyText: <EmptyDiscounts /> }}
        columns={[
          {
            dataIndex: 'label',
            title: 'Discount',
            render: (label: string) => <Typography.Text strong>{label}</Typography.Text>,
          },
          {
            dataIndex: 'kind',
            title: 'Kind',
            className: NO_WRAP,
            responsive: BEYOND_PHONES,
            render: (kind: DiscountRecord['kind']) => KIND_LABELS[kind],
          },
          {
            key: 'appliesTo',
            title: 'Applies to',
            className: NO_WRAP,
            responsive: BEYOND_PHONES,
            render: (_, discount) => appliesTo(discount),
          },
          {
            key: 'uses',
            title: 'Uses',
            className: NO_WRAP,
            responsive: BEYOND_PHONES,
            render: (_, discount) => usesText(discount),
          },
          {
            key: 'starts',
            title: 'Starts',
            className: NO_WRAP,
            responsive: BEYOND_PHONES,
            render: (_, discount) => startsText(discount),
          },
          {
            key: 'ends',
            title: 'Ends',
            className: NO_WRAP,
            responsive: BEYOND_PHONES,
            render: (_, discount) => endsText(discount),
          },
          {
            key: 'status',
            title: 'Status',
            className: NO_WRAP,
            render: (_, discount) => {
              const status = discountStatus(discount, now);
              return <Tag color={STATUS_COLOURS[status]}>{STATUS_LABELS[status]}</Tag>;
            },
          },
          {
            key: 'actions',
            title: <span className="visually-hidden">Actions</span>,
            // Kept in view while a table wider than the screen scrolls sideways.
            fixed: 'right',
            className: NO_WRAP,
            render: (_, discount) => (
              <Space size={4}>
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  onClick={() => edit.show(discount.id)}
                  aria-label={`Edit ${discount.label}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(discount)}
                  aria-label={`Delete ${discount.label}`}
                >
                  Delete
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <DiscountDrawer title="New discount" name="new-discount" drawer={create} />
      <DiscountDrawer title="Edit discount" name="discount" drawer={edit} />
    </>
  );
}
