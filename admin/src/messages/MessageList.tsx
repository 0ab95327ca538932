/** The inbox: the contact form's messages, newest first, read or unread, answered by e-mail. */
import { MailOutlined } from '@ant-design/icons';
import { INBOX_MESSAGES } from '@beats/contract';
import { useUpdate } from '@refinedev/core';
import { Button, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { MessageRecord } from '../api/records.ts';
import { STORE_COLOURS } from '../theme/theme.ts';
import { formatDateTime } from '../ui/dates.ts';
import { useListTable } from '../ui/use-list-table.ts';

const SHOWN = [
  { value: 'all', label: 'All' },
  { value: 'false', label: 'Unread' },
  { value: 'true', label: 'Read' },
] as const;

function replyLink(message: MessageRecord): string {
  const subject = `Re: ${message.subject ?? 'your message to the store'}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}`;
}

export function MessageList() {
  const [shown, setShown] = useState<(typeof SHOWN)[number]['value']>('all');
  const { tableProps } = useListTable<MessageRecord>('messages', { read: shown === 'all' ? undefined : shown });
  const { mutate: update } = useUpdate<MessageRecord>();
  // The row changes where it is and the list is not read again: in the Unread view, a message
  // opened (and so marked read) used to vanish as it opened. The next view or page reads it anew.
  const mark = (message: MessageRecord, read: boolean) =>
    update({
      resource: 'messages',
      id: message.id,
      values: { read },
      mutationMode: 'optimistic',
      invalidates: ['detail'],
      successNotification: false,
    });

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
        scroll={{ x: 700 }}
        // Fixed columns (From and Subject share what the others leave): a long message's one-line
        // preview is cut to its column rather than widening it until the actions leave the screen.
        tableLayout="fixed"
        locale={{ emptyText: <Typography.Text type="secondary">{INBOX_MESSAGES.empty}</Typography.Text> }}
        expandable={{
          columnTitle: <span className="visually-hidden">Message</span>,
          expandedRowRender: (message) => <p className="admin-message-text">{message.message}</p>,
          onExpand: (expanded, message) => {
            if (expanded && !message.read) mark(message, true);
          },
        }}
        columns={[
          { dataIndex: 'createdAt', title: 'Received', width: 120, render: (at: string) => formatDateTime(at) },
          {
            key: 'from',
            title: 'From',
            render: (_, message) => (
              <>
                <div>
                  {message.firstName} {message.lastName}
                </div>
                <Typography.Text type="secondary">{message.email}</Typography.Text>
                {message.phone && <div>{message.phone}</div>}
              </>
            ),
          },
          {
            key: 'subject',
            title: 'Subject',
            render: (_, message) => (
              <>
                <Typography.Text strong={!message.read}>{message.subject ?? '(no subject)'}</Typography.Text>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} className="admin-message-preview">
                  {message.message}
                </Typography.Paragraph>
              </>
            ),
          },
          {
            dataIndex: 'read',
            title: 'Status',
            width: 84,
            render: (read: boolean) => (read ? <Tag>read</Tag> : <Tag color={STORE_COLOURS.accentStrong}>unread</Tag>),
          },
          {
            key: 'actions',
            title: <span className="visually-hidden">Actions</span>,
            // Kept in view while a table wider than the screen scrolls sideways; its buttons one
            // above the other, so on a laptop beside the right panel the table needs no scrolling.
            fixed: 'right',
            width: 132,
            render: (_, message) => (
              <Space direction="vertical" size={4}>
                <Button
                  size="small"
                  block
                  icon={<MailOutlined />}
                  href={replyLink(message)}
                  aria-label={`Reply to ${message.firstName} ${message.lastName} by e-mail`}
                >
                  Reply
                </Button>
                <Button size="small" block onClick={() => mark(message, !message.read)}>
                  {message.read ? 'Mark unread' : 'Mark read'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
