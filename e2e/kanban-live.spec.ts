// Live kanban in two browsers: a task moved in one shows in its new section in the other,
// with no reload; a section deleted there disappears too.
import { DEMO, expect, signInAs, test } from './fixtures.ts';

test('a second browser sees a kanban move without reloading', async ({ page, browser }) => {
  test.slow();
  const token = await signInAs(page, DEMO.admin);
  const stamp = Date.now();
  const sectionName = `Live section ${stamp}`;
  const taskName = `Live task ${stamp}`;
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/kanban/columns/new', {
    headers,
    data: { name: sectionName },
  });
  expect(created.ok()).toBe(true);
  const { column } = (await created.json()) as { column: { id: string } };
  const card = await page.request.post('/api/kanban/cards/new', {
    headers,
    data: { columnId: column.id, card: { name: taskName } },
  });
  expect(card.ok(), await card.text()).toBe(true);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other, DEMO.member);
  await page.goto('/dashboard/kanban');
  await other.goto('/dashboard/kanban');
  const theirSection = other.getByRole('region', { name: sectionName });
  await expect(theirSection.getByTestId('kanban-card').filter({ hasText: taskName })).toBeVisible();
  const theirDone = other.getByRole('region', { name: 'Done' });
  await expect(theirDone).toBeVisible();

  // Move it by keyboard into Done (the section on the left of the new one).
  const mine = page
    .getByRole('region', { name: sectionName })
    .getByTestId('kanban-card')
    .filter({ hasText: taskName });
  await mine.focus();
  await page.keyboard.press('Space');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`Picked up ${taskName}\\.|${taskName} is over`) }),
  ).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(
    page.getByRole('status').filter({ hasText: `${taskName} is over Done.` }),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(
    page
      .getByRole('region', { name: 'Done' })
      .getByTestId('kanban-card')
      .filter({ hasText: taskName }),
  ).toBeVisible();

  // The other browser follows, without a reload.
  await expect(theirDone.getByTestId('kanban-card').filter({ hasText: taskName })).toBeVisible();
  await expect(theirSection.getByTestId('kanban-card')).toHaveCount(0);

  // Deleting the section in the first browser's session removes it from the other too.
  await page.request.post('/api/kanban/columns/delete', { headers, data: { columnId: column.id } });
  await expect(other.getByRole('region', { name: sectionName })).toHaveCount(0);
  await otherContext.close();
});
