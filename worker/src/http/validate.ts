import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * zod validation for a request part. A failure is a 400 whose message is the first problem
 * and whose `errors` list every field's messages, in the order the schema checks them.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  status: 400 | 404 | 422 = 400,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error, status);
  });
}

interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function validationError(error: Issues, status: 400 | 404 | 422 = 400): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const messages = errors[field] ?? [];
    messages.push(issue.message);
    errors[field] = messages;
  }
  return new HttpError(status, error.issues[0]?.message ?? 'Invalid request', errors);
}
