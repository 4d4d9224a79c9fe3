// Vite builds the web app; `npm run dev` proxies /api (and the WebSocket) to the API on :3000.
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The RTL emotion cache (theme/rtl-cache.ts) must run its stylis plugins on the stylis that
// @emotion/cache itself uses (4.2): stylis 4.3+ builds elements emotion's copy can't handle.
const require = createRequire(import.meta.url);
const emotionStylis = path.join(path.dirname(createRequire(require.resolve('@emotion/cache')).resolve('stylis/package.json')), 'index.js');

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^stylis$/, replacement: emotionStylis }] },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs in one file: fewer requests and one gzip dictionary
          // (left alone, the bundler cuts it into ~15 small shared chunks).
          groups: [{ name: 'core', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
