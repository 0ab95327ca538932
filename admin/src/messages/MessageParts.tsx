/**
 * What a message's row shows, part by part: the desk's table (a column each) and the phone's (who
 * and what in one cell, the rest under the row) draw the same things the same way.
 */
import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import type { MessageRecord } from '../api/records.ts';
import { STORE_COLOURS } from '../theme/theme.ts';

/** Marks a message read or unread. */
export type MarkMessage = (message: MessageRecord, read: boolean) => void;
/** Deletes a message, after asking. */
export type DeleteMessage = (message: MessageRecord) => void;

/** What a message's row can do: mark it, and delete it. */
export interface MessageHandlers {
  mark: MarkMessage;
  remove: DeleteMessage;
}

function replyLink(message: MessageRecord): string {
  const subject = `Re: ${message.subject ?? 'your message to the store'}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}`;
}

export function MessageSender({ message }: { message: MessageRecord }) {
  return (
    <>
      <div>
        {message.firstName} {message.lastName}
      </div>
      <Typography.Text type="secondary">{message.email}</Typography.Text>
      {message.phone && <div>{message.phone}</div>}
    </>
  );
}

/** The subject (bold while unread) over the message's first line. */
export function MessageSubject({ message }: { message: MessageRecord }) {
  return (
    <>
      <Typography.Text strong={!message.read}>{message.subject ?? '(no subject)'}</Typography.Text>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} className="admin-message-preview">
        {message.message}
      </Typography.Paragraph>
    </>
  );
}

export function MessageStatus({ read }: { read: boolean }) {
  return read ? <Tag>read</Tag> : <Tag color={STORE_COLOURS.accentStrong}>unread</Tag>;
}

/** Reply by e-mail, Mark read (or unread) and Delete, one above the other. */
export function MessageActions({ message, mark, remove }: { message: MessageRecord } & MessageHandlers) {
  return (
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
      <Button
        size="small"
        block
        danger
        icon={<DeleteOutlined />}
        onClick={() => remove(message)}
        aria-label={`Delete the message from ${message.firstName} ${message.lastName}`}
      >
        Delete
      </Button>
    </Space>
  );
}
