// Shared e2e helpers: sign in through the API (not by clicking), fresh accounts per test,
// and a guard that fails a test on any console error.
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: 'demo@keel.dev',
  member: 'member@keel.dev',
  password: 'demo1234',
} as const;

export async function apiLogin(
  page: Page,
  email: string,
  password: string = DEMO.password,
): Promise<string> {
  const response = await page.request.post('/api/account/login', { data: { email, password } });
  expect(response.ok(), `login ${email}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Puts a token in localStorage before the app starts, as a signed-in browser would have. */
export async function signInAs(page: Page, email: string, password: string = DEMO.password) {
  const token = await apiLogin(page, email, password);
  await page.addInitScript((value) => {
    // Some frames have no storage (the PDF viewer, sandboxed or opaque-origin frames): reading it throws.
    try {
      if (!sessionStorage.getItem('keel-e2e-signed-out'))
        localStorage.setItem('accessToken', value);
    } catch {
      // nothing to sign in there
    }
  }, token);
  return token;
}

let counter = 0;
/** A brand-new account, so tests never share state. */
export async function newAccount(page: Page) {
  counter += 1;
  const email = `e2e.${Date.now()}.${process.pid}.${counter}@example.org`;
  const response = await page.request.post('/api/account/register', {
    data: { email, password: 'longenough', firstName: 'Test', lastName: `User${counter}` },
  });
  expect(response.ok()).toBe(true);
  return { email, password: 'longenough' };
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };
