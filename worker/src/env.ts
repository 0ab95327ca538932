/** The Worker's bindings and variables (wrangler.toml, secrets). */
export interface Env {
  DB: D1Database;
  /** Public media: covers and previews. */
  MEDIA: R2Bucket;
  /** Private licensed files. */
  FILES: R2Bucket;
  APP_ENV: 'production' | 'development' | 'test';
}

export interface AppVariables {
  requestId?: string;
}

export type AppContext = { Bindings: Env; Variables: AppVariables };
