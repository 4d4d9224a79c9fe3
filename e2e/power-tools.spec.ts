// Issue 21 as a user tries it: the command palette by keyboard only (a person, an invoice, an
// action), and a product list exported to CSV then an import refused for one bad row.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signInAs, test } from './fixtures.ts';

/** Arrow down (keyboard only) until `option` is the highlighted one, then Enter. */
async function chooseByKeyboard(page: Page, option: Locator) {
  await expect(option).toBeVisible();
  // The search has answered: the list no longer changes under the arrow keys.
  await expect(page.getByText('Searching…')).toHaveCount(0);
  for (let step = 0; step < 30; step += 1) {
    if ((await option.getAttribute('class'))?.includes('Mui-focused')) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveClass(/Mui-focused/);
  await page.keyboard.press('Enter');
}

test('Ctrl+K finds a person and an invoice by a few letters and runs an action, all by keyboard', async ({
  page,
  consoleErrors,
}) => {
  const token = await signInAs(page, DEMO.admin);
  const invoices = await page.request.get('/api/invoices?pageSize=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const invoice = ((await invoices.json()) as { invoices: { id: string; invoiceNumber: string }[] })
    .invoices[0]!;
  await page.goto('/dashboard/app');
  const palette = page.getByRole('combobox', { name: /Search pages, records and actions/ });

  // The shortcut listens once the header has rendered; the palette's code loads on first use,
  // which a busy machine makes slow. One press: a second one would toggle it shut again.
  await expect(page.getByRole('button', { name: /^Search \(/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type('Lucian');
  await chooseByKeyboard(
    page,
    page.getByRole('group', { name: 'People' }).getByRole('option', { name: /Lucian O'Brien/ }),
  );
  await expect(page).toHaveURL(/\/dashboard\/user\/[^/]+\/edit$/);

  await page.keyboard.press('Control+k');
  await expect(palette).toBeFocused();
  await page.keyboard.type(invoice.invoiceNumber);
  await chooseByKeyboard(
    page,
    page
      .getByRole('group', { name: 'Invoices' })
      .getByRole('option', { name: new RegExp(invoice.invoiceNumber) }),
  );
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoice/${invoice.id}$`));

  await page.keyboard.press('Control+k');
  await expect(palette).toBeFocused();
  await page.keyboard.type('dark mode');
  await chooseByKeyboard(page, page.getByRole('option', { name: 'Switch to dark mode' }));
  await page.keyboard.press('Control+k');
  await expect(palette).toBeFocused();
  await page.keyboard.type('light mode');
  await expect(page.getByRole('option', { name: 'Switch to light mode' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(consoleErrors).toEqual([]);
});

test('a product export downloads every row; an import with one bad row changes nothing and names the row', async ({
  page,
}, testInfo) => {
  const token = await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/e-commerce/list');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const total = (
    (await (
      await page.request.get('/api/products?page=1&pageSize=1', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number }
  ).total;
  expect(csv.trim().split('\n')).toHaveLength(total + 1);

  const file = testInfo.outputPath('products.csv');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(
    file,
    [
      'name,description,images,available,gender,category,tags,price',
      'E2E Import One,Good,/assets/images/products/harbor-runner-knit-1.webp,3,Men,Shoes,A;B,10.5',
      'E2E Import Two,Bad,/assets/images/products/harbor-runner-knit-1.webp,3,Men,Boats,A;B,10.5',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.getByLabel('Choose a CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check rows' }).click();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row', { name: /2 category/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import 2 rows/ })).toBeDisabled();
  const after = (
    (await (
      await page.request.get('/api/products?page=1&pageSize=1', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number }
  ).total;
  expect(after).toBe(total);
});
