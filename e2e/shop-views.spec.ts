// The shop as a new user meets it (issue 19): filters and sort survive a reload, the cart widget
// never covers Sort, Arabic prices, the payment page's plan, the search, and the lists' row actions on a phone.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signInAs, test } from './fixtures.ts';

const SHOP = '/dashboard/e-commerce/shop';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function expectApart(a: Locator, b: Locator) {
  const [first, second] = [await box(a), await box(b)];
  const overlap =
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height;
  expect(overlap, `${JSON.stringify(first)} overlaps ${JSON.stringify(second)}`).toBe(false);
}

const useLanguage = (page: Page, language: string) =>
  page.addInitScript((value) => localStorage.setItem('i18nextLng', value), language);

test('shop filters and sort are kept in the address and survive a reload', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto(SHOP);
  await expect(page.getByTestId('shop-grid')).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  // The address changes in a router transition: the box shows checked a moment after the click.
  const men = page.getByRole('checkbox', { name: 'Men', exact: true });
  await men.click();
  await expect(men).toBeChecked();
  await page.getByRole('button', { name: 'Close filters' }).click();
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('menuitem', { name: 'Newest' }).click();
  await expect(page).toHaveURL(/gender=Men/);
  await expect(page).toHaveURL(/sort=newest/);
  const names = await page.getByTestId('shop-grid').getByRole('link').allInnerTexts();

  await page.reload();
  await expect(page.getByRole('button', { name: /Sort by:\s*Newest/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Men', exact: true })).toBeVisible();
  await expect
    .poll(() => page.getByTestId('shop-grid').getByRole('link').allInnerTexts())
    .toEqual(names);
});

for (const [width, language] of [
  [390, 'en'],
  [1440, 'en'],
  [390, 'ar'],
  [1440, 'ar'],
] as const) {
  test(`the cart widget never covers Sort at ${width} px in ${language}, at any scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await useLanguage(page, language);
    await signInAs(page, DEMO.admin);
    await page.goto(SHOP);
    await expect(page.getByTestId('shop-grid')).toBeVisible();
    const cart = page.getByTestId('cart-widget');
    const sort = page.getByRole('button', { name: language === 'ar' ? /الترتيب/ : /Sort by/ });
    await expectApart(cart, sort);
    // Scrolled so that Sort passes the widget's height on the page.
    for (const y of [40, 80, 120, 160, 200]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expectApart(cart, sort);
    }
  });
}

test('Arabic prices read "$" with Arabic digits only, no "US$"', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signInAs(page, DEMO.admin);
  await page.goto(SHOP);
  const card = page.getByTestId('shop-grid').locator('.MuiCard-root').first();
  const price = card.locator('span', { hasText: '$' }).last();
  await expect(price).toHaveText(/^[^0-9A-Za-z]*\$[^0-9A-Za-z]*$/);
  await expect(price).toHaveText(/[٠-٩]/);
});

test('the shop search finds a product by name and opens it', async ({ page, consoleErrors }) => {
  await signInAs(page, DEMO.admin);
  await page.goto(SHOP);
  await page.getByRole('combobox', { name: 'Search products…' }).fill('Harbor Runner');
  await page.getByRole('option', { name: /Harbor Runner Knit/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/e-commerce\/product\/harbor-runner-knit$/);
  await page.goBack();
  await page.getByRole('combobox', { name: 'Search products…' }).fill('zzzz-nothing');
  await expect(page.getByText('No results for “zzzz-nothing”')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the payment page names the plan that was chosen', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/payment?plan=starter&cycle=monthly');
  await expect(page.getByText('The Starter plan is right for you.')).toBeVisible();
  await expect(page.getByText(/Professional/)).toHaveCount(0);
});

for (const [name, path, actions] of [
  ['product list', '/dashboard/e-commerce/list', /^Actions for /],
  ['order list', '/dashboard/order/list', /^View order /],
] as const) {
  test(`the ${name}'s row actions stay on screen at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO.admin);
    await page.goto(path);
    const button = page.getByRole('main').getByRole(name === 'order list' ? 'link' : 'button', {
      name: actions,
    });
    await expect(button.first()).toBeVisible();
    const place = await box(button.first());
    expect(place.x).toBeGreaterThanOrEqual(0);
    expect(place.x + place.width).toBeLessThanOrEqual(390);
  });
}
