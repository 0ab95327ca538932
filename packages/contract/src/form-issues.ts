/** Reading a failed parse of a form's schema the way a form shows it. */
import { AUTH_MESSAGES } from './auth-messages.ts';

/** The first message of a failed parse: what a form shows. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? AUTH_MESSAGES.fillAllFields;
}

/** A schema's issue: where (the field's path) and what. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A failed parse as the API words it: the messages by field (a path joined with dots, `_` for
 * the body itself), as in `{ errors }` of a 400. The server refuses with it and a form that checks
 * first shows the same.
 */
export function issuesByField(issues: readonly FieldIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
