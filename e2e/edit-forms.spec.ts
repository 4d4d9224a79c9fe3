// Every edit form saves what the user changed: after "Save changes" and a reload the new values
// are there (issue 19: Account → General, product edit and the user form sent `{}` and still said
// "Changes saved"). One test per form, in one file to share the browser start-up.
import { DEMO, apiLogin, expect, newAccount, signInAs, test } from './fixtures.ts';

test('Account → General: a new account saves its name, about and public switch without an address', async ({
  page,
}) => {
  const account = await newAccount(page);
  await signInAs(page, account.email, account.password);
  await page.goto('/dashboard/user/account');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('About').fill('Counts things.');
  const isPublic = page.getByRole('switch', { name: 'Public profile' });
  const wasPublic = await isPublic.isChecked();
  await isPublic.click();
  const sent = page.waitForRequest('**/api/account/update');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await sent).postDataJSON()).toEqual({
    user: { firstName: 'Ada', about: 'Counts things.', isPublic: !wasPublic },
    version: expect.any(Number),
  });
  await expect(page.getByText('Changes saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('About')).toHaveValue('Counts things.');
  await expect(page.getByRole('switch', { name: 'Public profile' })).toBeChecked({
    checked: !wasPublic,
  });
});

test('Account → Social links and Notifications survive a reload', async ({ page }) => {
  const account = await newAccount(page);
  await signInAs(page, account.email, account.password);
  await page.goto('/dashboard/user/account?tab=social');
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/ada');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/ada');

  await page.goto('/dashboard/user/account?tab=notifications');
  const digest = page.getByRole('switch', { name: 'Weekly blog digest' });
  const before = await digest.isChecked();
  await digest.click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly blog digest' })).toBeChecked({
    checked: !before,
  });
});

test('product edit: a new price and name survive a reload', async ({ page }) => {
  const token = await signInAs(page, DEMO.admin);
  const created = await page.request.post('/api/products/new', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `Edit Form Boot ${Date.now()}`,
      description: '<p>Sturdy.</p>',
      images: ['/assets/images/products/harbor-runner-knit-1.webp'],
      code: 'EF-1',
      sku: 'EF-SKU-1',
      available: 5,
      gender: 'Men',
      category: 'Shoes',
      colors: ['#000000'],
      sizes: ['9'],
      tags: ['Boot', 'Leather'],
      price: 80,
      priceSale: null,
      includeTaxes: true,
      taxes: 0,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { product } = (await created.json()) as { product: { slug: string; name: string } };

  await page.goto(`/dashboard/e-commerce/product/${product.slug}/edit`);
  await page.getByLabel('Regular price').fill('81.25');
  const sent = page.waitForRequest('**/api/products/update');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await sent).postDataJSON().product).toEqual({ price: 81.25 });
  await expect(page.getByText('Changes saved')).toBeVisible();

  await page.goto(`/dashboard/e-commerce/product/${product.slug}/edit`);
  await expect(page.getByLabel('Regular price')).toHaveValue('81.25');
});

test('user edit: an admin changes a member’s company and it survives a reload', async ({
  page,
}) => {
  const account = await newAccount(page);
  const memberToken = await apiLogin(page, account.email, account.password);
  const me = await page.request.get('/api/account/my-account', {
    headers: { authorization: `Bearer ${memberToken}` },
  });
  const { user } = (await me.json()) as { user: { slug: string } };
  await signInAs(page, DEMO.admin);

  await page.goto(`/dashboard/user/${user.slug}/edit`);
  // A registered account has no company, role or phone yet: the admin form requires them.
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByLabel('Role', { exact: true }).fill('Engineer');
  await page.getByLabel('Phone number').fill('+44 20 7946 0000');
  await page.getByLabel('Address', { exact: true }).fill('12 St James Square');
  await page.getByLabel('Country').fill('United Kingdom');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await page.getByLabel('State/Region').fill('London');
  await page.getByLabel('City').fill('London');
  const sent = page.waitForRequest('**/api/users/update');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect(Object.keys((await sent).postDataJSON().user).sort()).toEqual(
    ['address', 'city', 'company', 'country', 'jobTitle', 'phoneNumber', 'state'].sort(),
  );
  await expect(page.getByText('Changes saved')).toBeVisible();

  await page.goto(`/dashboard/user/${user.slug}/edit`);
  await expect(page.getByLabel('Company')).toHaveValue('Analytical Engines');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('Engineer');
});
