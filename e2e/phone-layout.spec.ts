// Every page usable on a phone (issue 19, item 7): at 390 px no page scrolls sideways, and each
// page's main actions are on screen and not covered by anything fixed (the mode button, the cart
// widget, a sticky header) once scrolled to. One browser context visits the pages in sequence.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signInAs, test } from './fixtures.ts';

const WIDTH = 390;

/** A button or a link styled as one, by its accessible name. */
const action = (page: Page, name: string | RegExp) =>
  page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .or(page.getByRole('link', { name, exact: typeof name === 'string' }))
    .last();

interface PageCheck {
  url: string;
  /** The page's main actions; the last one is also checked after scrolling to the page's end. */
  actions?: (page: Page) => Locator[];
}

const PAGES: PageCheck[] = [
  { url: '/dashboard/app' },
  { url: '/dashboard/ecommerce' },
  { url: '/dashboard/analytics' },
  { url: '/dashboard/banking' },
  { url: '/dashboard/booking' },
  { url: '/dashboard/file' },
  {
    url: '/dashboard/user/list',
    actions: (p) => [
      action(p, 'New user'),
      p.getByRole('button', { name: /^Actions for / }).last(),
    ],
  },
  { url: '/dashboard/user/cards' },
  { url: '/dashboard/user/profile' },
  { url: '/dashboard/user/account', actions: (p) => [action(p, 'Save changes')] },
  { url: '/dashboard/user/new', actions: (p) => [action(p, 'Create user')] },
  { url: '/dashboard/user/roles', actions: (p) => [action(p, 'New role')] },
  { url: '/dashboard/user/invitations', actions: (p) => [action(p, 'Invite')] },
  {
    url: '/dashboard/e-commerce/list',
    actions: (p) => [
      action(p, 'New product'),
      p.getByRole('button', { name: /^Actions for / }).last(),
    ],
  },
  { url: '/dashboard/e-commerce/product/new', actions: (p) => [action(p, 'Create product')] },
  {
    url: '/dashboard/e-commerce/shop',
    actions: (p) => [p.getByRole('button', { name: /^Sort by/ })],
  },
  { url: '/dashboard/e-commerce/checkout' },
  { url: '/dashboard/order/list' },
  {
    url: '/dashboard/invoice/list',
    actions: (p) => [
      action(p, 'New invoice'),
      p.getByRole('button', { name: /^Actions for INV-/ }).last(),
    ],
  },
  {
    url: '/dashboard/invoice/new',
    actions: (p) => [action(p, 'Save as draft'), action(p, 'Create & send')],
  },
  { url: '/dashboard/blog/posts', actions: (p) => [action(p, 'New post')] },
  { url: '/dashboard/blog/new', actions: (p) => [action(p, 'Post')] },
  { url: '/dashboard/mail', actions: (p) => [action(p, 'Compose')] },
  { url: '/dashboard/chat', actions: (p) => [action(p, 'New conversation')] },
  { url: '/dashboard/kanban', actions: (p) => [action(p, 'Add task').first()] },
  { url: '/dashboard/calendar', actions: (p) => [action(p, 'New event')] },
  {
    url: '/dashboard/files-manager',
    actions: (p) => [action(p, 'New folder'), action(p, 'Upload')],
  },
  { url: '/dashboard/contact' },
  { url: '/dashboard/audit' },
  { url: '/dashboard/permission-denied' },
  { url: '/404', actions: (p) => [action(p, 'Go to home')] },
  { url: '/pricing', actions: (p) => [action(p, 'Choose Basic')] },
  { url: '/', actions: (p) => [action(p, 'Live demo')] },
  { url: '/blog' },
  { url: '/faqs' },
];

/** On screen (not past either edge) and the element a tap at its centre reaches. */
async function expectReachable(control: Locator, where: string) {
  await control.scrollIntoViewIfNeeded();
  await expect(control, where).toBeVisible();
  const state = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      inside: box.left >= 0 && box.right <= window.innerWidth,
      reached: hit !== null && (element === hit || element.contains(hit)),
      hit: hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}` : 'nothing',
    };
  });
  expect(state.inside, `${where}: off-screen sideways`).toBe(true);
  expect(state.reached, `${where}: covered by ${state.hit}`).toBe(true);
}

test('at 390 px no page scrolls sideways and no main action is off-screen or covered', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: WIDTH, height: 844 });
  await signInAs(page, DEMO.admin);
  for (const { url, actions } of PAGES) {
    await test.step(url, async () => {
      await page.goto(url);
      // The dashboard keeps a socket and polls open, so the network is never idle for long.
      await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => undefined);
      const controls = actions?.(page) ?? [];
      for (const control of controls) await expect(control, url).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${url} scrolls sideways`).toBeLessThanOrEqual(WIDTH);
      for (const control of controls) await expectReachable(control, url);
      // The end of the page too: nothing fixed sits over its last control.
      if (controls.length > 0) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectReachable(controls.at(-1)!, `${url} (page end)`);
      }
    });
  }
  expect(consoleErrors).toEqual([]);
});
