import { Hono } from 'hono';
import type { AppContext } from './env.ts';
import { errorBody, handleError } from './http/errors.ts';
import { openApiDocument } from './openapi/document.ts';
import { contactRoutes } from './routes/contact.ts';
import { licenseRoutes } from './routes/licenses.ts';
import { media } from './routes/media.ts';
import { songRoutes } from './routes/songs.ts';

/** The JSON API, mounted at /api by the Worker entry. */
export const api = new Hono<AppContext>()
  .route('/songs', songRoutes)
  .route('/licenses', licenseRoutes)
  .route('/contact', contactRoutes)
  .get('/openapi.json', (c) => c.json(openApiDocument(new URL('/api', c.req.url).href)))
  // Unknown API paths answer JSON here rather than falling through to the storefront's 404 page.
  .all('*', (c) => c.json(errorBody('Not found'), 404))
  .onError(handleError);

export type Api = typeof api;

/**
 * Everything the Worker answers itself: /api and /media. The Worker entry adds the admin SPA and
 * hands every other path to Astro; tests exercise this app directly.
 */
export const app = new Hono<AppContext>().route('/api', api).route('/media', media).onError(handleError);
