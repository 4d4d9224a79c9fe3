// The file manager's trash (issue 20): a file deleted goes to the Trash tab with the days left,
// the usage bar still counts it, Restore puts it back in My files, and Empty trash frees it.
import { expect, newAccount, signInAs, test } from './fixtures.ts';

test('a deleted file waits in the trash, comes back with Restore, and Empty trash frees it', async ({
  page,
}) => {
  const account = await newAccount(page);
  const token = await signInAs(page, account.email, account.password);
  const name = `trash-${Date.now()}.txt`;
  const uploaded = await page.request.post('/api/files/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name, mimeType: 'text/plain', buffer: Buffer.from('keep me\n') } },
  });
  expect(uploaded.ok()).toBe(true);

  await page.goto('/dashboard/files-manager');
  await expect(page.getByRole('meter', { name: 'Storage' })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Moved to the trash')).toBeVisible();
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toHaveCount(0);
  await expect(page.getByText('of which 8 B in the trash')).toBeVisible();

  await page.getByRole('tab', { name: 'Trash' }).click();
  await expect(page.getByText('Deleted forever in 30 days')).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(page.getByText('Restored', { exact: true })).toBeVisible();
  await expect(page.getByText('The trash is empty')).toBeVisible();

  await page.getByRole('tab', { name: 'My files' }).click();
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeVisible();
  // The restore survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeVisible();

  // Delete again, then empty the trash: the bytes are freed.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await page.getByRole('tab', { name: 'Trash' }).click();
  await page.getByRole('button', { name: 'Empty trash' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Empty trash' }).click();
  await expect(page.getByText('Trash emptied')).toBeVisible();
  await expect(page.getByText('The trash is empty')).toBeVisible();
  await expect(page.getByText(/of which .* in the trash/)).toHaveCount(0);
});
