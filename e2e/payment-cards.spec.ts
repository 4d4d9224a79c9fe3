// The card dialog (apps/web/src/components/form/card-dialog.tsx) where it serves: the account's
// saved cards and checkout's payment step. It checks the fields with the contract's messages,
// and a saved card reads as its brand and last four digits.
import { apiLogin, expect, newAccount, signInAs, test } from './fixtures.ts';

const CARD = { holder: 'Test Buyer', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };

test('Account → Billing: New card refuses empty fields, then saves the card as Visa •••• 4242', async ({
  page,
  consoleErrors,
}) => {
  const account = await newAccount(page);
  await signInAs(page, account.email, account.password);
  await page.goto('/dashboard/user/account');
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByText('No saved cards')).toBeVisible();
  await page.getByRole('button', { name: 'New card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New card' });
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog.getByText('Name on card is required')).toBeVisible();
  await dialog.getByLabel('Name on card').fill(CARD.holder);
  await dialog.getByLabel('Card number').fill(CARD.number);
  await dialog.getByLabel('Expiry (MM/YY)').fill(CARD.expiry);
  await dialog.getByLabel('CVV').fill(CARD.cvv);
  await dialog.getByLabel('Use as default card').check();
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Card added')).toBeVisible();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Checkout: a card added in the payment step is chosen and pays the order', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const account = await newAccount(page);
  const token = await apiLogin(page, account.email, account.password);
  const headers = { authorization: `Bearer ${token}` };
  const address = await page.request.post('/api/account/addresses/new', {
    headers,
    data: {
      receiver: CARD.holder,
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
  const list = await page.request.get('/api/products', { headers });
  const { products } = (await list.json()) as {
    products: { slug: string; name: string; available: number }[];
  };
  const product = products.find((item) => item.available >= 5)!;
  await signInAs(page, account.email, account.password);

  await page.goto(`/dashboard/e-commerce/product/${product.slug}`);
  await expect(page.getByRole('heading', { name: product.name, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('cart-widget').click();
  await page.getByRole('button', { name: 'Check out' }).click();
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await page.getByRole('radio', { name: 'Credit / debit card' }).check();
  await page.getByRole('button', { name: 'New card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New card' });
  await dialog.getByLabel('Name on card').fill(CARD.holder);
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
  await dialog.getByLabel('Expiry (MM/YY)').fill(CARD.expiry);
  await dialog.getByLabel('CVV').fill(CARD.cvv);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('Card number is not valid')).toBeVisible();
  await dialog.getByLabel('Card number').fill(CARD.number);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Saved card' })).toContainText(
    `Visa •••• 4242 (${CARD.expiry})`,
  );
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  const orders = await page.request.get('/api/orders?customer=me', { headers });
  const { orders: placed } = (await orders.json()) as { orders: { payment: string }[] };
  expect(placed.map((order) => order.payment)).toEqual(['credit_card']);
  expect(consoleErrors).toEqual([]);
});
