// Issue 22 in the browser: two-factor set-up in the security centre and the two-step sign-in,
// signing out another device, and a session ended elsewhere landing on sign-in with returnTo
// and the unsaved input offered back.
import { Secret, TOTP } from 'otpauth';
import { DEMO, apiLogin, expect, newAccount, signInAs, test } from './fixtures.ts';

test('MFA: set up in the security centre, then sign-in asks for a code and a recovery code works', async ({
  page,
}) => {
  const account = await newAccount(page);
  await signInAs(page, account.email, account.password);
  await page.goto('/dashboard/user/account?tab=security');
  await expect(
    page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page
    .getByLabel('6-digit code')
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: /Recovery codes/ }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid authentication code.' }),
  ).toBeVisible();
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/app$/);
});

test('security centre: sign another device out; a session ended elsewhere goes to sign-in and back, offering the draft', async ({
  page,
}) => {
  const account = await newAccount(page);
  // Another device: a sign-in through the API.
  const other = await page.request.post('/api/account/login', {
    data: { email: account.email, password: account.password },
  });
  const otherToken = ((await other.json()) as { accessToken: string }).accessToken;
  const myToken = await signInAs(page, account.email, account.password);
  // A complete General form, so Save sends it.
  const filled = await page.request.post('/api/account/update', {
    headers: { authorization: `Bearer ${myToken}` },
    data: {
      user: {
        phoneNumber: '+44 20 5555 0100',
        country: 'United Kingdom',
        state: 'London',
        city: 'London',
        address: '1 Main Street',
        zipCode: 'W1',
      },
    },
  });
  expect(filled.ok(), await filled.text()).toBe(true);
  await page.goto('/dashboard/user/account?tab=security');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  const refused = await page.request.get('/api/account/my-account', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(refused.status()).toBe(401);

  // Half-typed input on the General tab, then this session ends from elsewhere.
  await page.goto('/dashboard/user/account');
  await page.getByLabel('City').fill('Valparaíso');
  await page.request.post('/api/account/logout', {
    headers: { authorization: `Bearer ${myToken}` },
  });
  // The app notices at its next request: this Save, or a background one that comes first (the
  // header's live parts start once the page is idle, apps/web/src/lib/use-idle-start.ts).
  await page
    .getByRole('button', { name: 'Save changes' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard%2Fuser%2Faccount$/);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/account$/);
  await expect(page.getByLabel('City')).toHaveValue('London');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Valparaíso');
});

test('MFA required for a role: its member without MFA sees only the set-up step until it is on', async ({
  page,
}) => {
  const adminToken = await apiLogin(page, DEMO.admin);
  const admin = { authorization: `Bearer ${adminToken}` };
  // A role of its own, so no other test's account is held to the set-up step meanwhile.
  const role = await page.request.post('/api/roles/new', {
    headers: admin,
    data: { name: `MFA crew ${Date.now()}`, permissions: ['invoices.read'] },
  });
  const { key } = ((await role.json()) as { role: { key: string } }).role;
  const account = await newAccount(page);
  const memberToken = await apiLogin(page, account.email, account.password);
  const { user } = (await (
    await page.request.get('/api/account/my-account', {
      headers: { authorization: `Bearer ${memberToken}` },
    })
  ).json()) as { user: { id: string } };
  await page.request.post('/api/users/update', {
    headers: admin,
    data: { userId: user.id, user: { role: key } },
  });
  const before = (
    (await (await page.request.get('/api/security/mfa-roles', { headers: admin })).json()) as {
      roles: string[];
    }
  ).roles;
  await page.request.post('/api/security/mfa-roles', {
    headers: admin,
    data: { roles: [...before, key] },
  });
  try {
    await signInAs(page, account.email, account.password);
    await page.goto('/dashboard/app');
    await expect(
      page.getByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.getByRole('button', { name: 'Set up' }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
    await page
      .getByLabel('6-digit code')
      .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      page.getByRole('list', { name: /Recovery codes/ }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  } finally {
    await page.request.post('/api/security/mfa-roles', { headers: admin, data: { roles: before } });
  }
});
