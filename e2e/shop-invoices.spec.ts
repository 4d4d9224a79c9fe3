// Shop to order and invoice to paid, through the UI, checked against the API (issue 6).
import type { Page } from '@playwright/test';
import { apiLogin, expect, newAccount, signInAs, test } from './fixtures.ts';

interface ProductRow {
  id: string;
  slug: string;
  name: string;
  colors: string[];
  available: number;
  sold: number;
  price: number;
  priceSale: number | null;
}

const COLOR_NAMES: Record<string, string> = {
  '#00AB55': 'Green',
  '#000000': 'Black',
  '#FFFFFF': 'White',
  '#FFC0CB': 'Pink',
  '#FF4842': 'Red',
  '#1890FF': 'Blue',
  '#94D82D': 'Lime',
  '#FFC107': 'Amber',
};

async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('add two products (one twice in another colour), reload, check out, and the order takes the stock', async ({
  page,
  consoleErrors,
}) => {
  // Seven pages, a reload and an order: on a busy 2-core runner this takes close to the 60 s default.
  test.slow();
  const account = await newAccount(page);
  const token = await apiLogin(page, account.email, account.password);
  // The fixture seeds through the API: a billing address for the fresh account.
  const address = await page.request.post('/api/account/addresses/new', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      receiver: 'Test Buyer',
      phoneNumber: '+1 555 0100',
      address: '1 Market St',
      city: 'Springfield',
      state: 'IL',
      country: 'United States',
      zipCode: '62701',
      addressType: 'Home',
    },
  });
  expect(address.ok()).toBe(true);
  await signInAs(page, account.email, account.password);

  const { products } = await api<{ products: ProductRow[] }>(page, token, '/api/products');
  const roomy = products.filter((product) => product.available >= 20);
  const first = roomy.find((product) => product.colors.length >= 2)!;
  const second = roomy.find((product) => product.id !== first.id)!;
  const [colorA, colorB] = [COLOR_NAMES[first.colors[0]!]!, COLOR_NAMES[first.colors[1]!]!];

  await page.goto(`/dashboard/e-commerce/product/${first.slug}`);
  await expect(page.getByRole('heading', { name: first.name, level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: colorA, exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('radio', { name: colorB, exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-widget')).toHaveAccessibleName('Cart, 2 items');

  await page.goto(`/dashboard/e-commerce/product/${second.slug}`);
  await expect(page.getByRole('heading', { name: second.name, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-widget')).toHaveAccessibleName('Cart, 3 items');

  await page.getByTestId('cart-widget').click();
  await expect(page).toHaveURL(/\/dashboard\/e-commerce\/checkout$/);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const firstLine = lines.filter({ hasText: first.name });
  await expect(firstLine.getByRole('group', { name: `Quantity of ${first.name}` })).toContainText(
    '2',
  );
  await expect(firstLine.getByRole('img', { name: `Colours: ${colorA}, ${colorB}` })).toBeVisible();

  // The cart and checkout survive a reload (redux-persist, key "redux-product").
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByText('(3 items)')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('redux-product'))).toContain(first.id);

  await page.getByRole('button', { name: 'Check out' }).click();
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace(
    'Order ',
    '',
  );
  expect(orderNumber).toMatch(/^#\d+$/);

  // The order exists, priced by the server, and the stock went down.
  const { orders } = await api<{
    orders: {
      orderNumber: string;
      items: { productId: string; quantity: number; color: string }[];
      payment: string;
    }[];
  }>(page, token, '/api/orders?customer=me');
  expect(orders).toHaveLength(1);
  expect(orders[0]!.orderNumber).toBe(orderNumber);
  expect(orders[0]!.payment).toBe('cash');
  expect(orders[0]!.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        productId: first.id,
        quantity: 2,
        color: `${first.colors[0]}, ${first.colors[1]}`,
      }),
      expect.objectContaining({ productId: second.id, quantity: 1 }),
    ]),
  );
  const after = await api<{ product: ProductRow }>(
    page,
    token,
    `/api/products/product?name=${first.slug}`,
  );
  expect(after.product.available).toBe(first.available - 2);
  expect(after.product.sold).toBe(first.sold + 2);

  await page.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/dashboard\/e-commerce\/shop$/);
  await expect(page.getByTestId('cart-widget')).toHaveAccessibleName('Cart, 0 items');
  expect(consoleErrors).toEqual([]);
});

test('create an invoice, mark it paid, and find it under Paid', async ({ page, consoleErrors }) => {
  // Four pages and a reload: on a busy 2-core runner this passes the 60 s default too.
  test.slow();
  await signInAs(page, 'demo@keel.dev');
  await page.goto('/dashboard/invoice/new');
  await expect(page.getByRole('heading', { name: 'Create a new invoice' })).toBeVisible();
  // "From" defaults to the workspace; choose a client for "To".
  await expect(page.getByText('billing@keel.dev')).toBeVisible();
  await page.getByRole('button', { name: 'Choose the address To:' }).click();
  const dialog = page.getByRole('dialog');
  const client = dialog
    .getByRole('button')
    .filter({ hasNotText: 'Workspace' })
    .filter({ hasText: '@' })
    .first();
  const clientName = (await client
    .locator('h6, .MuiTypography-subtitle2')
    .first()
    .textContent())!.trim();
  await client.click();
  await expect(dialog).toBeHidden();

  const invoiceNumber = await page.getByLabel('Invoice number').inputValue();
  await page.getByLabel('Title').fill('Design sprint');
  await page.getByLabel('Service').click();
  await page.getByRole('option', { name: 'UI/UX design' }).click();
  await page.getByLabel('Quantity').fill('3');
  await expect(page.getByLabel('Price')).toHaveValue('100');
  await page.getByRole('button', { name: 'Create & send' }).click();

  await expect(page).toHaveURL(/\/dashboard\/invoice\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: invoiceNumber, level: 1 })).toBeVisible();
  const sheet = page.getByTestId('invoice-sheet').first();
  await expect(sheet.getByTestId('invoice-status')).toHaveText('Unpaid');
  await expect(sheet).toContainText('$300.00');
  await expect(sheet).toContainText(clientName);

  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as paid' }).click();
  await expect(sheet.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeHidden();

  await page.goto('/dashboard/invoice/list?status=paid');
  await page.getByRole('textbox', { name: 'Search client or invoice number…' }).fill(invoiceNumber);
  const row = page.getByTestId('invoice-row').filter({ hasText: invoiceNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(page.getByRole('tab', { name: /Paid/ })).toHaveAttribute('aria-selected', 'true');

  // The paid invoice persisted: a reload shows it under Paid still.
  await page.reload();
  await expect(page.getByTestId('invoice-row').filter({ hasText: invoiceNumber })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
