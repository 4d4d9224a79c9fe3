// Accessibility (docs/spec/product.md#quality-bars, issue 9): axe on every route of the router, in light + left-to-right
// English and in dark + right-to-left Arabic, fails on any serious or critical violation; and a
// keyboard-only sign-in and navigation. Routes come from routes.tsx (app-routes.ts), so a new
// route is checked without editing this file; a route with `:params` needs a resolver below that
// finds a real id through the API (the test fails until it has one).
//
// Speed (the suite must stay within a few minutes on CI's 2 workers): each worker keeps one
// signed-out and one signed-in page for all its route checks (worker-sessions.ts), switching
// appearance with cookies before each navigation. A layout's chrome (header, nav, footer) is the
// same on all its routes, so it is analysed in full on the layout's first route in each mode;
// the other routes analyse their <main> and the nav entries that change with the route (the
// current page and the open branch).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { appRoutes, fillRoute, routeParams } from './app-routes.ts';
import { RESOLVERS, type Api } from './route-values.ts';
import { apiLogin, DEMO, expect, test as appTest } from './fixtures.ts';
import { applyMode, DARK_RTL_AR, LIGHT_LTR_EN, test, type Mode } from './worker-sessions.ts';

const MODES: Mode[] = [LIGHT_LTR_EN, DARK_RTL_AR];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const ROUTES = appRoutes();
const isDashboard = (pattern: string) => pattern.startsWith('/dashboard');
/** The first route of each layout, where the whole page is analysed. */
const FULL_PAGE = new Set(
  ROUTES.filter(
    (route, index) => ROUTES.findIndex((other) => other.layout === route.layout) === index,
  ).map((route) => route.pattern),
);
const ROUTE_PARTS = ['main', '[aria-current="page"]', 'nav [aria-expanded="true"]'];

/** Waits until the route shows its content: no splash, skeleton, busy region or route progress bar. */
async function waitForContent(page: Page) {
  await expect(
    page.locator('main').locator('h1, h2, h3, h4').locator('visible=true').first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelectorAll(
              '.MuiSkeleton-root, [aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), #nprogress',
            ).length,
        ),
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function violations(page: Page, label: string, fullPage: boolean): Promise<string[]> {
  // Legacy mode runs axe.run in the page (no extra blank page per analysis); only violations come back.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (!fullPage) {
    for (const selector of ROUTE_PARTS)
      if ((await page.locator(selector).count()) > 0) builder = builder.include(selector);
  }
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${label} ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
    );
}

function adminApi(request: APIRequestContext, token: string): Api {
  return async (path) => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
}

// `npm test` must stay within CI's 20 minutes on 2 cores, and every route in both modes takes
// about 6 of them: by default a layout's first route is checked in both modes and the other routes
// alternate between the two, so each mode still covers half the routes and every layout.
// KEEL_A11Y_ALL_MODES=1 checks every route in both modes.
const ALL_MODES = process.env.KEEL_A11Y_ALL_MODES === '1';

test.describe('axe: no serious or critical violation', () => {
  for (const [index, { pattern }] of ROUTES.entries()) {
    const fullPage = FULL_PAGE.has(pattern);
    for (const mode of ALL_MODES || fullPage ? MODES : [MODES[index % MODES.length]!]) {
      test(`${pattern} in ${mode.name}${fullPage ? ' (whole page)' : ''}`, async ({
        publicSession,
        adminSession,
        baseURL,
      }) => {
        test.setTimeout(90_000);
        const session = isDashboard(pattern) ? adminSession : publicSession;
        let path = pattern;
        if (routeParams(pattern).length > 0) {
          const resolve = RESOLVERS[pattern];
          expect(
            resolve,
            `${pattern} has parameters: add a resolver to RESOLVERS in a11y.spec.ts`,
          ).toBeDefined();
          const api = adminApi(
            session.page.request,
            session.token ?? (await apiLogin(session.page, DEMO.admin)),
          );
          path = fillRoute(pattern, await resolve!(api));
        }
        await applyMode(session, baseURL!, mode);
        await session.page.goto(path);
        await expect(session.page.locator('html')).toHaveAttribute('dir', mode.direction);
        await waitForContent(session.page);
        expect(await violations(session.page, `${path} [${mode.name}]`, fullPage)).toEqual([]);
      });
    }
  }
});

/** Presses Tab until `target` has the focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: import('@playwright/test').Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows a focus ring: an outline or a box shadow while :focus-visible. */
async function expectVisibleFocus(target: import('@playwright/test').Locator) {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.outline || ring.shadow, `no focus ring on ${target.toString()}`).toBe(true);
}

appTest(
  'keyboard only: sign in with Tab and Enter, then open a nav item',
  async ({ page, consoleErrors }) => {
    await page.goto('/auth/login');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await tabTo(page, email);
    await page.keyboard.type(DEMO.admin);
    const password = page.getByLabel('Password', { exact: true });
    await tabTo(page, password);
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/app$/);

    const kanban = page
      .getByRole('navigation', { name: 'Dashboard navigation' })
      .getByRole('link', { name: 'Kanban' });
    await tabTo(page, kanban);
    await expectVisibleFocus(kanban);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/kanban$/);
    await expect(page.getByRole('heading', { name: 'Kanban' }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  },
);
