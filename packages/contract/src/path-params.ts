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
