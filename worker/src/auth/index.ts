// What the storefront's server code (page guards, the admin guard, pages) uses from accounts.
export { toUser } from '../users/to-user.ts';
export { SESSION_COOKIE } from './cookies.ts';
export { authenticateRequest, type RequestAuth, type RequestAuthResult } from './request-session.ts';
export { findResetAccount } from './reset-tokens.ts';
export type { Session, SessionUser } from './sessions.ts';
