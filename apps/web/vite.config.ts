// Vite builds the web app; `npm run dev` proxies /api (and the WebSocket) to the API on :3000.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootPreload } from './build/boot-preload.ts';
import { precompress } from './build/precompress.ts';
import { prerenderedShell } from './build/prerendered-shell.ts';
import { routeChunks } from './build/route-chunks.ts';
import { routeTablesWithoutSchemas } from './build/route-tables.ts';

// The RTL emotion cache (theme/rtl-cache.ts) must run its stylis plugins on the stylis that
// @emotion/cache itself uses (4.2): stylis 4.3+ builds elements emotion's copy can't handle.
const require = createRequire(import.meta.url);
const webRoot = path.dirname(fileURLToPath(import.meta.url));
const emotionStylis = path.join(
  path.dirname(createRequire(require.resolve('@emotion/cache')).resolve('stylis/package.json')),
  'index.js',
);

// MUI's CSS-variables theme (createThemeWithVars, CssVarsProvider) is statically imported by
// createTheme and ThemeProvider, yet never runs for Keel's theme (no `cssVariables`, no
// `colorSchemes`): ~7 KB gzip on every first load. These stand-ins throw if that path is taken.
const UNSUPPORTED =
  "() => { throw new Error('Keel is built without MUI CSS-variables themes (see vite.config.ts)'); }";
const MUI_CSS_VARS_STUBS: Record<string, string> = {
  'createThemeWithVars.js': `const unsupported = ${UNSUPPORTED};\nexport const createGetCssVar = unsupported;\nexport default unsupported;\n`,
  'ThemeProviderWithVars.js': `const unsupported = ${UNSUPPORTED};\nexport { unsupported as CssVarsProvider, unsupported as useColorScheme, unsupported as getInitColorSchemeScript, unsupported as Experimental_CssVarsProvider };\n`,
  // theme.toRuntimeSource, for Pigment CSS only (zero-runtime CSS, which Keel does not use).
  'stringifyTheme.js': `export const stringifyTheme = ${UNSUPPORTED};\n`,
  // @mui/system's ThemeProvider: the CSS-layer order, only with `modularCssLayers` (not set).
  'useLayerOrder.js': 'export default function useLayerOrder() { return null; }\n',
};

function muiWithoutCssVars(): Plugin {
  const prefix = '\0keel-mui-no-css-vars:';
  return {
    name: 'keel-mui-without-css-vars',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (
        !importer ||
        !/[\\/]@mui[\\/](material[\\/]esm[\\/]styles|system[\\/]esm[\\/]ThemeProvider)[\\/]/.test(
          importer,
        )
      )
        return null;
      const file = source.replace(/^\.\//, '');
      return file in MUI_CSS_VARS_STUBS ? prefix + file : null;
    },
    load(id) {
      return id.startsWith(prefix) ? MUI_CSS_VARS_STUBS[id.slice(prefix.length)] : null;
    },
  };
}

// react-router's package exports point every condition at its development build, whose dev-only
// warnings (ENABLE_DEV_WARNINGS) stay in the bundle; the production build is the same code with
// them off. Only for `vite build`: tests and the dev server keep the warnings.
const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);
function reactRouterProduction(): Plugin {
  return {
    name: 'keel-react-router-production',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      if (source === 'react-router') return path.join(reactRouterDist, 'index.mjs');
      if (source === 'react-router/dom') return path.join(reactRouterDist, 'dom-export.mjs');
      return null;
    },
    // Its top-level `X = React.forwardRef(…)` / `createContext(…)` calls carry no pure
    // annotation and each is followed by `X.displayName = "X"`: both count as side effects, so
    // Form, ScrollRestoration, HistoryRouter… stay in every first visit though Keel never
    // renders them. Marked pure, and without the display names (a devtools nicety), unused ones go.
    transform(code, id) {
      if (!id.startsWith(reactRouterDist)) return null;
      return code
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replace(
          /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
          '$1/* @__PURE__ */ $2',
        );
    },
  };
}

// The sign-in page's own chunk and English texts, named in index.html for public/theme-boot.js,
// which preloads them on /auth/login: they download with the entry instead of after it has
// run (one round trip less before the form shows on a slow network). Other routes skip them.
function signInPreload(): Plugin {
  let outDir = '';
  return {
    name: 'keel-sign-in-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // theme-boot.js is copied from public/ as written, comments included: minified, it costs
    // every first visit less than its part of the preload adds.
    // dashboard-boot.js likewise (build/boot-preload.ts).
    async closeBundle() {
      for (const name of ['theme-boot.js', 'dashboard-boot.js']) {
        const file = path.join(outDir, name);
        const { code } = await transform(await readFile(file, 'utf8'), {
          minify: true,
          target: 'es2017',
        });
        await writeFile(file, code);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (chunk) => chunk.type === 'chunk',
        );
        const signIn = chunks
          .filter((chunk) => chunk.name === 'sign-in')
          .map((chunk) => `/${chunk.fileName}`);
        // The list of English text files (locales/text-files/en.ts) and the two the page reads.
        const texts = chunks
          .filter((chunk) =>
            /[\\/]locales[\\/](en[\\/](auth|common)\.json|text-files[\\/]en\.ts)$/.test(
              chunk.facadeModuleId ?? '',
            ),
          )
          .map((chunk) => `/${chunk.fileName}`);
        if (signIn.length !== 1 || texts.length !== 3)
          throw new Error(
            'keel-sign-in-preload: the sign-in chunk or its English texts are missing',
          );
        const meta = `<meta name="keel-sign-in-preload" content="${signIn[0]}" data-en="${texts.join(' ')}" />`;
        return html.replace(
          '<script src="/theme-boot.js"></script>',
          `${meta}\n    <script src="/theme-boot.js"></script>`,
        );
      },
    },
  };
}

// @fontsource's faces name a WOFF file after each WOFF2 one, for browsers without WOFF2; every
// browser Keel's build targets (es2022) has it. Without them the stylesheet every first visit
// loads is ~40 % smaller.
function woff2Only(): Plugin {
  return {
    name: 'keel-woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
      const woff2 = code.replace(/,\s*url\([^)]*\.woff\) format\('woff'\)/g, '');
      // Android and most Linux desktops have Noto Color Emoji installed, under the very name
      // these rules declare, which would otherwise hide it: the installed face first, the
      // bundled file (≈300 KB a subset) only where there is none (src/theme/typography.ts).
      return /[\\/]noto-color-emoji[\\/]/.test(id)
        ? woff2.replace(
            /src: url\(/g,
            'src: local("Noto Color Emoji"), local("NotoColorEmoji"), url(',
          )
        : woff2;
    },
  };
}

const chunks = routeChunks();

export default defineConfig({
  plugins: [
    routeTablesWithoutSchemas(),
    react(),
    muiWithoutCssVars(),
    woff2Only(),
    reactRouterProduction(),
    signInPreload(),
    bootPreload(),
    prerenderedShell(),
    precompress(),
    chunks.plugin,
  ],
  resolve: {
    alias: [
      { find: /^stylis$/, replacement: emotionStylis },
      // Emotion compiles and inserts its rules while rendering, not in the commit
      // (src/theme/emotion-insertion.ts says why).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: path.join(webRoot, 'src/theme/emotion-insertion.ts'),
      },
      // `import { useSnackbar } from 'notistack'` gets a stand-in that loads notistack and the
      // provider with the first toast (src/components/snackbar/lazy-notistack.ts); the real
      // library is imported as 'notistack/notistack.esm.js' by the provider only.
      {
        find: /^notistack$/,
        replacement: path.join(webRoot, 'src/components/snackbar/lazy-notistack.ts'),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    // Every browser Keel supports (es2022) preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // bench/bundle-weight.mjs reads it to know which files a route loads.
    manifest: true,
    // Each route is its own chunk (see app/routes.tsx); keep vendor code split by use.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // CommonJS code counts as having side effects, so an unused import of it stays; this one
      // (pulled in by emotion's withTheme, which Keel never uses) has none.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]hoist-non-react-statics[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // Everything the entry needs in one file: fewer requests and one gzip dictionary
          // (left alone, the bundler cuts it into ~15 small shared chunks).
          groups: [
            { name: 'core', tags: ['$initial'], priority: 3 },
            // The sign-in page in one file with what it imports (MUI's outlined input, Alert,
            // Paper and their helpers, which other routes then take from it) instead of ~20
            // tiny chunks, each gzip'd alone with its own header and dictionary: −4 KB there.
            {
              name: 'sign-in',
              test: /\/src\/(pages\/auth\/login-page|features\/auth\/login-form|layouts\/auth\/auth-split-layout)\.tsx$/,
              priority: 2,
            },
            // The dashboard shell and what dashboard pages share (build/route-chunks.ts).
            ...chunks.groups,
          ],
        },
      },
    },
  },
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom per worker instead of one per file: 75 s → 12 s on CI's 2 cores. The files
    // keep no state between them (checked with shuffled file order).
    isolate: false,
  },
});
