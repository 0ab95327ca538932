import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the store's Worker under /admin; built after Astro, into its client output.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: '../storefront/dist/client/admin',
    emptyOutDir: true,
  },
});
