import type { RequestAuth } from './auth/request-session.ts';

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
  /** PayPal REST app credentials (secrets). Without them the store cannot take payments. */
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  /** `sandbox` (default) or `live`: which PayPal the credentials belong to. */
  PAYPAL_ENVIRONMENT?: string | undefined;
  /** The id PayPal gave the store's webhook (`/api/payments/webhook`); its events are verified against it. */
  PAYPAL_WEBHOOK_ID?: string | undefined;
  /**
   * Another base URL for PayPal's REST API: the local stand-in in development and tests. Ignored
   * in production, where the SDK's own addresses for the environment are used.
   */
  PAYPAL_API_URL?: string | undefined;
  /**
   * `"off"`: no mail to the admins for each sale (the buyer's receipt still goes). Unset or anything
   * else: mailed, to each admin who has not turned 'Mail me each sale' off. Only until the owner
   * saves the admin's Settings (settings/store-settings.ts).
   */
  SALE_MAIL?: string | undefined;
  /**
   * The store's time zone (IANA name, e.g. `Europe/Paris`) for sales analytics and the orders' day
   * filters. Unset: UTC. Only until the owner saves the admin's Settings.
   */
  STORE_TIME_ZONE?: string | undefined;
  /**
   * `"off"` turns the Worker's page cache off (http/edge-cache.ts): every page and list is
   * rendered for each request, as a benchmark of cold renders wants. Unset or anything else: on.
   */
  PAGE_CACHE?: string | undefined;
  /**
   * How long (ms) an isolate trusts the catalogue's version and next release it read
   * (http/catalogue-state.ts): a write elsewhere shows within it. Unset: 1000; `0`: read on every
   * request (the API tests, whose fixtures write D1 directly and read the next answer).
   */
  CATALOGUE_RECHECK_MS?: string | undefined;
  /** The deployed version of the Worker (wrangler.toml `[version_metadata]`). */
  CF_VERSION_METADATA?: WorkerVersionMetadata | undefined;
}

export interface AppVariables {
  /**
   * Who is signed in (session cookie or Bearer token), looked up once on first call (the session
   * middleware for /api): routes that never ask, public reads among them, run no session query.
   * The guards (auth/guards.ts) ask, and put `user` and `session` on the context.
   */
  auth: () => Promise<RequestAuth | null>;
}

export type AppContext = { Bindings: Env; Variables: AppVariables };

/**
 * The store's secrets (`wrangler secret put`): never in a page, a bundle, an answer or a log line
 * (the browser tests grep the build and every page for them; the request log leaves them out).
 */
export const SECRET_NAMES = [
  'GOOGLE_CLIENT_SECRET',
  'MAIL_API_KEY',
  'PAYPAL_CLIENT_SECRET',
] as const satisfies readonly (keyof Env)[];
