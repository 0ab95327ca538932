/**
 * Who is making a request. The one lookup behind the API's session middleware, the storefront's
 * page guards and the admin guard, so every entry point agrees on who is signed in.
 */
import type { Db } from '../db/client.ts';
import { clearedSessionCookies, readSessionToken, sessionCookies, type TokenSource } from './cookies.ts';
import { type Session, type SessionUser, validateSessionToken } from './sessions.ts';

export interface RequestAuth {
  user: SessionUser;
  session: Session;
  source: TokenSource;
}

export interface RequestAuthResult {
  auth: RequestAuth | null;
  /** Set-Cookie values to send back: renewed persistent cookies, or clearing dead ones. */
  setCookies: string[];
}

export async function authenticateRequest(db: Db, request: Request, now = Date.now()): Promise<RequestAuthResult> {
  const found = readSessionToken(request.headers);
  if (!found) return { auth: null, setCookies: [] };
  const valid = await validateSessionToken(db, found.token, now);
  const fromCookie = found.source === 'cookie';
  if (!valid) return { auth: null, setCookies: fromCookie ? clearedSessionCookies(request.url) : [] };
  const renewCookie = fromCookie && valid.renewed && valid.session.persistent;
  return {
    auth: { user: valid.user, session: valid.session, source: found.source },
    setCookies: renewCookie ? sessionCookies(found.token, valid.session, request.url) : [],
  };
}
