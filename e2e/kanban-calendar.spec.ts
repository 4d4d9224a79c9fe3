import { DEMO, expect, signInAs, test } from './fixtures.ts';

test('kanban: add a section and a task, move it by keyboard to another section, reload and it stays', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/kanban');
  await expect(page.getByRole('region', { name: 'Backlog' })).toBeVisible();

  const sectionName = `E2E section ${Date.now()}`;
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section name' }).fill(sectionName);
  await page.keyboard.press('Enter');
  const section = page.getByRole('region', { name: sectionName });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: 'Add task' }).click();
  await section.getByRole('textbox', { name: 'Task name' }).press('Enter');
  await expect(section.getByText('Task name is required')).toBeVisible();
  await section.getByRole('textbox', { name: 'Task name' }).fill('Ship the e2e task');
  await page.keyboard.press('Enter');
  const card = section.getByTestId('kanban-card').filter({ hasText: 'Ship the e2e task' });
  await expect(card).toBeVisible();

  // Keyboard drag: Space picks up, the arrow moves to the section on the left (Done), Space drops.
  const done = page.getByRole('region', { name: 'Done' });
  const doneCount = await done.getByTestId('kanban-card').count();
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  // The board may scroll first; the live region says when the card is over Done.
  await expect(page.getByRole('status').filter({ hasText: 'Ship the e2e task is over Done.' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(done.getByTestId('kanban-card').filter({ hasText: 'Ship the e2e task' })).toBeVisible();
  await expect(section.getByTestId('kanban-card')).toHaveCount(0);
  // Let the background save land before reloading.
  await expect.poll(async () => {
    const response = await page.request.get('/api/kanban/board', { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` } });
    const { board } = (await response.json()) as { board: { cards: Record<string, { name: string }>; columns: Record<string, { name: string; cardIds: string[] }> } };
    const doneColumn = Object.values(board.columns).find((column) => column.name === 'Done')!;
    return doneColumn.cardIds.some((id) => board.cards[id]?.name === 'Ship the e2e task');
  }).toBe(true);

  await page.reload();
  await expect(done.getByTestId('kanban-card').filter({ hasText: 'Ship the e2e task' })).toBeVisible();
  await expect(done.getByTestId('kanban-card')).toHaveCount(doneCount + 1);
  await expect(page.getByRole('region', { name: sectionName }).getByTestId('kanban-card')).toHaveCount(0);
});
