import { z } from './zod.ts';

/**
 * The admin's lists speak what Refine's simple-rest data provider sends: rows `_start` to `_end`
 * (exclusive), `_sort` and `_order`, a search `q`, and filters by name. Their answers are
 * `{ data, total }` with the total also in the `x-total-count` header.
 */

/** The most rows one page of an admin list holds. */
export const ADMIN_PAGE_MAX = 100;
/** The longest search an admin list takes. */
export const ADMIN_SEARCH_MAX_LENGTH = 200;

/** A whole number from a query string; refuses "abc", "1.5", "" and numbers too long to be exact. */
export const queryCount = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number);

/**
 * The query of an admin list sorted by one of `sorts` (the first is the default, newest first),
 * with the list's own `filters`.
 */
export function adminListQuery<const Sort extends string, Filters extends z.ZodRawShape = Record<never, never>>(
  sorts: readonly [Sort, ...Sort[]],
  filters: Filters = {} as Filters,
) {
  return z.object({
    _start: queryCount('_start').default(0),
    _end: queryCount('_end').optional(),
    _sort: z.enum(sorts, { message: `_sort must be one of ${sorts.join(', ')}` }).default(sorts[0]),
    _order: z
      .enum(['asc', 'desc', 'ASC', 'DESC'], { message: '_order must be asc or desc' })
      .transform((order) => order.toLowerCase() as 'asc' | 'desc')
      .default('desc'),
    q: z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX_LENGTH, `q must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`)
      .optional(),
    ...filters,
  });
}

/** The rows `_start` to `_end` as an offset and a limit: at least one row, at most a page. */
export function pageWindow(query: { _start: number; _end?: number | undefined }): { offset: number; limit: number } {
  const end = query._end ?? query._start + 10;
  return { offset: query._start, limit: Math.min(ADMIN_PAGE_MAX, Math.max(1, end - query._start)) };
}

/** The answer of an admin list: one page of rows and how many rows the filters match. */
export function adminListAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), total: z.int() });
}

/** A calendar day in a query: `YYYY-MM-DD`, a real date. */
export const CalendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
  .refine((day) => {
    const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'That date does not exist.');

/**
 * An answer checked against its schema and given back as it was sent: amounts stay dollars, as
 * the admin's forms edit them (the schema's codecs decode to cents and encode back, exactly).
 */
export function readWire<Schema extends z.ZodType>(schema: Schema, body: unknown): z.input<Schema> {
  return z.encode(schema, schema.parse(body));
}
