// The access model in the browser (docs/spec/product.md#security-and-access): an admin creates a custom role on the Roles
// page, gives it to someone in the user list, and that person then sees and can do only what
// the role allows: the nav, the pages and the buttons follow the permissions.
import { DEMO, expect, newAccount, signInAs, test } from './fixtures.ts';

test('a custom role limits what its holder sees and can do', async ({ page, browser }) => {
  test.slow();
  const roleName = `Invoice reader ${Date.now()}`;
  const person = await newAccount(page);

  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/user/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Name', { exact: true }).fill(roleName);
  await dialog.getByRole('checkbox', { name: 'View invoices' }).check();
  await dialog.getByRole('checkbox', { name: 'View dashboards' }).check();
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByRole('button', { name: `Edit ${roleName}` })).toBeVisible();

  await page.goto(`/dashboard/user/list?q=${encodeURIComponent(person.email)}`);
  // The role picker is the browser's own select (features/users/user-table-row.tsx).
  const roleSelect = page.getByRole('combobox', { name: /^Role of / });
  await expect(roleSelect.locator('option:checked')).toHaveText('Member');
  await roleSelect.selectOption({ label: roleName });
  await expect(page.getByText(new RegExp(`is now ${roleName}`))).toBeVisible();

  // The person signs in on another browser.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signInAs(theirs, person.email, person.password);
  await theirs.goto('/dashboard/invoice/list');
  await expect(theirs.getByRole('heading', { name: 'Invoice list' })).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'New invoice' })).toHaveCount(0);
  const nav = theirs.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Mail' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Kanban' })).toHaveCount(0);
  await theirs.goto('/dashboard/e-commerce/list');
  await expect(theirs.getByText('You do not have permission to access this page')).toBeVisible();
  await theirs.goto('/dashboard/mail/inbox');
  await expect(theirs.getByText('You do not have permission to access this page')).toBeVisible();
  // The API agrees: a write the role lacks is refused.
  const token = await theirs.evaluate(() => localStorage.getItem('accessToken'));
  const refused = await theirs.request.post('/api/invoices/delete', {
    data: { invoiceIds: ['00000000-0000-4000-8000-000000000000'] },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});
