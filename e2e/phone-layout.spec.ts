// Every page usable on a phone (issue 19, item 7): at 390 px no page scrolls sideways, and each
// page's main actions are on screen and not covered by anything fixed (the mode button, the cart
// widget, a sticky header) once scrolled to. The pages are checked in groups of PAGES_PER_TEST,
// one test (one browser context visiting its pages in sequence) per group, so that the suite's
// two workers share them.
// The floating widgets step aside while a control lies under them
// (docs/decisions/026-floating-widgets-step-aside.md): checked mid-scroll on every page below.
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
  { url: '/about-us' },
  { url: '/contact-us', actions: (p) => [action(p, 'Submit now')] },
  { url: '/features' },
  { url: '/testimonials' },
  { url: '/guides' },
  { url: '/components' },
  { url: '/terms' },
];

/**
 * The page's buttons, links and inputs that a showing floating widget (`[data-floating]`: the
 * light/dark button, the cart) overlaps, as "widget over control" strings. A widget counts as
 * showing while it is visible and takes taps; a control counts where it is drawn (the browser's
 * hit test at the overlap's centre lists it), so a row scrolled out of its panel is no match.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="combobox"]',
      ),
    );
    const found: string[] = [];
    for (const widget of Array.from(document.querySelectorAll<HTMLElement>('[data-floating]'))) {
      const style = getComputedStyle(widget);
      if (Number(style.opacity) < 0.05 || style.pointerEvents === 'none') continue;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = widget.getBoundingClientRect();
      for (const control of controls) {
        if (widget.contains(control) || control.contains(widget)) continue;
        const other = control.getBoundingClientRect();
        const left = Math.max(box.left, other.left);
        const right = Math.min(box.right, other.right);
        const top = Math.max(box.top, other.top);
        const bottom = Math.min(box.bottom, other.bottom);
        if (right - left < 2 || bottom - top < 2) continue;
        const drawn = document
          .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
          .some((element) => element === control || control.contains(element));
        if (!drawn) continue;
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        found.push(
          `${widget.dataset.floating} over ${control.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
        );
      }
    }
    return found;
  });
}

/** At a quarter, half and three quarters of the page's height, no floating widget covers a control. */
async function expectNothingCoveredWhileScrolling(page: Page, where: string) {
  const room = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  for (const share of room > 0 ? [0, 0.25, 0.5, 0.75] : [0]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(room * share));
    // A widget decides within a frame of the scroll; its fade takes 150 ms.
    let covered = await coveredControls(page);
    for (let tries = 0; covered.length > 0 && tries < 15; tries += 1) {
      await page.waitForTimeout(200);
      covered = await coveredControls(page);
    }
    expect(covered, `${where} at ${share * 100}% of its height`).toEqual([]);
  }
}

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

// All the pages in one test took 4.4–5.1 min at load 13–25 on 2026-11-26 (CI, both attempts) and
// 103 s at load 12–16 on 2026-12-07, the longest test of the suite, on one worker while the other
// ran out of work at the end. In groups of 6 each test takes 10–40 s; a group's extra sign-in
// and cold first page cost a few seconds. Every page is still checked exactly as before.
const PAGES_PER_TEST = 6;
const GROUPS: PageCheck[][] = [];
for (let start = 0; start < PAGES.length; start += PAGES_PER_TEST)
  GROUPS.push(PAGES.slice(start, start + PAGES_PER_TEST));

for (const group of GROUPS) {
  test(`at 390 px no page scrolls sideways and no main action is off-screen or covered: ${group[0]!.url} … ${group.at(-1)!.url}`, async ({
    page,
    consoleErrors,
  }) => {
    // A group of up to 6 pages, each scrolled to its end (see above for all of them in one test).
    test.setTimeout(180_000);
    await page.setViewportSize({ width: WIDTH, height: 844 });
    await signInAs(page, DEMO.admin);
    for (const { url, actions } of group) {
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
        await expectNothingCoveredWhileScrolling(page, url);
      });
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('the floating widgets come back where nothing lies under them, and keep working', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 844 });
  await signInAs(page, DEMO.admin);
  const mode = page.locator('[data-floating="mode"]');
  const cart = page.locator('[data-floating="cart"]');
  const showing = (widget: Locator) =>
    widget.evaluate((element) => Number(getComputedStyle(element).opacity) > 0.95);

  // The shop: mid-grid the cart steps aside from the product cards; back at the top it shows
  // again over the band the toolbar keeps clear, and leads to the checkout.
  await page.goto('/dashboard/e-commerce/shop');
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => coveredControls(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => showing(cart)).toBe(true);
  await expectReachable(cart, 'cart widget at the top of the shop');

  // The dashboard keeps the floating light/dark button (seed: every screen); at a page's end it
  // has its room, shows, and switches the mode.
  await page.goto('/dashboard/user/account');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => showing(mode)).toBe(true);
  await expectReachable(mode.getByRole('button', { name: 'Switch to dark mode' }), 'mode button');
  await mode.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');

  // Stepped aside it still takes the keyboard: Tab reaches it and it shows while focused.
  await page.goto('/dashboard/user/list');
  await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => showing(mode)).toBe(false);
  await mode.getByRole('button').focus();
  await expect.poll(() => showing(mode)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('the Roles page shows every permission chip whole in Arabic at 390 px', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: WIDTH, height: 844 });
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page
    .context()
    .addCookies([{ name: 'themeDirection', value: 'rtl', url: testInfo.project.use.baseURL! }]);
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/user/roles');
  const chips = page.getByTestId('permission-chips').locator('.MuiChip-root:visible');
  await expect(chips.first()).toBeVisible();
  expect(await chips.count()).toBeGreaterThan(6);
  const cut = await chips.evaluateAll((elements) =>
    elements
      .map((chip) => {
        const label = chip.querySelector('.MuiChip-label')!;
        const box = chip.getBoundingClientRect();
        const clipped =
          label.scrollWidth > label.clientWidth + 1 ||
          box.left < 0 ||
          box.right > window.innerWidth;
        return clipped ? label.textContent : null;
      })
      .filter((text) => text !== null),
  );
  expect(cut, 'chips whose label is cut or off-screen').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('roles-390-ar.png'), fullPage: true });
});

for (const width of [1440, WIDTH]) {
  test(`the file manager's selection bar is centred in Arabic at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === WIDTH ? 844 : 900 });
    await page.addInitScript(() => {
      localStorage.setItem('i18nextLng', 'ar');
      localStorage.setItem('keel-files-view', 'grid');
    });
    await page
      .context()
      .addCookies([{ name: 'themeDirection', value: 'rtl', url: testInfo.project.use.baseURL! }]);
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/files-manager');
    // "تحديد {name}": the select box of two cards.
    for (const name of ['Finance', 'Documents']) {
      await page.getByRole('checkbox', { name: `تحديد ${name}`, exact: true }).check();
    }
    const bar = page.getByTestId('selection-bar');
    await expect(bar).toBeVisible();
    const { left, right, viewport } = await bar.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right, viewport: window.innerWidth };
    });
    expect(left, 'bar starts on screen').toBeGreaterThanOrEqual(0);
    expect(right, 'bar ends on screen').toBeLessThanOrEqual(viewport);
    expect(Math.abs(left - (viewport - right)), 'space left and right of the bar').toBeLessThan(2);
    await page.screenshot({ path: testInfo.outputPath(`files-selection-${width}-ar.png`) });
  });
}
