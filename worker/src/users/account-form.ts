/**
 * Account forms (sign-up, login, reset, account changes) come as multipart from the storefront's
 * forms (sign-up and account changes may carry a picture), and as JSON or url-encoded from other
 * clients: all three are read alike, and the contract's schema then runs the spec's rules in the
 * spec's order. They are read by the handler rather than by the router's validator, which takes
 * one media type per target, so that a limit that counts every request (sign-ups per address)
 * can run before the body is looked at. `accountFormBody` describes the same form for the
 * OpenAPI document, from the same schema.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from '../http/errors.ts';
import { chosenFile } from '../http/form-file.ts';
import { JSON_TYPE, MULTIPART_TYPE, mediaType, URLENCODED_TYPE } from '../http/media-type.ts';
import { validationError } from '../http/validate.ts';

type Fields = Record<string, unknown>;

/**
 * A request body as plain fields: JSON objects, or forms (multipart with files, or url-encoded).
 * Malformed bodies are a 400 with a sentence, like any other bad input; a body of any other
 * type (or none) has no fields, so the schema's rules say what is missing. Its size is already
 * bounded (http/body-limit.ts).
 */
async function readFields(c: Context): Promise<Fields> {
  const type = mediaType(c.req.header('content-type'));
  if (type === JSON_TYPE) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object.');
    }
    return { ...body };
  }
  if (type === MULTIPART_TYPE || type === URLENCODED_TYPE) {
    try {
      return await c.req.parseBody();
    } catch {
      throw badRequest('The form data could not be read.');
    }
  }
  return {};
}

/**
 * Reads an account form: its values as `schema` gives them (400 with the first rule that fails,
 * and every field's messages), and the file sent in the field `file`, if any.
 */
export async function readAccountForm<S extends z.ZodType>(
  c: Context,
  schema: S,
  file?: string,
): Promise<{ values: z.output<S>; file: File | null }> {
  const fields = await readFields(c);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  return { values: parsed.data, file: file ? chosenFile(fields[file]) : null };
}

/** A contract schema as the JSON Schema of what a client sends. */
function inputSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

/**
 * The route's body in the OpenAPI document: the three media types `readAccountForm` reads, the
 * file field (multipart only) among the form's fields. A JSON Schema rather than the zod schema,
 * so the router does not validate the body itself (see above).
 */
export function accountFormBody(schema: z.ZodType, file?: string) {
  const fields = inputSchema(schema);
  const multipart = file
    ? { ...fields, properties: { ...(fields.properties as object), [file]: { type: 'string', format: 'binary' } } }
    : fields;
  return {
    required: true,
    content: {
      'application/json': { schema: fields },
      'multipart/form-data': { schema: multipart },
      'application/x-www-form-urlencoded': { schema: fields },
    },
  };
}
