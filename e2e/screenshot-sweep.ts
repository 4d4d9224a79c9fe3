// Screenshots of every route of the router (app-routes.ts) in chosen appearances, for a person to
// look at (issue 19: "a page you have not looked at is not done"). Not a test: it writes one PNG
// per route and appearance, each a contact sheet of the page at the top, mid-scroll and at the
// end, so what floats over the content while scrolling shows up too.
//
//   SWEEP_BASE=http://127.0.0.1:5131 SWEEP_OUT=/tmp/sweep npx tsx e2e/screenshot-sweep.ts
//
// SWEEP_MODES picks appearances (default `1440-dark-en,390-dark-ar`; width-theme-language, Arabic
// right-to-left), SWEEP_ONLY a regular expression over the route patterns. Runs against a
// started server (`node apps/api/dist/server.mjs`) with the demo data.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { appRoutes, fillRoute, routeParams } from './app-routes.ts';
import { RESOLVERS } from './route-values.ts';

const BASE = process.env.SWEEP_BASE ?? 'http://127.0.0.1:5131';
const OUT = process.env.SWEEP_OUT ?? '/tmp/keel-sweep';
const ONLY = process.env.SWEEP_ONLY ? new RegExp(process.env.SWEEP_ONLY) : undefined;
const MODES = (process.env.SWEEP_MODES ?? '1440-dark-en,390-dark-ar').split(',').map((name) => {
  const [width = '1440', theme = 'light', language = 'en'] = name.split('-');
  return { name, width: Number(width), theme, language };
});
type Mode = (typeof MODES)[number];

const ADMIN = { email: 'demo@keel.dev', password: 'demo1234' };

async function login(): Promise<string> {
  const response = await fetch(`${BASE}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function openPage(browser: Browser, mode: Mode, token?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: mode.width, height: mode.width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  await context.addCookies(
    [
      ['themeMode', mode.theme],
      ['themeDirection', mode.language === 'ar' ? 'rtl' : 'ltr'],
    ].map(([name, value]) => ({ name: name!, value: value!, url: BASE })),
  );
  await context.addInitScript(
    ([language, accessToken]) => {
      localStorage.setItem('i18nextLng', language!);
      if (accessToken) localStorage.setItem('accessToken', accessToken);
    },
    [mode.language, token ?? ''],
  );
  return context.newPage();
}

/** Until the route shows its content (as a11y.spec.ts waits), or 15 s, whichever comes first. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.querySelector('main h1, main h2, main h3, main h4, h1') !== null &&
        document.querySelectorAll(
          '.MuiSkeleton-root, [aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), #nprogress',
        ).length === 0,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(400);
}

async function shotsAt(page: Page): Promise<{ label: string; png: Buffer }[]> {
  const height = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  const stops = height > 40 ? [0, Math.round(height / 2), height] : [0];
  const shots = [];
  for (const [index, top] of stops.entries()) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(350);
    shots.push({ label: ['top', 'mid', 'end'][index]!, png: await page.screenshot() });
  }
  return shots;
}

/** Lays the shots side by side (phones) or one under the other (desktop) and photographs that. */
async function contactSheet(
  sheet: Page,
  title: string,
  mode: Mode,
  shots: { label: string; png: Buffer }[],
) {
  const wide = mode.width >= 600;
  const images = (wide ? shots.slice(0, 2) : shots)
    .map(
      ({ label, png }) =>
        `<figure><figcaption>${label}</figcaption><img src="data:image/png;base64,${png.toString('base64')}"></figure>`,
    )
    .join('');
  await sheet.setContent(
    `<style>body{margin:0;font:14px sans-serif;background:#888}h1{font-size:14px;margin:4px}` +
      `div{display:flex;flex-direction:${wide ? 'column' : 'row'};gap:6px}figure{margin:0}` +
      `figcaption{color:#fff;padding:2px 4px}img{display:block}</style>` +
      `<h1>${title} · ${mode.name}</h1><div>${images}</div>`,
  );
  await sheet.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  return sheet.screenshot({ fullPage: true });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const token = await login();
  const api = async (path: string) => {
    const response = await fetch(`${BASE}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const sheet = await (await browser.newContext({ deviceScaleFactor: 1 })).newPage();
  const routes = appRoutes().filter(({ pattern }) => !ONLY || ONLY.test(pattern));
  for (const mode of MODES) {
    const signedIn = await openPage(browser, mode, token);
    const signedOut = await openPage(browser, mode);
    for (const { pattern } of routes) {
      const path =
        routeParams(pattern).length > 0 && RESOLVERS[pattern]
          ? fillRoute(pattern, await RESOLVERS[pattern](api))
          : fillRoute(pattern);
      const page = pattern.startsWith('/dashboard') ? signedIn : signedOut;
      await page.goto(`${BASE}${path}`);
      await settle(page);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      const png = await contactSheet(
        sheet,
        `${path}${sideways ? ' — SCROLLS SIDEWAYS' : ''}`,
        mode,
        await shotsAt(page),
      );
      const file = `${OUT}/${mode.name}${pattern.replace(/[/:?]+/g, '_')}.png`;
      writeFileSync(file, png);
      console.log(`${file}${sideways ? '  (scrolls sideways)' : ''}`);
    }
    await signedIn.context().close();
    await signedOut.context().close();
  }
  await browser.close();
}

await main();
