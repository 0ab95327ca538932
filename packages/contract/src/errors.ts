import { z } from './zod.ts';

/** Every error the API sends: a sentence for people, and per-field messages for forms. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
