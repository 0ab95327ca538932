import type { Session, SessionUser } from './auth/sessions.ts';

/** The Worker's bindings and variables (wrangler.toml, secrets). */
export interface Env {
  DB: D1Database;
  /** Public media: covers and previews. */
  MEDIA: R2Bucket;
  /** Private licensed files. */
  FILES: R2Bucket;
  APP_ENV: 'production' | 'development' | 'test';
  /** The store's public origin (e.g. https://beats.example). Unset: taken from each request's URL. */
  PUBLIC_URL?: string | undefined;
  /** Google sign-in (OpenID Connect). The issuer is Google's unless a local provider stands in. */
  GOOGLE_ISSUER?: string | undefined;
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  /** Mail through an HTTP API (Resend-compatible JSON). Without it, development mail goes to the outbox. */
  MAIL_API_URL?: string | undefined;
  MAIL_API_KEY?: string | undefined;
  /** Sender, e.g. `Beat Store <no-reply@beats.example>`. */
  MAIL_FROM?: string | undefined;
  /** The store's time zone (IANA name, e.g. `Europe/Paris`) for sales analytics. Unset: UTC. */
  STORE_TIME_ZONE?: string | undefined;
}

export interface AppVariables {
  /** Who is signed in (session cookie or Bearer token), set by the session middleware for /api. */
  user: SessionUser | null;
  session: Session | null;
}

export type AppContext = { Bindings: Env; Variables: AppVariables };
