/**
 * How a field arrives in a form the API takes both as multipart (text and files) and as JSON:
 * numbers and switches as text, blanks for fields left alone, an empty file for a picker left
 * alone. Each turns into what the field's own rules then check.
 */
import { z } from './zod.ts';

/** Blank text is absent; other text is kept as sent, for the field's own rules. */
export const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A form value as a number: multipart fields are text ("24.99"); JSON sends numbers. Blank is absent. */
export const numeric = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};

/** A switch: JSON's true or false, or a form's "true" / "false"; blank is absent. */
export const formFlag = (value: unknown) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return blankAsAbsent(value);
};

/** A file of a form: browsers send an empty one for a picker left alone. */
export const formFile = (description: string) =>
  z
    .union([z.file().meta({ type: 'string', format: 'binary' }), z.literal('')])
    .optional()
    .describe(description);
