// Concurrent invoice edits (issue 17): the form sends what changed and the version it started
// from; a save over someone else's newer one opens the merge dialog, and the choice is saved.
import { DEMO, expect, signInAs, test } from './fixtures.ts';

test('invoice edit: a stale save opens the merge dialog; keeping theirs leaves their notes', async ({
  page,
  consoleErrors,
}) => {
  const token = await signInAs(page, DEMO.admin);
  const auth = { authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/invoices?status=draft&pageSize=1', { headers: auth });
  expect(list.ok()).toBe(true);
  const [invoice] = ((await list.json()) as { invoices: { id: string; version: number }[] })
    .invoices;
  expect(invoice).toBeDefined();

  await page.goto(`/dashboard/invoice/${invoice!.id}/edit`);
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await expect(notes).toBeVisible();
  const theirs = await page.request.post('/api/invoices/update', {
    headers: auth,
    data: { invoiceId: invoice!.id, invoice: { notes: 'Their notes' }, version: invoice!.version },
  });
  expect(theirs.ok(), await theirs.text()).toBe(true);

  await notes.fill('My notes');
  const sent = page.waitForRequest('**/api/invoices/update');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  expect((await sent).postDataJSON()).toEqual({
    invoiceId: invoice!.id,
    invoice: { notes: 'My notes' },
    version: invoice!.version,
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Changed by .+ at /)).toBeVisible();
  await expect(dialog.getByText('Their notes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Take all of theirs' }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  const saved = await page.request.get(`/api/invoices/invoice?id=${invoice!.id}`, {
    headers: auth,
  });
  expect(((await saved.json()) as { invoice: { notes: string } }).invoice.notes).toBe(
    'Their notes',
  );
  // The 409 itself is the only failed request the browser reports.
  expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
});
