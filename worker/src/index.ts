export type { Api } from './app.ts';
export { api, app } from './app.ts';
export type { Env } from './env.ts';
