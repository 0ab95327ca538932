// @ts-check
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: cloudflare({
    configPath: '../wrangler.toml',
    persistState: { path: '../.wrangler/state' },
    // Covers come from R2 at run time; local images are optimised at build time.
    imageService: 'compile',
  }),
  integrations: [react()],
  // The admin SPA is built into dist/client/admin after Astro (see the root build script).
  build: { assets: '_astro' },
  devToolbar: { enabled: false },
  // Accounts use the store's own sessions (worker/src/auth), not Astro sessions.
  session: false,
  telemetry: false,
  // Old and spec addresses that live elsewhere now. The build writes them to the static assets'
  // _redirects, which answer before the Worker runs (the query string is kept): /dashboard leads
  // to /order-history, whose guard then asks a signed-out visitor to log in.
  redirects: {
    // The original store sent people to /home after Google sign-in.
    '/home': { status: 301, destination: '/' },
    '/login': { status: 301, destination: '/auth/login' },
    '/register': { status: 301, destination: '/auth/register' },
    // The customer's dashboard is their order history.
    '/dashboard': { status: 302, destination: '/order-history' },
    // The original store's cart address, for old links and bookmarks.
    '/shoping-cart': { status: 301, destination: '/cart' },
  },
});
