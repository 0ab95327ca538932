import { createRoute } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { z } from 'zod';
import { sameOriginGuard } from './auth/csrf.ts';
import { sessionMiddleware } from './auth/middleware.ts';
import type { AppContext } from './env.ts';
import { errorBody, handleError } from './http/errors.ts';
import { OpenApiDocumentSchema, openApiDocument } from './openapi/document.ts';
import { apiRouter, jsonAnswer } from './openapi/router.ts';
import { alertRoutes } from './routes/alerts.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { googleSignInRoutes } from './routes/auth/google.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { contactRoutes } from './routes/contact.ts';
import { customerRoutes } from './routes/customers.ts';
import { devOutbox } from './routes/dev-outbox.ts';
import { discountRoutes } from './routes/discounts.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { freeDownloadRoutes } from './routes/free-downloads.ts';
import { licenseRoutes } from './routes/licenses.ts';
import { mediaRoutes } from './routes/media.ts';
import { messageRoutes } from './routes/messages.ts';
import { oembedRoutes } from './routes/oembed.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { settingsRoutes } from './routes/settings.ts';
import { songLikeRoutes } from './routes/song-likes.ts';
import { songRoutes } from './routes/songs.ts';
import { songAdminRoutes } from './routes/songs-admin.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { userRoutes } from './routes/users/index.ts';
import { voiceTagRoutes } from './routes/voice-tag.ts';

const guarded = apiRouter();
// Unsafe methods from other sites are refused; every route then knows who is signed in.
guarded.use('*', sameOriginGuard, sessionMiddleware);

const routes = guarded
  .route('/songs', songRoutes)
  .route('/licenses', licenseRoutes)
  .route('/oembed', oembedRoutes)
  .route('/contact', contactRoutes)
  .route('/users', userRoutes)
  .route('/auth/google', googleSignInRoutes)
  .route('/songs', songLikeRoutes)
  .route('/checkout', checkoutRoutes)
  .route('/payments', paymentRoutes)
  .route('/downloads', downloadRoutes)
  .route('/free-downloads', freeDownloadRoutes)
  // The admin back office.
  .route('/songs', songAdminRoutes)
  .route('/uploads', uploadRoutes)
  .route('/orders', orderRoutes)
  .route('/customers', customerRoutes)
  .route('/discounts', discountRoutes)
  .route('/messages', messageRoutes)
  .route('/alerts', alertRoutes)
  .route('/voice-tag', voiceTagRoutes)
  .route('/settings', settingsRoutes)
  .route('/payments/analytics', analyticsRoutes);

const document = createRoute({
  method: 'get',
  path: '/openapi.json',
  summary: 'This description of the API',
  responses: { 200: jsonAnswer(OpenApiDocumentSchema, 'An OpenAPI 3.1 document') },
});

/** The JSON API, mounted at /api by the Worker entry. Its type is what a typed client (`hc<Api>`) reads. */
export const api = routes
  .openapi(document, (c) => {
    const described = openApiDocument(routes, new URL('/api', c.req.url).href);
    return c.json(z.encode(OpenApiDocumentSchema, described), 200);
  })
  .onError(handleError);

export type Api = typeof api;

/**
 * Everything the Worker answers itself: /api and /media. The Worker entry adds the admin SPA and
 * hands every other path to Astro; tests exercise this app directly.
 */
export const app = new Hono<AppContext>()
  .route('/api', api)
  // Unknown API paths answer JSON here rather than falling through to the storefront's 404 page.
  .all('/api/*', (c) => c.json(errorBody('Not found'), 404))
  .route('/media', mediaRoutes)
  // The mail outbox page of development and tests (answers 404 in production).
  .route('/dev/outbox', devOutbox)
  .onError(handleError);
