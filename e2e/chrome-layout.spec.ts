// What every page's chrome does for a user (issue 19): nothing fixed covers a control at 390 or
// 1440 px, the floating light/dark button switches the mode from a page's end, emoji are drawn with the bundled
// font, the route progress bar takes the colour preset, and dialogs say what their buttons do.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, newAccount, signInAs, test } from './fixtures.ts';

/** The element a click at the control's centre would reach is the control (or inside it). */
async function expectUncovered(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(reached, 'something covers the control').toBe(true);
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

for (const width of [390, 1440]) {
  test(`at ${width} px no floating button covers "Create user", the row ⋮ menus or "Save changes"`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/user/new');
    await scrollToEnd(page);
    await expectUncovered(page.getByRole('button', { name: 'Create user' }));

    await page.goto('/dashboard/user/list');
    const menus = page.getByRole('button', { name: /^Actions for / });
    await expect(menus.first()).toBeVisible();
    await expectUncovered(menus.last());
    await scrollToEnd(page);
    await expectUncovered(menus.last());

    await page.goto('/dashboard/user/account');
    await scrollToEnd(page);
    await expectUncovered(page.getByRole('button', { name: 'Save changes' }));

    // Light/dark: the floating button every screen has (dashboard included), which has its room
    // at a page's end (docs/decisions/026-floating-widgets-step-aside.md).
    await expectUncovered(page.getByRole('button', { name: 'Switch to dark mode' }));
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    expect(consoleErrors).toEqual([]);
  });
}

test('on the sign-in page at 390 px the floating button leaves the form free', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/auth/login');
  await scrollToEnd(page);
  await expectUncovered(page.getByRole('button', { name: 'Login', exact: true }));
  await expectUncovered(page.getByRole('button', { name: 'Switch to dark mode' }));
});

test('the cancel-plan dialog offers "Keep plan", never "Cancel" beside "Cancel plan"', async ({
  page,
}) => {
  const account = await newAccount(page);
  const token = await signInAs(page, account.email, account.password);
  const upgraded = await page.request.post('/api/account/plan', {
    headers: { authorization: `Bearer ${token}` },
    data: { plan: 'starter' },
  });
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  await page.goto('/dashboard/user/account?tab=billing');
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Keep plan' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Keep plan' }).click();
  await expect(dialog).toBeHidden();
});

test('emoji are drawn with the bundled font where they appear, and nothing loads it elsewhere', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/noto-color-emoji/.test(request.url())) fetched.push(request.url());
  });
  // Declared on every page (index.html), fetched by none that draws no emoji.
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  const declared = await page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>).some((face) =>
      face.family.includes('Noto Color Emoji'),
    ),
  );
  expect(declared).toBe(true);
  const token = await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/app');
  await expect(page.getByRole('heading', { level: 4 }).first()).toBeVisible();
  // Its charts and lists have drawn (the socket keeps the network from ever going idle).
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  expect(fetched).toEqual([]);

  // A kanban card named with an emoji: the board draws it in Noto Color Emoji (the font Chromium
  // reports for the card's text), not as an empty box in a text font.
  const headers = { authorization: `Bearer ${token}` };
  const name = `Launch party 🎉 ${Date.now()}`;
  const { board } = (await (await page.request.get('/api/kanban/board', { headers })).json()) as {
    board: { columnOrder: string[] };
  };
  const created = await page.request.post('/api/kanban/cards/new', {
    headers,
    data: { columnId: board.columnOrder[0], card: { name } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { card } = (await created.json()) as { card: { id: string } };
  try {
    await page.goto('/dashboard/kanban');
    const title = page.getByTestId('kanban-card').getByText(name, { exact: true });
    await expect(title).toBeVisible();
    await expect.poll(() => fetched.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await title.evaluate((element) => element.setAttribute('data-emoji-probe', ''));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-emoji-probe]',
    });
    await expect
      .poll(
        async () =>
          (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts
            .filter((font) => font.isCustomFont)
            .map((font) => font.familyName),
        { timeout: 15_000 },
      )
      .toContain('Noto Color Emoji');
  } finally {
    await page.request.post('/api/kanban/cards/delete', { headers, data: { cardId: card.id } });
  }
});

test('the route progress bar takes the colour preset and shows above the header', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'themeColorPresets', value: 'purple', url: baseURL! }]);
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/app');
  await expect(page.getByRole('banner')).toBeVisible();
  // Slow down the next page's code so the bar shows (it waits 300 ms).
  // (the bar's own code is not held back).
  await page.route('**/assets/**/*.js', async (route) => {
    if (!/progress/.test(route.request().url()))
      await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.evaluate(() => {
    history.pushState({}, '', '/dashboard/kanban');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeAttached({ timeout: 10_000 });
  expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(118, 53, 220)',
  );
  // Above the sticky header (nprogress's own 1031 was under MUI's app bar, 1100).
  const layers = await page.evaluate(() => ({
    bar: Number(getComputedStyle(document.querySelector('#nprogress .bar')!).zIndex),
    header: Number(getComputedStyle(document.querySelector('header')!).zIndex),
  }));
  expect(layers.bar).toBeGreaterThan(layers.header);
});
