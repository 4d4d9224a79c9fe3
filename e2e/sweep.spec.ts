// What a new user meets first (issue 19): the checkout forgets the last account on a shared
// browser, and the other first-contact fixes checked in the browser.
import { readFile } from 'node:fs/promises';
import { pdfText } from '@keel/pdf/pdf-text';
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

// The Arabic journey once "timed out": the PDF never came, because the Arabic font could not draw
// the no-break space of an Arabic price (packages/pdf/src/shaping.ts, render.test.ts).
for (const [language, labels] of [
  ['cn', { download: '下载', from: '开票方', subtotal: '小计' }],
  ['ar', { download: 'تنزيل', from: 'فاتورة من', subtotal: 'المجموع الفرعي' }],
] as const) {
  test(`an invoice downloads as a PDF with ${language} text in it`, async ({ page }) => {
    // The Chinese font is 1.5 MB to subset in the page: slow on a busy 2-core machine.
    test.slow();
    const token = await signInAs(page, 'demo@keel.dev');
    await page.addInitScript((value) => localStorage.setItem('i18nextLng', value), language);
    const list = await page.request.get('/api/invoices?pageSize=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [invoice] = ((await list.json()) as { invoices: { id: string; invoiceNumber: string }[] })
      .invoices;
    await page.goto(`/dashboard/invoice/${invoice!.id}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: labels.download, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoice!.invoiceNumber}.pdf`);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    const { text } = await pdfText(bytes);
    const flat = text.normalize('NFKC').replace(/\s+/g, '');
    for (const label of [labels.from, labels.subtotal, invoice!.invoiceNumber]) {
      expect(flat).toContain(label.replace(/\s+/g, ''));
    }
  });
}
