/**
 * A page form's save (the voice tag's, the settings'): the form disabled while it runs, the
 * store's word on success, and on a refusal the API's per-field messages under the form's fields
 * and its message at the top.
 */
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { type RequestFailure, requestFailure } from '../api/client.ts';

/** The API's per-field messages of a refused save, for `form.setFields`, for the fields the form has. */
function fieldErrors(failure: RequestFailure, names: readonly string[]): { name: string; errors: string[] }[] {
  return names.flatMap((name) => {
    const messages = failure.errors?.[name];
    return messages ? [{ name, errors: (Array.isArray(messages) ? messages : [messages]).map(String) }] : [];
  });
}

export function useFormSave(form: FormInstance, fields: readonly string[]) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const save = async (work: () => Promise<void>, saved: string) => {
    setSaving(true);
    try {
      await work();
      message.success(saved);
    } catch (error) {
      const failure = requestFailure(error);
      form.setFields(fieldErrors(failure, fields));
      message.error(failure.message);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
