/**
 * The inbox: the contact form's messages, newest first, read or unread, answered by e-mail, and
 * deleted for good after asking (spam, or a sender who asks to be erased).
 */
import { INBOX_MESSAGES } from '@beats/contract';
import { useUpdate } from '@refinedev/core';
import { Segmented, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import type { MessageRecord } from '../api/records.ts';
import { formatDateTime } from '../ui/dates.ts';
import { usePhoneExpandable } from '../ui/ExpandRowButton.tsx';
import { usePhone, useTableScroll } from '../ui/phone.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.ts';
import { useListTable } from '../ui/use-list-table.ts';
import { MessageActions, type MessageHandlers, MessageSender, MessageStatus, MessageSubject } from './MessageParts.tsx';
import { PHONE_MESSAGE_COLUMNS, PhoneMessageDetails } from './PhoneMessage.tsx';

const SHOWN = [
  { value: 'all', label: 'All' },
  { value: 'false', label: 'Unread' },
  { value: 'true', label: 'Read' },
] as const;

const deskColumns = (handlers: MessageHandlers): TableColumnsType<MessageRecord> => [
  { dataIndex: 'createdAt', title: 'Received', width: 120, render: (at: string) => formatDateTime(at) },
  { key: 'from', title: 'From', render: (_, message) => <MessageSender message={message} /> },
  { key: 'subject', title: 'Subject', render: (_, message) => <MessageSubject message={message} /> },
  { dataIndex: 'read', title: 'Status', width: 84, render: (read: boolean) => <MessageStatus read={read} /> },
  {
    key: 'actions',
    title: <span className="visually-hidden">Actions</span>,
    // Kept in view while a table wider than the screen scrolls sideways; its buttons one above
    // the other, so on a laptop beside the right panel the table needs no scrolling.
    fixed: 'right',
    width: 132,
    render: (_, message) => <MessageActions message={message} {...handlers} />,
  },
];

export function MessageList() {
  const [shown, setShown] = useState<(typeof SHOWN)[number]['value']>('all');
  const { tableProps } = useListTable<MessageRecord>('messages', { read: shown === 'all' ? undefined : shown });
  const scroll = useTableScroll(700);
  const phone = usePhone();
  const phoneExpandable = usePhoneExpandable<MessageRecord>();
  const { mutate: update } = useUpdate<MessageRecord>();
  // The row changes where it is and the list is not read again: in the Unread view, a message
  // opened (and so marked read) used to vanish as it opened. The next view or page reads it anew.
  const mark: MessageHandlers['mark'] = (message, read) =>
    update({
      resource: 'messages',
      id: message.id,
      values: { read },
      mutationMode: 'optimistic',
      invalidates: ['detail'],
      successNotification: false,
    });
  const confirmDelete = useConfirmDelete('messages', INBOX_MESSAGES);
  const remove: MessageHandlers['remove'] = (message) =>
    confirmDelete(
      message.id,
      `Delete the message from ${message.firstName} ${message.lastName}?`,
      'It is deleted for good, for spam or a sender who asks to be erased. Reply first if it needs an answer.',
    );
  const handlers = { mark, remove };

  return (
    <>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          Messages
        </Typography.Title>
        <Segmented
          aria-label="Show"
          value={shown}
          options={SHOWN.map(({ value, label }) => ({ value, label }))}
          onChange={(value) => setShown(SHOWN.find((option) => option.value === value)?.value ?? 'all')}
        />
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        // A phone has its own cell (PhoneMessage.tsx).
        scroll={scroll}
        // Fixed columns (From and Subject share what the others leave): a long message's one-line
        // preview is cut to its column rather than widening it until the actions leave the screen.
        tableLayout="fixed"
        locale={{ emptyText: <Typography.Text type="secondary">{INBOX_MESSAGES.empty}</Typography.Text> }}
        expandable={{
          ...phoneExpandable,
          columnTitle: <span className="visually-hidden">Message</span>,
          expandedRowRender: (message) =>
            phone ? (
              <PhoneMessageDetails message={message} {...handlers} />
            ) : (
              <p className="admin-message-text">{message.message}</p>
            ),
          onExpand: (expanded, message) => {
            if (expanded && !message.read) mark(message, true);
          },
        }}
        columns={phone ? PHONE_MESSAGE_COLUMNS : deskColumns(handlers)}
      />
    </>
  );
}
