// Mail and chat between two people in two browsers (issue 4): the admin mails and messages the
// member; the member, already on the pages, sees both arrive without reloading and replies; the
// read receipt reaches the admin live.
import type { Browser, Page } from '@playwright/test';
import { apiLogin, DEMO, expect as baseExpect, newAccount, signInAs, test } from './fixtures.ts';

// Two browsers, each with a live socket and a mail list, on a 2-core machine shared with the
// other tests: a list took 15–20 s to draw at load 20–25 in three runs on 2026-11-26, so this
// file waits twice the suite's 15 s for what it expects.
const expect = baseExpect.configure({ timeout: 30_000 });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

test('mail and chat reach the other browser live, and the reply and read receipt come back', async ({
  browser,
}) => {
  // Two signed-in browsers and a dozen round trips: more than the default minute on a busy machine.
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`;
  const subject = `Quarterly figures ${stamp}`;
  const question = `Can you check the figures? ${stamp}`;
  const answer = `On it, give me ten minutes ${stamp}`;

  const admin = await signedInPage(browser, DEMO.admin);
  const member = await signedInPage(browser, DEMO.member);
  const memberChat = await member.context().newPage();

  // The member is already looking at the inbox and at the conversation with the admin.
  await member.goto('/dashboard/mail/inbox');
  await expect(member.getByRole('list', { name: 'Inbox' })).toBeVisible();
  await memberChat.goto('/dashboard/chat/jaydon-frankie');
  await expect(memberChat.getByRole('heading', { name: 'Jaydon Frankie', level: 2 })).toBeVisible();

  // The admin sends a mail.
  await admin.goto('/dashboard/mail/inbox');
  await admin.getByRole('button', { name: 'Compose' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('combobox', { name: 'To' }).fill('member@keel.dev');
  await dialog.getByRole('combobox', { name: 'To' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  // The editor replaces its skeleton once its code is in (components/editor/lazy-editor.tsx).
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeEditable();
  await dialog.getByRole('textbox', { name: 'Message' }).click();
  await admin.keyboard.type('The numbers are in the shared folder.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // Undo send: the mail waits a few seconds, then goes.
  await expect(admin.getByText('Sending…')).toBeVisible();

  // It arrives in the member's open inbox, unread, without a reload.
  const row = member.getByRole('button', {
    name: new RegExp(`Open mail from Jaydon Frankie: ${subject}`),
  });
  await expect(row).toBeVisible();
  await expect(member.locator('li[data-unread]').filter({ hasText: subject })).toHaveCount(1);
  await row.click();
  await expect(member.getByRole('heading', { name: subject })).toBeVisible();
  await expect(member.getByText('The numbers are in the shared folder.')).toBeVisible();

  // The admin sends a chat message; the member's open conversation shows it at once.
  await admin.goto('/dashboard/chat/lucian-obrien');
  await expect(admin.getByRole('heading', { name: "Lucian O'Brien", level: 2 })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Type a message' }).fill(question);
  await admin.getByRole('textbox', { name: 'Type a message' }).press('Enter');
  await expect(admin.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
  await expect(
    memberChat.getByRole('list', { name: 'Messages' }).getByText(question),
  ).toBeVisible();

  // The member replies; the reply and the read receipt reach the admin live.
  await memberChat.bringToFront();
  await memberChat.getByRole('textbox', { name: 'Type a message' }).fill(answer);
  await memberChat.getByRole('textbox', { name: 'Type a message' }).press('Enter');
  await expect(admin.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
  const questionBubble = admin
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(questionBubble.getByTestId('seen-marker')).toBeVisible();

  // Everything is stored: after a reload the conversation still holds both messages.
  await admin.reload();
  await expect(admin.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();

  await admin.context().close();
  await member.context().close();
});

test('the nav badges follow new mail and chat live, and a first message from Compose opens its conversation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A fresh account, so other tests' mail and messages never change these counts.
  const account = await newAccount(page);
  await signInAs(page, account.email, account.password);
  const me = await page.request.get('/api/account/my-account', {
    headers: { authorization: `Bearer ${await apiLogin(page, account.email, account.password)}` },
  });
  const myId = ((await me.json()) as { user: { id: string } }).user.id;
  const asAdmin = { authorization: `Bearer ${await apiLogin(page, DEMO.admin)}` };
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' }).first();
  const count = async (name: string) =>
    Number(
      (await nav
        .getByRole('link', { name: new RegExp(name) })
        .locator('.MuiBadge-badge')
        .textContent()) || '0',
    );

  await page.goto('/dashboard/mail/inbox');
  const inbox = page.getByRole('link', { name: /^Inbox/ });
  await expect(inbox).toBeVisible();
  // The badge shows the Inbox's unread count (a new account may already have a welcome mail).
  const unread = async () => Number((await inbox.textContent())?.replace(/\D/g, '') || '0');
  await expect.poll(async () => (await count('Mail')) === (await unread())).toBe(true);
  const before = await unread();
  const mail = await page.request.post('/api/mail/send', {
    headers: asAdmin,
    data: { to: [account.email], subject: `Welcome ${Date.now()}`, message: '<p>hi</p>' },
  });
  expect(mail.ok()).toBe(true);
  await expect.poll(() => count('Mail')).toBe(before + 1);
  await expect.poll(unread).toBe(before + 1);

  await page.goto('/dashboard/chat/new');
  await expect(page.getByText('No conversations yet — start one')).toBeVisible();
  const chat = await page.request.post('/api/chat/messages/new', {
    headers: asAdmin,
    data: { recipientIds: [myId], body: 'Ping for the badge' },
  });
  expect(chat.ok()).toBe(true);
  await expect.poll(() => count('Chat')).toBe(1);
  await expect(
    page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Jaydon Frankie/ }),
  ).toContainText('Ping for the badge');

  await page.getByRole('combobox', { name: 'To:' }).click();
  await page.getByRole('option').first().click();
  const body = `Hello from the compose view ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Type a message' }).fill(body);
  await page.getByRole('textbox', { name: 'Type a message' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(body)).toBeVisible();
});

test('a forwarded mail with an attachment arrives, and Undo takes a send back to Drafts', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}`;
  const subject = `Signed contract ${stamp}`;
  const member = await signedInPage(browser, DEMO.member);
  const manager = await signedInPage(browser, 'manager@keel.dev');

  // The admin mails the member a file (through the API: the journey under test is the forward).
  const token = await apiLogin(member, DEMO.admin);
  const headers = { authorization: `Bearer ${token}` };
  const upload = await member.request.post('/api/uploads?kind=attachment', {
    headers,
    multipart: {
      file: {
        name: `contract-${stamp}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from('signed'),
      },
    },
  });
  expect(upload.ok()).toBe(true);
  const fileId = (await upload.json()).upload.id as string;
  const sent = await member.request.post('/api/mail/send', {
    headers,
    data: { to: [DEMO.member], subject, message: '<p>Here it is.</p>', attachments: [fileId] },
  });
  expect(sent.ok()).toBe(true);

  // The manager is looking at their inbox.
  await manager.goto('/dashboard/mail/inbox');
  await expect(manager.getByRole('list', { name: 'Inbox' })).toBeVisible();

  // The member opens it and forwards it; a first send is taken back with Undo.
  await member.goto('/dashboard/mail/inbox');
  await member.getByRole('button', { name: new RegExp(`Open mail from .*: ${subject}`) }).click();
  await expect(member.getByRole('heading', { name: subject })).toBeVisible();
  await member.getByRole('button', { name: 'Forward' }).click();
  const dialog = member.getByRole('dialog', { name: 'New message' });
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Fwd: ${subject}`);
  await expect(dialog.getByLabel('Attachments').getByText(`contract-${stamp}.txt`)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'To' }).fill('manager@keel.dev');
  await dialog.getByRole('combobox', { name: 'To' }).press('Enter');
  // The address became a recipient chip: the input is empty again.
  await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // The snackbar's Undo, not the editor toolbar's (the dialog may still be closing).
  await member
    .getByRole('alert')
    .filter({ hasText: 'Sending…' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(member.getByText('Sending undone: the mail is back in Drafts')).toBeVisible();
  const draft = member.getByRole('dialog', { name: 'Draft' });
  await expect(draft.getByLabel('Attachments').getByText(`contract-${stamp}.txt`)).toBeVisible();
  await draft.getByRole('button', { name: 'Send' }).click();
  // This send's own "Sending…"; the undone one may still be closing beside it.
  await expect(member.getByText('Sending…').filter({ visible: true }).first()).toBeVisible();

  // It reaches the manager's open inbox without a reload, file included.
  const row = manager.getByRole('button', {
    name: new RegExp(`Open mail from Lucian O'Brien: Fwd: ${subject}`),
  });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(manager.getByRole('heading', { name: `Fwd: ${subject}` })).toBeVisible();
  await expect(manager.getByText('Here it is.')).toBeVisible();
  await expect(manager.getByRole('link', { name: `Download contract-${stamp}.txt` })).toBeVisible();

  await member.context().close();
  await manager.context().close();
});

test('an edited and a deleted chat message change live in the other browser; typing shows', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}`;
  const admin = await signedInPage(browser, DEMO.admin);
  const member = await signedInPage(browser, DEMO.member);
  await member.goto('/dashboard/chat/jaydon-frankie');
  await admin.goto('/dashboard/chat/lucian-obrien');
  const adminMessages = admin.getByRole('list', { name: 'Messages' });
  const memberMessages = member.getByRole('list', { name: 'Messages' });

  const input = admin.getByRole('textbox', { name: 'Type a message' });
  await input.fill(`Meet at 10 ${stamp}`);
  await input.press('Enter');
  await expect(memberMessages.getByText(`Meet at 10 ${stamp}`)).toBeVisible();

  // Typing: the member starts writing; the admin sees it.
  await member.getByRole('textbox', { name: 'Type a message' }).fill('On my');
  await expect(admin.getByText("Lucian O'Brien is typing…")).toBeVisible();

  // The admin edits the message: the member's open conversation shows the new text, edited.
  const bubble = adminMessages.getByRole('listitem').filter({ hasText: `Meet at 10 ${stamp}` });
  await bubble.hover();
  await bubble.getByRole('button', { name: 'Message actions' }).click();
  await admin.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = admin.getByRole('textbox', { name: 'Edit message' });
  await editor.fill(`Meet at 11 ${stamp}`);
  await editor.press('Enter');
  const edited = memberMessages.getByRole('listitem').filter({ hasText: `Meet at 11 ${stamp}` });
  await expect(edited).toBeVisible();
  await expect(edited.getByText('edited')).toBeVisible();
  await expect(memberMessages.getByText(`Meet at 10 ${stamp}`)).toHaveCount(0);

  // The admin deletes it: the member sees it deleted, without a reload.
  const editedBubble = adminMessages
    .getByRole('listitem')
    .filter({ hasText: `Meet at 11 ${stamp}` });
  await editedBubble.hover();
  await editedBubble.getByRole('button', { name: 'Message actions' }).click();
  await admin.getByRole('menuitem', { name: 'Delete' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(memberMessages.getByText(`Meet at 11 ${stamp}`)).toHaveCount(0);
  await expect(memberMessages.getByText('This message was deleted').last()).toBeVisible();

  await admin.context().close();
  await member.context().close();
});
