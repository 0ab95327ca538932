import type { Context } from 'hono';

/**
 * `res` with its headers edited: in place, or on a copy when they are immutable (answers passed
 * on from fetch(), the asset store or the cache). An immutable Headers throws on its first change,
 * so a copy never starts half edited.
 */
export function editHeaders(res: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(res.headers);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    edit(copy.headers);
    return copy;
  }
}

/** A middleware's answer with its headers edited (see editHeaders). */
export function editAnswerHeaders(c: Context, edit: (headers: Headers) => void): void {
  const res = editHeaders(c.res, edit);
  if (res === c.res) return;
  // Cleared first: Hono would otherwise copy the old answer's headers over the new ones.
  c.res = undefined;
  c.res = res;
}
