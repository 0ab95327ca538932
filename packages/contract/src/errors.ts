import { z } from './zod.ts';

/** Every error the API sends: a sentence for people, and per-field messages for forms. */
export const ApiErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The answer of calls that only report what they did (logout, reset mail, new password). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
