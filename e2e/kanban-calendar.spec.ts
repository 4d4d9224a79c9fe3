import { DEMO, expect, signInAs, test } from './fixtures.ts';

test('kanban: add a section and a task, move it by keyboard to another section, reload and it stays', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/kanban');
  await expect(page.getByRole('region', { name: 'Backlog' })).toBeVisible();

  const stamp = Date.now();
  const sectionName = `E2E section ${stamp}`;
  // Unique per try: a retry runs on the same database as the try before it.
  const taskName = `Ship the e2e task ${stamp}`;
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section name' }).fill(sectionName);
  await page.keyboard.press('Enter');
  const section = page.getByRole('region', { name: sectionName });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: 'Add task' }).click();
  await section.getByRole('textbox', { name: 'Task name' }).press('Enter');
  await expect(section.getByText('Task name is required')).toBeVisible();
  await section.getByRole('textbox', { name: 'Task name' }).fill(taskName);
  await page.keyboard.press('Enter');
  const card = section.getByTestId('kanban-card').filter({ hasText: taskName });
  await expect(card).toBeVisible();

  // Keyboard drag: Space picks up, the arrow moves to the section on the left (Done), Space drops.
  const done = page.getByRole('region', { name: 'Done' });
  const doneCount = await done.getByTestId('kanban-card').count();
  await card.focus();
  await page.keyboard.press('Space');
  // The card is a group (it holds its own buttons), so the pick-up shows in the live region:
  // "Picked up …", at once replaced by "… is over <its own section>".
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`Picked up ${taskName}\\.|${taskName} is over`) }),
  ).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  // The board may scroll first; the live region says when the card is over Done.
  await expect(
    page.getByRole('status').filter({ hasText: `${taskName} is over Done.` }),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(done.getByTestId('kanban-card').filter({ hasText: taskName })).toBeVisible();
  await expect(section.getByTestId('kanban-card')).toHaveCount(0);
  // Let the background save land before reloading.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/kanban/board', {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
        },
      });
      const { board } = (await response.json()) as {
        board: {
          cards: Record<string, { name: string }>;
          columns: Record<string, { name: string; cardIds: string[] }>;
        };
      };
      const doneColumn = Object.values(board.columns).find((column) => column.name === 'Done')!;
      return doneColumn.cardIds.some((id) => board.cards[id]?.name === taskName);
    })
    .toBe(true);

  await page.reload();
  await expect(done.getByTestId('kanban-card').filter({ hasText: taskName })).toBeVisible();
  await expect(done.getByTestId('kanban-card')).toHaveCount(doneCount + 1);
  await expect(
    page.getByRole('region', { name: sectionName }).getByTestId('kanban-card'),
  ).toHaveCount(0);

  // Delete the (now empty) section, confirmed; it stays gone after a reload.
  await page.getByRole('button', { name: `More actions for ${sectionName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete section' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete section' });
  await expect(confirm).toContainText('delete this section and its 0 cards');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: sectionName })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Done' })).toBeVisible();
  await expect(page.getByRole('region', { name: sectionName })).toHaveCount(0);
});

test('calendar: create an event, edit it, move it, delete it; each change survives a reload', async ({
  page,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('button', { name: 'Month' })).toBeVisible();

  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-15`;
  // Mid-month, so the month view shows both days the test uses.
  const title = `E2E review ${Date.now()}`;

  // Create, with validation first.
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Start date').fill(`${day}T10:00`);
  await dialog.getByLabel('End date').fill(`${day}T09:00`);
  await expect(dialog.getByText('End date must be later than start date')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('End date').fill(`${day}T11:00`);
  await dialog.getByRole('radio', { name: 'Violet' }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Event created')).toBeVisible();
  const event = page.getByRole('button', { name: new RegExp(`${title}$`) });
  await expect(event).toBeVisible();

  await page.reload();
  await expect(event).toBeVisible();

  // Edit.
  await event.click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Title').fill(`${title} (moved)`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Event updated')).toBeVisible();
  const edited = page.getByRole('button', { name: `${title} (moved)`, exact: false });
  await expect(edited).toBeVisible();
  // The dialog's backdrop fades out over the board; a press during the fade lands on it.
  await expect(edit).toBeHidden();

  // Move by dragging it to the next day.
  const longDate = (date: number) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(now.getFullYear(), now.getMonth(), date),
    );
  const from = page.getByRole('cell', { name: new RegExp(`^${longDate(15)}`) });
  const to = page.getByRole('cell', { name: new RegExp(`^${longDate(16)}`) });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/calendar/events/update') && response.ok(),
  );
  // A drag the board did not pick up (a press on a frame still busy re-rendering) is tried
  // again, as a user would; once dropped, the event has left day 15 at once.
  await expect(async () => {
    if ((await from.getByRole('button', { name: `${title} (moved)`, exact: false }).count()) > 0) {
      const box = (await edited.boundingBox())!;
      const target = (await to.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, {
        steps: 10,
      });
      await page.mouse.up();
    }
    await expect(to.getByRole('button', { name: `${title} (moved)`, exact: false })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  // The save is answered (its toast may be gone by now if the drag was tried again).
  await saved;
  await expect(to.getByRole('button', { name: `${title} (moved)`, exact: false })).toBeVisible();
  await expect(from.getByRole('button', { name: `${title} (moved)`, exact: false })).toHaveCount(0);

  await page.reload();
  await expect(to.getByRole('button', { name: `${title} (moved)`, exact: false })).toBeVisible();

  // Delete, confirmed.
  await edited.click();
  await page
    .getByRole('dialog', { name: 'Edit event' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Month' })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(`^${longDate(16)}`) })).toBeVisible();
  await expect(edited).toHaveCount(0);
});

/** The signed-in page's bearer header, for setting up data through the API. */
async function bearer(page: import('@playwright/test').Page) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  return { authorization: `Bearer ${token}` };
}

test('kanban: rename a section from its menu and by keyboard, move it two places by keyboard', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/kanban');
  await expect(page.getByRole('region', { name: 'Backlog' })).toBeVisible();
  const stamp = Date.now();
  const name = `Keys ${stamp}`;
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section name' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name })).toBeVisible();

  // ⋮ → Rename section opens the name, focused, and Enter saves it.
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rename section' }).click();
  const input = page.getByRole('textbox', { name: 'Section name' });
  await expect(input).toBeFocused();
  await input.fill(`${name} A`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `${name} A` })).toBeVisible();

  // The title is a button: Tab reaches it, Enter renames.
  await page.getByRole('button', { name: `Drag section ${name} A` }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Rename section ${name} A` })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Section name' }).fill(`${name} B`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `${name} B` })).toBeVisible();

  // Two steps left by keyboard: Space, ←, ←, Space.
  const headers = await bearer(page);
  const board = async () =>
    (
      (await (await page.request.get('/api/kanban/board', { headers })).json()) as {
        board: {
          columnOrder: string[];
          columns: Record<string, { id: string; name: string }>;
        };
      }
    ).board;
  const before = await board();
  const id = Object.values(before.columns).find((column) => column.name === `${name} B`)!.id;
  const from = before.columnOrder.indexOf(id);
  expect(from).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: `Drag section ${name} B` }).focus();
  const nameAt = (index: number) => before.columns[before.columnOrder[index]!]!.name;
  const over = (target: string) =>
    expect(
      page.getByRole('status').filter({ hasText: `${name} B is over ${target}.` }),
    ).toBeAttached();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await over(nameAt(from - 1));
  await page.keyboard.press('ArrowLeft');
  await over(nameAt(from - 2));
  await page.keyboard.press('Space');
  await expect.poll(async () => (await board()).columnOrder.indexOf(id)).toBe(from - 2);

  // Clean up the section (and its card).
  await page.request.post('/api/kanban/columns/delete', { headers, data: { columnId: id } });
});

test('kanban: a card link (the command palette result) opens that card, and its History tab shows the change', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/kanban');
  await expect(page.getByRole('region', { name: 'Backlog' })).toBeVisible();
  const headers = await bearer(page);
  const stamp = Date.now();
  const { board } = (await (await page.request.get('/api/kanban/board', { headers })).json()) as {
    board: { columnOrder: string[] };
  };
  const created = await page.request.post('/api/kanban/cards/new', {
    headers,
    data: {
      columnId: board.columnOrder[0],
      card: { name: `Linked ${stamp}`, description: 'first draft' },
    },
  });
  const { card } = (await created.json()) as { card: { id: string } };
  await page.request.post('/api/kanban/cards/update', {
    headers,
    data: { cardId: card.id, card: { description: 'second draft' } },
  });
  await page.goto(`/dashboard/kanban?card=${card.id}`);
  const drawer = page.getByRole('dialog', { name: `Task Linked ${stamp}` });
  await expect(drawer.getByRole('textbox', { name: 'Description' })).toHaveValue('second draft');
  await drawer.getByRole('tab', { name: 'History' }).click();
  const history = drawer.getByRole('tabpanel', { name: 'History' });
  await expect(history.getByText('second draft')).toBeVisible();
  await expect(history.getByText('first draft').first()).toBeVisible();
  await page.request.post('/api/kanban/cards/delete', { headers, data: { cardId: card.id } });
});

test('calendar: a stale edit shows the merge dialog and nothing is lost; the view survives a reload', async ({
  page,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('button', { name: 'Month' })).toBeVisible();
  const headers = await bearer(page);
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), 14, 10);
  const title = `Merge ${Date.now()}`;
  const created = await page.request.post('/api/calendar/events/new', {
    headers,
    data: {
      title,
      description: 'original',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    },
  });
  const { event } = (await created.json()) as { event: { id: string } };
  await page.reload();

  await page.getByRole('button', { name: new RegExp(`${title}$`) }).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  // Someone else (another tab) saves a new description while this dialog is open.
  await page.request.post('/api/calendar/events/update', {
    headers,
    data: { eventId: event.id, event: { description: 'theirs' } },
  });
  await edit.getByLabel('Description').fill('mine');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const merge = page.getByRole('dialog', { name: 'This record changed while you were editing' });
  await expect(merge).toBeVisible();
  await expect(merge.getByRole('row', { name: /Description/ })).toContainText('theirs');
  await merge.getByRole('button', { name: 'Keep all of mine' }).click();
  await merge.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event updated')).toBeVisible();
  const saved = await page.request.get('/api/calendar/events', { headers });
  const { events } = (await saved.json()) as {
    events: { id: string; description: string; version: number }[];
  };
  expect(events.find((e) => e.id === event.id)).toMatchObject({
    description: 'mine',
    version: 3,
  });

  // The chosen view is remembered for this user.
  await page.getByRole('button', { name: 'Week' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
});
