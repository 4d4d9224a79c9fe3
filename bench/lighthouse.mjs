// Lighthouse performance of the sign-in page and the app dashboard, served the way `npm start`
// serves them (the built web app + the API in one process, on a scratch PGlite database), in
// the system Chromium, with Lighthouse's desktop and mobile presets. Prints a markdown table
// (score, FCP, LCP, TBT) against the bars of product.md §6; figures, never pass/fail.
//   node bench/lighthouse.mjs            builds the web app first
//   BENCH_SKIP_BUILD=1 node ...           uses apps/web/dist as it is (bench/run.mjs builds once)
//   BENCH_PORT=3103 LIGHTHOUSE_RUNS=3     port of the scratch server; runs per page (median)
//   LIGHTHOUSE_SAVE=/tmp/dir               also writes each run's report JSON there (…-<preset>-<run>.json)
//   LIGHTHOUSE_PAGES=/auth/login           measure only these pages (comma-separated paths)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildWeb, CHROME_FLAGS, CHROMIUM, isMain, log as logAs, ORIGIN, signIn, startServer, TOKEN_KEY } from './lib/server.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

// product.md §6.
const PAGES = [
  { name: 'Sign-in', path: '/auth/login', signedIn: false, bars: { desktop: 99, mobile: 90 } },
  { name: 'App dashboard', path: '/dashboard/app', signedIn: true, bars: { desktop: 95, mobile: 80 } },
];
const PRESETS = { desktop: desktopConfig, mobile: undefined };

const log = (message) => logAs('lighthouse', message);

/** One Lighthouse run on a fresh Chromium: empty cache, the token stored when signed in. */
async function runOnce(page, preset, token, run = 1) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (page.signedIn) {
      // The app keeps its token in localStorage (features/auth/token.ts): set it on the origin
      // from a page that loads no app code, so the measured visit still starts with no cache.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      const tab = await context.newPage();
      await tab.goto(`${ORIGIN}/api/health`);
      await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.clearBrowserCache');
      await tab.close();
      await browser.close();
    }
    const result = await lighthouse(
      `${ORIGIN}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: page.signedIn },
      PRESETS[preset],
    );
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_SAVE) {
      writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${page.path.replaceAll('/', '_')}-${preset}-${run}.json`), result.report);
    }
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (!finalUrl.includes(page.path)) log(`${page.path} ended on ${finalUrl}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      error: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');

export async function runLighthouse() {
  buildWeb();
  const stop = await startServer();
  const rows = [];
  try {
    const token = await signIn();
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    for (const page of PAGES.filter((candidate) => !only || only.includes(candidate.path))) {
      for (const preset of Object.keys(PRESETS)) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          log(`${page.path} ${preset} (${run + 1}/${RUNS})`);
          runs.push(await runOnce(page, preset, token, run + 1));
        }
        // The run with the median score, so its metrics belong together.
        const scores = runs.map((run) => run.score);
        const picked = runs.find((run) => run.score === median(scores));
        rows.push({ page, preset, ...picked, bar: page.bars[preset], scores });
      }
    }
  } finally {
    await stop();
  }
  const lines = [
    `### Lighthouse (performance, ${RUNS} run${RUNS > 1 ? 's' : ''} per row${RUNS > 1 ? ', median' : ''}; served by the API server on a scratch database)`,
    '',
    '| page | preset | score | bar | FCP | LCP | TBT |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const verdict = row.score >= row.bar ? 'met' : 'BELOW';
    const score = RUNS > 1 ? `${row.score} (${row.scores.join(', ')})` : String(row.score);
    lines.push(`| ${row.page.name} \`${row.page.path}\` | ${row.preset} | ${score} | ≥ ${row.bar} ${verdict} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} |`);
    if (row.error) lines.push(`| | | runtime error: ${row.error} | | | | |`);
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  runLighthouse().then(
    (markdown) => console.log(markdown),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
