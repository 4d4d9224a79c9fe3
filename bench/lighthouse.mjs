// Lighthouse performance of Keel's pages beside their static references (issue 23), served the
// way `npm start` serves them (the built web app + the API in one process, on a scratch PGlite
// database), in the system Chromium. For each route, a reference is saved first
// (bench/lib/reference.mjs: the rendered page as HTML with its CSS and images, no scripts, served
// by the same server); then rounds alternate page and reference (the order flips every round, so
// a load spike on a shared machine falls on both), and the medians and their ratio are printed
// per route: score (page ÷ reference, goal ≥ 0.9, sign-in ≥ 0.95) and FCP, LCP, TBT (page ÷
// reference: how many times longer). The absolute bars of docs/spec/product.md#quality-bars are printed as well.
// Figures, never pass/fail.
//   node bench/lighthouse.mjs            builds the web app first
//   BENCH_SKIP_BUILD=1 node ...           uses apps/web/dist as it is (bench/run.mjs builds once)
//   BENCH_PORT=3103 LIGHTHOUSE_RUNS=3     port of the scratch server; rounds per route (median)
//   LIGHTHOUSE_PAGES=/auth/login,/dashboard/app   measure only these routes
//   LIGHTHOUSE_PRESETS=mobile             only this preset (default: mobile for every route,
//                                         desktop for the routes with a desktop bar)
//   LIGHTHOUSE_SAVE=/tmp/dir              also writes each run's report JSON there
//   BENCH_TLS=1                           over HTTPS: HTTP/2 (self-signed; bench/lib/server.mjs)
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { removeReferences, saveReference } from './lib/reference.mjs';
import {
  buildWeb,
  CHROME_FLAGS,
  CHROMIUM,
  isMain,
  log as logAs,
  ORIGIN,
  signIn,
  startServer,
  TOKEN_KEY,
} from './lib/server.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

// Issue 23's routes and goals (score ratio to the reference); docs/spec/product.md#quality-bars's absolute bars.
const DASHBOARD_GOAL = 0.9;
const PAGES = [
  {
    name: 'Sign-in',
    path: '/auth/login',
    signedIn: false,
    goal: 0.95,
    bars: { desktop: 99, mobile: 90 },
  },
  {
    name: 'App',
    path: '/dashboard/app',
    signedIn: true,
    goal: DASHBOARD_GOAL,
    bars: { desktop: 95, mobile: 80 },
  },
  { name: 'E-commerce', path: '/dashboard/ecommerce', signedIn: true, goal: DASHBOARD_GOAL },
  { name: 'Analytics', path: '/dashboard/analytics', signedIn: true, goal: DASHBOARD_GOAL },
  { name: 'Banking', path: '/dashboard/banking', signedIn: true, goal: DASHBOARD_GOAL },
  { name: 'Booking', path: '/dashboard/booking', signedIn: true, goal: DASHBOARD_GOAL },
  { name: 'File', path: '/dashboard/file', signedIn: true, goal: DASHBOARD_GOAL },
  { name: 'Mail', path: '/dashboard/mail/all', signedIn: true, goal: DASHBOARD_GOAL },
  { name: 'Chat', path: '/dashboard/chat', signedIn: true, goal: DASHBOARD_GOAL },
  { name: 'Kanban', path: '/dashboard/kanban', signedIn: true, goal: DASHBOARD_GOAL },
  { name: 'User list', path: '/dashboard/user/list', signedIn: true, goal: DASHBOARD_GOAL },
  {
    name: 'Product list',
    path: '/dashboard/e-commerce/list',
    signedIn: true,
    goal: DASHBOARD_GOAL,
  },
  { name: 'Invoice list', path: '/dashboard/invoice/list', signedIn: true, goal: DASHBOARD_GOAL },
];
const CONFIGS = { desktop: desktopConfig, mobile: undefined };

const log = (message) => logAs('lighthouse', message);
const load1 = () => os.loadavg()[0];

/** One Lighthouse run on a fresh Chromium: empty cache, the token stored when signed in. */
async function runOnce(url, preset, token, saveAs) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (token) {
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
      `${ORIGIN}${url}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: !!token,
      },
      CONFIGS[preset],
    );
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_SAVE)
      writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${saveAs}.json`), result.report);
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (!finalUrl.includes(url)) log(`${url} ended on ${finalUrl}`);
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

/** Median of the runs that produced a score (a run Lighthouse failed scores 0 and is left out). */
function median(runs, key) {
  const values = runs
    .filter((run) => !run.error && run.score > 0)
    .map((run) => run[key])
    .filter(Number.isFinite);
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '—');
const ratio = (a, b) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '—';

async function saveReferences(pages, presets, token) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const saved = new Map();
  try {
    for (const page of pages) {
      for (const preset of presets.filter((name) => name === 'mobile' || page.bars?.[name])) {
        log(`reference ${page.path} ${preset}`);
        const reference = await saveReference(
          browser,
          ORIGIN,
          page.path,
          preset,
          page.signedIn ? token : undefined,
          TOKEN_KEY,
        );
        if (reference.finalPath !== page.path)
          log(`${page.path} rendered at ${reference.finalPath}`);
        saved.set(`${page.path} ${preset}`, reference);
      }
    }
  } finally {
    await browser.close();
  }
  return saved;
}

export async function runLighthouse() {
  buildWeb();
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages = PAGES.filter((candidate) => !only || only.includes(candidate.path));
  const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop')
    .split(',')
    .filter((name) => name in CONFIGS);
  const loadAtStart = os.loadavg();
  const rows = [];
  // The server lists the web app's files when it starts (@fastify/static, wildcard off): the
  // references are saved from a first start, then served by a second one on the same database
  // and token secret (the token stays valid, the data and its image addresses the same).
  const secret = randomBytes(32).toString('hex');
  let stop = await startServer({ keepData: true, secret });
  const { dataDir } = stop;
  let token;
  let references;
  try {
    token = await signIn();
    references = await saveReferences(pages, presets, token);
    await stop();
    stop = await startServer({ dataDir, secret });
    for (const preset of presets) {
      for (const page of pages) {
        const reference = references.get(`${page.path} ${preset}`);
        if (!reference) continue;
        const own = [];
        const ref = [];
        const loads = [];
        for (let round = 0; round < RUNS; round += 1) {
          const slug = `${page.path.replaceAll('/', '_')}-${preset}-${round + 1}`;
          const measurePage = async () =>
            own.push(await runOnce(page.path, preset, page.signedIn ? token : undefined, slug));
          const measureReference = async () =>
            ref.push(await runOnce(reference.url, preset, undefined, `${slug}-reference`));
          log(`${page.path} ${preset} round ${round + 1}/${RUNS} (load ${load1().toFixed(2)})`);
          loads.push(load1());
          if (round % 2 === 0) {
            await measurePage();
            await measureReference();
          } else {
            await measureReference();
            await measurePage();
          }
        }
        rows.push({ page, preset, own, ref, loads });
      }
    }
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    removeReferences();
  }
  const loadAtEnd = os.loadavg();
  const fmtLoad = (values) => values.map((value) => value.toFixed(2)).join(', ');
  const lines = [
    `### Lighthouse beside a static reference (${RUNS} round${RUNS > 1 ? 's' : ''} per row, page and reference alternating; medians)`,
    '',
    `Served by the API server on a scratch database. Load average (1, 5, 15 min) at start: ${fmtLoad(loadAtStart)}; at end: ${fmtLoad(loadAtEnd)}.`,
    'Score ratio = page ÷ reference (goal ≥ 0.9, sign-in ≥ 0.95); FCP, LCP, TBT in ms, page / reference (× = page ÷ reference).',
    '',
    '| page | preset | score (runs) | reference (runs) | ratio | goal | FCP | LCP | TBT | load 1 min | §6 bar |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { page, preset, own, ref, loads } of rows) {
    const score = median(own, 'score');
    const refScore = median(ref, 'score');
    const scoreRatio = Number.isFinite(score) && refScore > 0 ? score / refScore : NaN;
    const verdict = Number.isFinite(scoreRatio)
      ? `≥ ${page.goal} ${scoreRatio >= page.goal ? 'met' : 'BELOW'}`
      : '—';
    const bar = page.bars?.[preset];
    const barText = bar ? `≥ ${bar} ${score >= bar ? 'met' : 'BELOW'}` : '';
    const metric = (key) =>
      `${ms(median(own, key))} / ${ms(median(ref, key))} (${ratio(median(own, key), median(ref, key))}×)`;
    const runsOf = (runs) => runs.map((run) => (run.error ? 'err' : run.score)).join(', ');
    lines.push(
      `| ${page.name} \`${page.path}\` | ${preset} | ${ms(score)} (${runsOf(own)}) | ${ms(refScore)} (${runsOf(ref)}) | **${ratio(score, refScore)}** | ${verdict} | ${metric('fcp')} | ${metric('lcp')} | ${metric('tbt')} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} | ${barText} |`,
    );
    for (const run of [...own, ...ref])
      if (run.error) lines.push(`| | | runtime error: ${run.error} | | | | | | | | |`);
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
