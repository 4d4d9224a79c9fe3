// Users and files end to end: an admin creates a user, a member meets the permission-denied
// page, and a file uploaded by one user is shared with the member, who downloads it intact.
import { readFile } from 'node:fs/promises';
import { DEMO, expect, newAccount, signInAs, test } from './fixtures.ts';

test('an admin creates a user who then appears in the list', async ({ page }) => {
  const email = `e2e.created.${Date.now()}@example.org`;
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/user/new');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('+1 555 0100');
  await page.getByLabel('Country').fill('France');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await page.getByLabel('State/Region').fill('Île-de-France');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Address', { exact: true }).fill('1 rue de Rivoli');
  await page.getByLabel('Company').fill('Navy');
  await page.getByLabel('Role', { exact: true }).fill('Compiler engineer');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('User created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user\/list/);
  await page.getByRole('textbox', { name: 'Search…' }).fill(email);
  await expect(page.getByRole('cell', { name: new RegExp(email) })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Compiler engineer' })).toBeVisible();
});

test('a member sees the permission-denied page; an admin sees the admin cards', async ({
  page,
  browser,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/dashboard/permission-denied');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  await expect(page.getByTestId('admin-card')).toHaveCount(0);
  await page.goto('/dashboard/user/new');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  await page.goto('/dashboard/user/list');
  await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
  const forbidden = await page.request.post('/api/users/new', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
    },
    data: {},
  });
  expect(forbidden.status()).toBe(403);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO.admin);
  await admin.goto('/dashboard/permission-denied');
  await expect(admin.getByTestId('admin-card')).toHaveCount(8);
  await adminContext.close();
});

test('a file uploaded and shared with the member downloads byte-identical for them', async ({
  page,
  browser,
}) => {
  const name = `e2e-report-${Date.now()}.txt`;
  const content = `Quarterly numbers ${Date.now()}\nline two\n`;
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/files-manager');
  await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
  await page
    .getByTestId('file-upload-input')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Uploaded', { exact: true })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('textbox', { name: 'Search by name…' }).fill(name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await page.getByLabel('Keel user e-mail').fill(DEMO.member);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite sent')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(DEMO.member)).toBeVisible();

  const memberContext = await browser.newContext({ acceptDownloads: true });
  const member = await memberContext.newPage();
  await signInAs(member, DEMO.member);
  await member.goto('/dashboard/files-manager?scope=shared');
  await member.getByRole('textbox', { name: 'Search by name…' }).fill(name);
  await member.getByRole('button', { name: `Actions for ${name}` }).click();
  // A viewer may download but not share or delete.
  await expect(member.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  const downloading = member.waitForEvent('download');
  await member.getByRole('menuitem', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  expect(await readFile((await download.path())!, 'utf8')).toBe(content);
  await memberContext.close();
});

test('saving the account updates the header at once, and the password change keeps the session', async ({
  page,
}) => {
  const account = await newAccount(page);
  await signInAs(page, account.email, account.password);
  await page.goto('/dashboard/user/account');
  await page.getByLabel('First name').fill('Marie');
  await page.getByLabel('Last name').fill('Curie');
  await page.getByLabel('Phone number').fill('+33 1 55 55 01 00');
  await page.getByLabel('Address', { exact: true }).fill('11 rue Pierre et Marie Curie');
  await page.getByLabel('Country').fill('France');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await page.getByLabel('State/Region').fill('Île-de-France');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Zip/Code').fill('75005');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  // The nav's account block shows the new name without a reload.
  await expect(page.getByRole('link', { name: /Marie Curie/ }).first()).toBeVisible();

  // Once (CI, 2026-11-23) the tab took focus but stayed unselected for a minute right after the
  // save; a second click is what a user would do, and the note on issue 9 tracks the cause.
  const passwordTab = page.getByRole('tab', { name: 'Change password' });
  await expect(async () => {
    await passwordTab.click();
    await expect(passwordTab).toHaveAttribute('aria-selected', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByLabel('Old password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('radium-1898');
  await page.getByLabel('Confirm new password').fill('radium-1898');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Old password is incorrect')).toBeVisible();
  await page.getByLabel('Old password').fill(account.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  // Reload with what the browser now holds (the fixture would put the old, ended token back).
  await page.evaluate(() => sessionStorage.setItem('keel-e2e-signed-out', '1'));
  await page.reload();
  await expect(page.getByRole('link', { name: /Marie Curie/ }).first()).toBeVisible();
  const login = await page.request.post('/api/account/login', {
    data: { email: account.email, password: 'radium-1898' },
  });
  expect(login.ok()).toBe(true);
});
