// The JS + CSS a first visit to each route loads (raw and gzip -9 of each file), largest
// first, against the budgets of docs/spec/product.md#quality-bars. Measured in the system Chromium against the
// real server (bench/lib/server.mjs): a fresh browser context per route (empty cache), the
// demo admin signed in for /dashboard routes, every script and stylesheet the page fetched
// until the network is idle — the entry, the route's lazy layout and page, the texts it asks
// for, and whatever it loads as it renders. Code loaded on interaction (a dialog, the toast
// provider, zod on first focus) is not part of a first visit. Routes come from the router
// (bench/lib/routes.mjs), so new ones are measured without editing this file.
//   node bench/bundle-weight.mjs          builds the web app first (BENCH_SKIP_BUILD=1: not)
//   BENCH_PORT=3103                       port of the scratch server
//   BUNDLE_ROUTES=/auth/login,/dashboard/app   measure only these URLs
//   BUNDLE_FILES=1                        also list each route's files (raw, gzip), largest first
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { routePaths, sampleUrl } from './lib/routes.mjs';
import {
  buildWeb,
  CHROME_FLAGS,
  CHROMIUM,
  isMain,
  log,
  ORIGIN,
  root,
  signIn,
  startServer,
  TOKEN_KEY,
} from './lib/server.mjs';

const KB = 1024;
export const SIGN_IN_BUDGET = 170 * KB;
export const DASHBOARD_BUDGET = 350 * KB;

export function budgetOf(url) {
  if (url === '/auth/login') return SIGN_IN_BUDGET;
  if (url.startsWith('/dashboard')) return DASHBOARD_BUDGET;
  return undefined;
}

// The rich-text editor loads by itself once a page that shows one has rendered and the browser
// is idle (apps/web/src/components/editor/lazy-editor.tsx): its files, when fetched after the
// page set that mark, are counted apart ("when idle"), not in the first visit the budget is for.
const IDLE_LOAD_MARK = 'keel:editor-idle-load';
const EDITOR_MODULE = 'src/components/editor/editor.tsx';

/** The files of the editor's chunk and everything it imports, and its texts (from Vite's manifest). */
function editorFiles() {
  const manifestFile = path.join(root, 'apps/web/dist/.vite/manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const css of entry.css ?? []) files.add(`/${css}`);
    for (const next of entry.imports ?? []) visit(next);
  };
  visit(EDITOR_MODULE);
  for (const [key, entry] of Object.entries(manifest))
    if (/locales\/[a-z]+\/editor\.json$/.test(key)) files.add(`/${entry.file}`);
  return files;
}

async function measure(browser, url, token, idleFiles) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (url.startsWith('/dashboard'))
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [TOKEN_KEY, token],
    );
  const page = await context.newPage();
  const files = new Map();
  const pending = [];
  const started = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const target = new URL(response.url());
    if (
      (type !== 'script' && type !== 'stylesheet') ||
      target.origin !== ORIGIN ||
      files.has(target.pathname)
    )
      return;
    files.set(target.pathname, null);
    started.set(target.pathname, response.request().timing().startTime);
    pending.push(
      response.body().then(
        (body) =>
          files.set(target.pathname, {
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
        () => files.delete(target.pathname),
      ),
    );
  });
  let idleSince = null;
  try {
    await page.goto(`${ORIGIN}${url}`, { waitUntil: 'load', timeout: 120_000 });
    // On a busy machine a route can sit computing for longer than networkidle's 500 ms between
    // two of its lazy loads: done only when 2 s more bring no new file (at most 60 s). A page
    // that never goes quiet for 500 ms (load average 20+ here) is read at the deadline.
    const deadline = Date.now() + 60_000;
    for (let seen = -1; seen !== files.size && Date.now() < deadline;) {
      seen = files.size;
      await page.waitForTimeout(2000);
      await page
        .waitForLoadState('networkidle', { timeout: Math.max(1, deadline - Date.now()) })
        .catch(() => undefined);
    }
    // When the page went idle and started loading the editor (epoch ms), if it did.
    idleSince = await page.evaluate((name) => {
      const mark = performance.getEntriesByName(name)[0];
      return mark ? performance.timeOrigin + mark.startTime : null;
    }, IDLE_LOAD_MARK);
  } finally {
    await Promise.all(pending);
    await context.close();
  }
  const whenIdle = (name) =>
    idleSince !== null && idleFiles.has(name) && started.get(name) >= idleSince;
  let raw = 0;
  let gzip = 0;
  let idleGzip = 0;
  for (const [name, file] of files) {
    if (!file) continue;
    if (whenIdle(name)) {
      idleGzip += file.gzip;
      continue;
    }
    raw += file.raw;
    gzip += file.gzip;
  }
  const list = [...files]
    .filter(([, file]) => file)
    .map(([name, file]) => ({ name, ...file, idle: whenIdle(name) }));
  list.sort((a, b) => b.gzip - a.gzip);
  const count = list.filter((file) => !file.idle).length;
  return { url, files: count, raw, gzip, idleGzip, budget: budgetOf(url), list };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export async function runBundleWeight() {
  buildWeb();
  const only = process.env.BUNDLE_ROUTES?.split(',').filter(Boolean);
  const urls = only ?? routePaths().map(sampleUrl);
  const stop = await startServer();
  const rows = [];
  try {
    const token = await signIn();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    try {
      const idleFiles = editorFiles();
      for (const url of urls) {
        log('bundle-weight', url);
        rows.push(await measure(browser, url, token, idleFiles));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stop();
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const over = rows.filter((row) => row.budget !== undefined && row.gzip > row.budget);
  const lines = [
    `### Bundle weight (first visit, JS + CSS; ${rows.length} routes, largest first)`,
    '',
    `Budgets (product.md §6): sign-in ≤ ${kb(SIGN_IN_BUDGET)} gzip, every dashboard route ≤ ${kb(DASHBOARD_BUDGET)}. ${over.length === 0 ? 'All within.' : `Over: ${over.map((row) => row.url).join(', ')}.`}`,
    '',
    'Files the editor loads once the page has rendered and gone idle are counted apart (last column).',
    '',
    '| route | files | raw | gzip | budget | + editor when idle |',
    '| --- | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const row of rows) {
    const budget =
      row.budget === undefined
        ? '—'
        : `${kb(row.budget)} ${row.gzip <= row.budget ? 'within' : 'OVER'}`;
    lines.push(
      `| \`${row.url}\` | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} | ${budget} | ${row.idleGzip ? kb(row.idleGzip) : ''} |`,
    );
  }
  if (process.env.BUNDLE_FILES) {
    for (const row of rows) {
      lines.push(
        '',
        `#### \`${row.url}\`: ${row.files} files, ${kb(row.gzip)} gzip`,
        '',
        '| file | raw | gzip |',
        '| --- | ---: | ---: |',
      );
      for (const file of row.list)
        lines.push(
          `| \`${file.name}\`${file.idle ? ' (when idle)' : ''} | ${kb(file.raw)} | ${kb(file.gzip)} |`,
        );
    }
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  runBundleWeight().then(
    (markdown) => console.log(markdown),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
