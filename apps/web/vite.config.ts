// Vite builds the web app; `npm run dev` proxies /api (and the WebSocket) to the API on :3000.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // bench/bundle-weight.mjs reads it to know which files a route loads.
    manifest: true,
    // Each route is its own chunk (see app/router.tsx); keep vendor code split by use.
    chunkSizeWarningLimit: 800,
  },
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
