/**
 * A message on a phone: its row says who wrote and about what, with its state; opened, the
 * sender's address, the message, Reply, Mark read and Delete. The desk's five columns left the subject a few letters
 * wide beside the actions on 328 px.
 */
import { Flex, type TableColumnsType, Typography } from 'antd';
import type { MessageRecord } from '../api/records.ts';
import { formatDateTime } from '../ui/dates.ts';
import { MessageActions, type MessageHandlers, MessageSender, MessageStatus, MessageSubject } from './MessageParts.tsx';

export const PHONE_MESSAGE_COLUMNS: TableColumnsType<MessageRecord> = [
  {
    key: 'message',
    title: 'Message',
    render: (_, message) => (
      <>
        <Flex justify="space-between" align="baseline" gap={8}>
          <span>
            {message.firstName} {message.lastName}
          </span>
          <MessageStatus read={message.read} />
        </Flex>
        <MessageSubject message={message} />
        <Typography.Text type="secondary">{formatDateTime(message.createdAt)}</Typography.Text>
      </>
    ),
  },
];

export function PhoneMessageDetails({ message, ...handlers }: { message: MessageRecord } & MessageHandlers) {
  return (
    <>
      <MessageSender message={message} />
      <p className="admin-message-text">{message.message}</p>
      <MessageActions message={message} {...handlers} />
    </>
  );
}
