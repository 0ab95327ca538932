import { z } from './zod.ts';

/**
 * A numeric id in a path: `{ id }` as a number. A malformed id names nothing, so it fails with
 * the same message as an unknown one (the API answers both with 404).
 */
export function idParam(notFound: string) {
  return z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, notFound)
      .transform(Number),
  });
}

/**
 * An account's id in a path (`crypto.randomUUID()` makes them): letters, digits and dashes, at
 * most 64. Anything else names no account: the same message, answered 404.
 */
export function accountIdParam(notFound: string) {
  return z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, notFound) });
}
