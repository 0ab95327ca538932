/** Reading a failed parse of a form's schema the way a form shows it. */
import { AUTH_MESSAGES } from './auth-messages.ts';

/** The first message of a failed parse: what a form shows. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? AUTH_MESSAGES.fillAllFields;
}
