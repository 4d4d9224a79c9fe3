// Prints the JS + CSS a first visit to a route loads (raw and gzip), from the Vite manifest:
// the entry with its static imports, the route's layout and page chunks with theirs, and the
// English texts the page asks for. Run: npm run bench:bundle (builds first).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first (npm run bench:bundle does).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// What each measured route loads beyond the entry (source files as the router imports them).
export const ROUTES = {
  '/auth/login': ['src/layouts/auth/auth-split-layout.tsx', 'src/pages/auth/login-page.tsx', 'src/locales/en/common.json', 'src/locales/en/auth.json', 'src/locales/en/validation.json'],
  '/dashboard/app': ['src/layouts/dashboard/dashboard-layout.tsx', 'src/pages/dashboard/overview/app-page.tsx', 'src/locales/en/common.json', 'src/locales/en/chrome.json'],
};

export const BUDGET_GZIP = { '/auth/login': 170 * 1024 };
const DASHBOARD_BUDGET_GZIP = 350 * 1024;

function collect(key, files, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files, seen);
}

export function routeFiles(route) {
  const files = new Set();
  const seen = new Set();
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  collect(entry, files, seen);
  for (const source of ROUTES[route] ?? []) collect(source, files, seen);
  return [...files].filter((file) => /\.(js|css)$/.test(file));
}

export function weigh(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = Object.keys(ROUTES).map((route) => {
    const files = routeFiles(route);
    const { raw, gzip } = weigh(files);
    const budget = BUDGET_GZIP[route] ?? DASHBOARD_BUDGET_GZIP;
    return { route, files: files.length, raw, gzip, budget };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log('route'.padEnd(24), 'files'.padStart(5), 'raw'.padStart(10), 'gzip'.padStart(10), 'budget'.padStart(10));
  for (const row of rows) {
    const verdict = row.gzip <= row.budget ? 'within' : 'OVER';
    console.log(row.route.padEnd(24), String(row.files).padStart(5), kb(row.raw).padStart(10), kb(row.gzip).padStart(10), kb(row.budget).padStart(10), verdict);
  }
}
