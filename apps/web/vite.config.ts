// Vite builds the web app; `npm run dev` proxies /api (and the WebSocket) to the API on :3000.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The RTL emotion cache (theme/rtl-cache.ts) must run its stylis plugins on the stylis that
// @emotion/cache itself uses (4.2): stylis 4.3+ builds elements emotion's copy can't handle.
const require = createRequire(import.meta.url);
const webRoot = path.dirname(fileURLToPath(import.meta.url));
const emotionStylis = path.join(path.dirname(createRequire(require.resolve('@emotion/cache')).resolve('stylis/package.json')), 'index.js');

// MUI's CSS-variables theme (createThemeWithVars, CssVarsProvider) is statically imported by
// createTheme and ThemeProvider, yet never runs for Keel's theme (no `cssVariables`, no
// `colorSchemes`): ~7 KB gzip on every first load. These stand-ins throw if that path is taken.
const UNSUPPORTED = "() => { throw new Error('Keel is built without MUI CSS-variables themes (see vite.config.ts)'); }";
const MUI_CSS_VARS_STUBS: Record<string, string> = {
  'createThemeWithVars.js': `const unsupported = ${UNSUPPORTED};\nexport const createGetCssVar = unsupported;\nexport default unsupported;\n`,
  'ThemeProviderWithVars.js': `const unsupported = ${UNSUPPORTED};\nexport { unsupported as CssVarsProvider, unsupported as useColorScheme, unsupported as getInitColorSchemeScript, unsupported as Experimental_CssVarsProvider };\n`,
};

function muiWithoutCssVars(): Plugin {
  const prefix = '\0keel-mui-no-css-vars:';
  return {
    name: 'keel-mui-without-css-vars',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/.test(importer)) return null;
      const file = source.replace(/^\.\//, '');
      return file in MUI_CSS_VARS_STUBS ? prefix + file : null;
    },
    load(id) {
      return id.startsWith(prefix) ? MUI_CSS_VARS_STUBS[id.slice(prefix.length)] : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), muiWithoutCssVars()],
  resolve: {
    alias: [
      { find: /^stylis$/, replacement: emotionStylis },
      // `import { useSnackbar } from 'notistack'` gets a stand-in that loads notistack and the
      // provider with the first toast (src/components/snackbar/lazy-notistack.ts); the real
      // library is imported as 'notistack/notistack.esm.js' by the provider only.
      { find: /^notistack$/, replacement: path.join(webRoot, 'src/components/snackbar/lazy-notistack.ts') },
    ],
  },
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
      // CommonJS code counts as having side effects, so an unused import of it stays; this one
      // (pulled in by emotion's withTheme, which Keel never uses) has none.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]hoist-non-react-statics[\\/]/.test(id) },
      output: {
        codeSplitting: {
          // Everything the entry needs in one file: fewer requests and one gzip dictionary
          // (left alone, the bundler cuts it into ~15 small shared chunks).
          groups: [
            { name: 'core', tags: ['$initial'], priority: 3 },
            // The sign-in page in one file with what it imports (MUI's outlined input, Alert,
            // Paper and their helpers, which other routes then take from it) instead of ~20
            // tiny chunks, each gzip'd alone with its own header and dictionary: −4 KB there.
            { name: 'sign-in', test: /\/src\/(pages\/auth\/login-page|features\/auth\/login-form|layouts\/auth\/auth-split-layout)\.tsx$/, priority: 2 },
          ],
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
