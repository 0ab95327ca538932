import { type FieldIssue, isMoneyIssue, isScheduleIssue, issuesByField } from '@beats/contract';
import type { ValidationTargets } from 'hono';
import type { ZodError } from 'zod';
import { HttpError } from './errors.ts';

type Status = 400 | 404 | 422;

/**
 * What a request that fails its route's schemas gets (the routers' default hook): a 400 whose
 * message is the first problem and whose `errors` list every field's messages. A malformed id in
 * a path names nothing, so it is a 404 like an unknown one; an amount that cannot be taken
 * exactly (more than two decimals, negative, not a number) is a 422, and so is a discount whose
 * start is not before its end (each moment well formed, the two together not).
 */
export function validationHook(
  result: { target: keyof ValidationTargets } & ({ success: true } | { success: false; error: ZodError }),
): void {
  if (result.success) return;
  const unprocessable = result.error.issues.some((issue) => isMoneyIssue(issue) || isScheduleIssue(issue));
  const status: Status = result.target === 'param' ? 404 : unprocessable ? 422 : 400;
  throw validationError(result.error, status);
}

export function validationError(error: { issues: readonly FieldIssue[] }, status: Status = 400): HttpError {
  const errors = issuesByField(error.issues);
  return new HttpError(status, error.issues[0]?.message ?? 'Invalid request', errors);
}
