/**
 * A page form's save (the voice tag's, the settings'): the form disabled while it runs, the
 * store's word on success, and on a refusal the API's per-field messages under the form's fields
 * and its message at the top.
 */
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { requestFailure } from '../api/client.ts';
import { fieldErrors } from './field-errors.ts';

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
