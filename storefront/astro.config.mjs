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
});
