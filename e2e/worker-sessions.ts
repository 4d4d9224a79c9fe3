// Pages kept for a whole worker, for suites that visit many routes (routes.spec, a11y.spec): one
// signed-out and one signed-in (admin) browser context per worker, so the browser cache stays
// warm (fonts, chunks and texts load once) and nobody signs in per test. Appearance is set with
// cookies before a navigation, as a returning visitor's browser would have them (`applyMode`).
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, DEMO } from './fixtures.ts';

export interface Mode {
  name: string;
  theme: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  language: string;
}

export const LIGHT_LTR_EN: Mode = {
  name: 'light ltr en',
  theme: 'light',
  direction: 'ltr',
  language: 'en',
};
export const DARK_RTL_AR: Mode = {
  name: 'dark rtl ar',
  theme: 'dark',
  direction: 'rtl',
  language: 'ar',
};

export interface Session {
  context: BrowserContext;
  page: Page;
  token?: string;
}

async function openSession(browser: Browser, baseURL: string, signedIn: boolean): Promise<Session> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // The language comes from a cookie set per mode (the app itself keeps it in localStorage).
  await page.addInitScript(() => {
    const language = /(?:^|; )e2eLanguage=(\w+)/.exec(document.cookie)?.[1];
    if (language) localStorage.setItem('i18nextLng', language);
  });
  if (!signedIn) return { context, page };
  const token = await apiLogin(page, DEMO.admin);
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  return { context, page, token };
}

export async function applyMode(session: Session, baseURL: string, mode: Mode) {
  const cookie = (name: string, value: string) => ({ name, value, url: baseURL });
  await session.context.addCookies([
    cookie('themeMode', mode.theme),
    cookie('themeDirection', mode.direction),
    cookie('e2eLanguage', mode.language),
  ]);
}

/** Console errors and uncaught exceptions of a kept page while `task` runs. */
export async function consoleErrorsDuring(
  page: Page,
  task: () => Promise<void>,
): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(String(error));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await task();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return errors;
}

export const test = base.extend<object, { publicSession: Session; adminSession: Session }>({
  publicSession: [
    async ({ browser }, use, workerInfo) => {
      const session = await openSession(browser, workerInfo.project.use.baseURL!, false);
      await use(session);
      await session.context.close();
    },
    { scope: 'worker' },
  ],
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      const session = await openSession(browser, workerInfo.project.use.baseURL!, true);
      await use(session);
      await session.context.close();
    },
    { scope: 'worker' },
  ],
});
