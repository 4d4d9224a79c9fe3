// What a new user meets first (issue 19): the checkout forgets the last account on a shared
// browser, and the other first-contact fixes checked in the browser.
import { expect, newAccount, signInAs, test } from './fixtures.ts';

test('another account signing in on the same browser starts with an empty cart', async ({
  page,
}) => {
  const ann = await newAccount(page);
  const bob = await newAccount(page);
  const token = await signInAs(page, ann.email, ann.password);
  const products = await page.request.get('/api/products', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { products: list } = (await products.json()) as {
    products: { slug: string; name: string; available: number }[];
  };
  const product = list.find((row) => row.available > 5)!;
  await page.goto(`/dashboard/e-commerce/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-widget')).toHaveAccessibleName('Cart, 1 item');

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // The fixture's init script would put Ann's token back on the next load.
  await page.evaluate(() => sessionStorage.setItem('keel-e2e-signed-out', '1'));
  await page.getByLabel('Email address').fill(bob.email);
  await page.getByLabel('Password', { exact: true }).fill(bob.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/dashboard/e-commerce/shop');
  await expect(page.getByTestId('cart-widget')).toHaveAccessibleName('Cart, 0 items');
  await page.goto('/dashboard/e-commerce/checkout');
  await expect(page.getByText(product.name)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('redux-product'))).not.toContain(
    product.name,
  );
});
