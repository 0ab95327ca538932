/**
 * A list page's two drawer forms on one resource, create and edit (ui/FormDrawer.tsx): each
 * notifies what it did, and a refusal other than the form's own in a notification. The form's
 * own (400 for its fields, 409 for a clash such as a taken code) are told under the fields;
 * a notification saying them again would cover them.
 */
import { useDrawerForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useEffect, useState } from 'react';

export interface DrawerMessages {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
}

/** An error notification with the API's message under the page's own words. */
export const failedNotice = (message: string) => (error?: HttpError) => ({
  type: 'error' as const,
  message,
  description: error?.message,
});

const failedSave = (message: string) => (error?: HttpError) =>
  error?.statusCode === 400 || error?.statusCode === 409 ? false : failedNotice(message)(error);

export function useFormDrawers<Row extends BaseRecord, Values extends object>(
  resource: string,
  messages: DrawerMessages,
) {
  const create = useDrawerForm<Row, HttpError, Values>({
    action: 'create',
    resource,
    redirect: false,
    successNotification: () => ({ type: 'success', message: messages.created }),
    errorNotification: failedSave(messages.createFailed),
  });
  // The record is read while its drawer is open only. Closed, the form still holds its id: a
  // Delete of that record then read it again (Refine drops a deleted record's cached reads, which
  // makes their watchers ask anew), and its 404 popped up as an error beside 'deleted'.
  const [editing, setEditing] = useState(false);
  const edit = useDrawerForm<Row, HttpError, Values>({
    action: 'edit',
    resource,
    redirect: false,
    queryOptions: { enabled: editing },
    successNotification: () => ({ type: 'success', message: messages.updated }),
    errorNotification: failedSave(messages.updateFailed),
  });
  const editOpen = edit.drawerProps.open === true;
  useEffect(() => setEditing(editOpen), [editOpen]);
  return { create, edit };
}
