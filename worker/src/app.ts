import { Hono } from 'hono';
import { sameOriginGuard } from './auth/csrf.ts';
import { sessionMiddleware } from './auth/middleware.ts';
import type { AppContext } from './env.ts';
import { errorBody, handleError } from './http/errors.ts';
import { openApiDocument } from './openapi/document.ts';
import { authRoutes } from './routes/auth.ts';
import { contactRoutes } from './routes/contact.ts';
import { devOutbox } from './routes/dev-outbox.ts';
import { licenseRoutes } from './routes/licenses.ts';
import { media } from './routes/media.ts';
import { songRoutes } from './routes/songs.ts';
import { userRoutes } from './routes/users.ts';

/** The JSON API, mounted at /api by the Worker entry. */
export const api = new Hono<AppContext>()
  // Unsafe methods from other sites are refused; every route then knows who is signed in.
  .use('*', sameOriginGuard, sessionMiddleware)
  .route('/songs', songRoutes)
  .route('/licenses', licenseRoutes)
  .route('/contact', contactRoutes)
  .route('/users', userRoutes)
  .route('/auth', authRoutes)
  .get('/openapi.json', (c) => c.json(openApiDocument(new URL('/api', c.req.url).href)))
  // Unknown API paths answer JSON here rather than falling through to the storefront's 404 page.
  .all('*', (c) => c.json(errorBody('Not found'), 404))
  .onError(handleError);

export type Api = typeof api;

/**
 * Everything the Worker answers itself: /api and /media. The Worker entry adds the admin SPA and
 * hands every other path to Astro; tests exercise this app directly.
 */
export const app = new Hono<AppContext>()
  .route('/api', api)
  .route('/media', media)
  // The mail outbox page of development and tests (answers 404 in production).
  .route('/dev/outbox', devOutbox)
  .onError(handleError);
