/**
 * Every request reads D1 through one D1 session (the Sessions API, `withSession`), so the store
 * is ready for D1 read replication: reads may go to a nearby replica, and a session's reads are
 * never older than its own writes. Across requests a browser carries a bookmark (the
 * `store_d1_bookmark` cookie; API clients may send `X-D1-Bookmark`): the next request's session
 * starts from it, so a buyer's reads see their own writes (after checkout, the order history
 * shows the order). The bookmark goes back on answers that are the caller's own (never on a
 * public answer, which caches share) whenever the session moved past it.
 */
import { withEnv } from 'cloudflare:workers';
import { createMiddleware } from 'hono/factory';
import { isSecureContext, readCookie, serializeCookie } from '../auth/cookies.ts';
import type { Env } from '../env.ts';
import { editAnswerHeaders } from '../http/edit-headers.ts';

export const BOOKMARK_COOKIE = 'store_d1_bookmark';
export const BOOKMARK_HEADER = 'X-D1-Bookmark';
/** Long enough to outlast any replica's lag; a later write sends a newer one. */
const BOOKMARK_LIFETIME_S = 300;
/** D1 bookmarks are a few dash-separated hex fields; anything else is ignored unread. */
const BOOKMARK = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){0,7}$/i;

/** The bookmark a request carries (header first, then cookie), if it has the shape of one. */
export function requestBookmark(request: Request): string | null {
  const header = request.headers.get(BOOKMARK_HEADER);
  const bookmark = header ?? readCookie(request.headers.get('Cookie'), BOOKMARK_COOKIE);
  return bookmark && bookmark.length <= 256 && BOOKMARK.test(bookmark) ? bookmark : null;
}

/** The D1 binding's interface over a session: queries go through the session, the rest to the binding. */
export function sessionDatabase(db: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: (query) => db.exec(query),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  };
}

function openSession(db: D1Database, bookmark: string | null): D1DatabaseSession {
  if (bookmark) {
    try {
      return db.withSession(bookmark);
    } catch {
      // A bookmark D1 does not know: start anywhere, as for a first visit.
    }
  }
  return db.withSession('first-unconstrained');
}

/** Whether an answer may be shared by caches (so it must never carry a visitor's bookmark). */
const isPublic = (res: Response) => /\bpublic\b/.test(res.headers.get('Cache-Control') ?? '');

/**
 * The Worker's middleware: the request's env (`c.env`, and `env` from `cloudflare:workers`,
 * which the storefront's server code reads) has its D1 binding replaced by the session's.
 */
export const d1Sessions = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const bookmark = requestBookmark(c.req.raw);
  const session = openSession(c.env.DB, bookmark);
  const env = { ...c.env, DB: sessionDatabase(c.env.DB, session) };
  c.env = env;
  await withEnv(env, () => next());
  const latest = session.getBookmark();
  if (!latest || latest === bookmark || isPublic(c.res)) return;
  const cookie = serializeCookie(BOOKMARK_COOKIE, latest, {
    maxAge: BOOKMARK_LIFETIME_S,
    secure: isSecureContext(c.req.url),
  });
  editAnswerHeaders(c, (headers) => {
    headers.append('Set-Cookie', cookie);
    headers.set(BOOKMARK_HEADER, latest);
  });
});
