/** The API's per-field messages of a refused save, for `form.setFields`, for the fields a form has. */
import type { RequestFailure } from '../api/client.ts';

export function fieldErrors<Name extends string>(
  failure: RequestFailure,
  names: readonly Name[],
): { name: Name; errors: string[] }[] {
  return names.flatMap((name) => {
    const messages = failure.errors?.[name];
    return messages ? [{ name, errors: (Array.isArray(messages) ? messages : [messages]).map(String) }] : [];
  });
}
