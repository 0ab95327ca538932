/**
 * A list page's Delete: a confirmation that says what deleting does, then the delete, notified
 * either way. The dialog stays open (its OK button busy) until the API has answered.
 */
import { type BaseKey, useDelete } from '@refinedev/core';
import { App } from 'antd';
import { failedNotice } from './use-form-drawers.ts';

export interface DeleteMessages {
  deleted: string;
  deleteFailed: string;
  /** The confirming button's words, when deleting is called something else ('Close account'). */
  confirm?: string;
}

export function useConfirmDelete(resource: string, messages: DeleteMessages) {
  const { modal } = App.useApp();
  const { mutate: remove } = useDelete();
  return (id: BaseKey, title: string, content: string) =>
    modal.confirm({
      title,
      content,
      okText: messages.confirm ?? 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        new Promise<void>((resolve) =>
          remove(
            {
              resource,
              id,
              successNotification: () => ({ type: 'success', message: messages.deleted }),
              errorNotification: failedNotice(messages.deleteFailed),
            },
            { onSettled: () => resolve() },
          ),
        ),
    });
}
