// Issue 20 (mail): Cc and Bcc (a blind copy never shows to anyone who received the mail),
// forwarding with attachments, conversations grouped in the list and the thread call, undo send
// (stored, so a restart still delivers) and issue 19: opening a mail reads its notification.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '@keel/contracts/mail';
import { buildApp } from '../../app.ts';
import { createTestApp, signIn, testEnv, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
let third: Awaited<ReturnType<typeof signIn>>;
let thirdEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
  const recipients = await t.app.inject({
    method: 'GET',
    url: '/api/mail/recipients?q=',
    headers: demo.headers,
  });
  thirdEmail = recipients
    .json<{ recipients: { email: string }[] }>()
    .recipients.map((person) => person.email)
    .find((email) => !['demo@keel.dev', 'member@keel.dev', 'manager@keel.dev'].includes(email))!;
  third = await signIn(t.app, thirdEmail);
});
afterAll(async () => t?.close());

type Session = typeof demo;
const get = (who: Session, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const list = async (who: Session, query: string) =>
  (await get(who, `/api/mail/mails?${query}`)).json<{ mails: Mail[]; total: number }>();
const inboxWith = async (who: Session, subject: string) =>
  (await list(who, `systemLabel=inbox&q=${encodeURIComponent(subject)}`)).mails;

async function uploadAttachment(who: Session, name: string, content: string) {
  const boundary = '----keelforward';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?kind=attachment',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ upload: { id: string } }>().upload.id;
}

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000) => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('Cc and Bcc', () => {
  it('delivers to To, Cc and Bcc, and only the sender ever sees the blind copy', async () => {
    const subject = `Budget copies ${Date.now()}`;
    const sent = await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      cc: [thirdEmail],
      bcc: ['manager@keel.dev'],
      subject,
      message: '<p>See the figures</p>',
    });
    expect(sent.statusCode).toBe(200);
    const mine = sent.json<{ mail: Mail }>().mail;
    expect(mine.cc.map((person) => person.email)).toEqual([thirdEmail]);
    expect(mine.bcc.map((person) => person.email)).toEqual(['manager@keel.dev']);

    const admin = await signIn(t.app, 'manager@keel.dev');
    for (const reader of [member, third, admin]) {
      const [row] = await inboxWith(reader, subject);
      expect(row, 'every recipient gets a copy').toBeDefined();
      // Reading as a recipient: the list row, the mail and its thread never name the blind copy.
      const listed = await get(reader, `/api/mail/mails?systemLabel=inbox&q=${subject}`);
      const opened = await get(reader, `/api/mail/mail?mailId=${row!.id}`);
      const thread = await get(reader, `/api/mail/thread?mailId=${row!.id}`);
      for (const answer of [listed, opened, thread]) {
        expect(answer.statusCode).toBe(200);
        if (reader !== admin) expect(answer.body).not.toContain('manager@keel.dev');
      }
      const mail = opened.json<{ mail: Mail }>().mail;
      expect(mail.bcc).toEqual([]);
      expect(mail.cc.map((person) => person.email)).toEqual([thirdEmail]);
      expect(mail.to.map((person) => person.email)).toEqual(['member@keel.dev']);
    }
  });

  it('refuses an unknown Cc address like an unknown To', async () => {
    const response = await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      cc: ['nobody@nowhere.dev'],
      subject: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No Keel user with e-mail nobody@nowhere.dev');
  });
});

describe('forwarding', () => {
  it('forwards a received mail with its attachments, which the new recipient can download', async () => {
    const subject = `Contract ${Date.now()}`;
    const fileId = await uploadAttachment(demo, 'contract.txt', 'signed contract');
    await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      subject,
      message: '<p>Attached</p>',
      attachments: [fileId],
    });
    const [received] = await inboxWith(member, subject);
    expect(received!.attachments).toHaveLength(1);

    // The member did not upload the file: forwarding may carry it on, a plain send may not.
    const plain = await post(member, '/api/mail/send', {
      to: [thirdEmail],
      subject: `Fwd: ${subject}`,
      attachments: [fileId],
    });
    expect(plain.statusCode).toBe(400);
    const forwarded = await post(member, '/api/mail/send', {
      to: [thirdEmail],
      subject: `Fwd: ${subject}`,
      message: '<p>FYI</p>',
      attachments: [fileId],
      forwardId: received!.id,
    });
    expect(forwarded.statusCode).toBe(200);

    const [arrived] = await inboxWith(third, `Fwd: ${subject}`);
    expect(arrived!.attachments.map((file) => file.name)).toEqual(['contract.txt']);
    const download = await t.app.inject({ method: 'GET', url: arrived!.attachments[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('signed contract');

    // A forward of someone else's mail id is refused.
    const stolen = await post(third, '/api/mail/send', {
      to: ['demo@keel.dev'],
      subject: 'x',
      attachments: [fileId],
      forwardId: received!.id,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('conversations', () => {
  it('groups a mail and its replies into one list row and answers the thread oldest first', async () => {
    const subject = `Offsite plan ${Date.now()}`;
    await post(demo, '/api/mail/send', { to: ['member@keel.dev'], subject, message: '<p>1</p>' });
    const [first] = await inboxWith(member, subject);
    const reply = await post(member, '/api/mail/send', {
      to: ['demo@keel.dev'],
      subject: `Re: ${subject}`,
      message: '<p>2</p>',
      replyToId: first!.id,
    });
    expect(reply.json<{ mail: Mail }>().mail.threadId).toBe(first!.threadId);
    const demoCopy = (await list(demo, `systemLabel=inbox&q=${encodeURIComponent(subject)}`))
      .mails[0]!;
    await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      subject: `Re: ${subject}`,
      message: '<p>3</p>',
      replyToId: demoCopy.id,
    });

    // The member holds three mails of the conversation: two in Inbox, one in Sent.
    const inbox = await list(member, `systemLabel=inbox&q=${encodeURIComponent(subject)}`);
    expect(inbox.total).toBe(1);
    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]).toMatchObject({ threadCount: 2, isUnread: true });
    expect(inbox.mails[0]!.message).toBe('3');
    const all = await list(member, `systemLabel=all&q=${encodeURIComponent(subject)}`);
    expect(all.mails).toHaveLength(1);
    expect(all.mails[0]!.threadCount).toBe(3);

    const thread = await get(member, `/api/mail/thread?mailId=${inbox.mails[0]!.id}`);
    expect(thread.statusCode).toBe(200);
    const mails = thread.json<{ mails: Mail[] }>().mails;
    expect(mails.map((mail) => mail.message)).toEqual(['<p>1</p>', '<p>2</p>', '<p>3</p>']);
    expect(mails.map((mail) => mail.folder)).toEqual(['inbox', 'sent', 'inbox']);
    expect(mails.every((mail) => !mail.isUnread)).toBe(true);
    expect((await list(member, `systemLabel=inbox&q=${subject}`)).mails[0]!.isUnread).toBe(false);

    // Someone else's thread stays theirs.
    expect((await get(third, `/api/mail/thread?mailId=${inbox.mails[0]!.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('undo send', () => {
  it('holds a mail for its undo window, and undo turns it back into a draft nobody received', async () => {
    const subject = `Oops ${Date.now()}`;
    const sent = await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      subject,
      message: '<p>Wrong file</p>',
      undoSeconds: 30,
    });
    expect(sent.statusCode).toBe(200);
    const mail = sent.json<{ mail: Mail }>().mail;
    expect(mail.folder).toBe('sent');
    expect(mail.deliverAt).not.toBeNull();
    expect(await inboxWith(member, subject)).toEqual([]);

    const undone = await post(demo, '/api/mail/send/undo', { mailId: mail.id });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<{ mail: Mail }>().mail).toMatchObject({
      id: mail.id,
      folder: 'drafts',
      deliverAt: null,
      subject,
    });
    // The draft can be sent again, at once this time.
    const again = await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      subject,
      message: '<p>Right file</p>',
      draftId: mail.id,
    });
    expect(again.statusCode).toBe(200);
    const [arrived] = await inboxWith(member, subject);
    expect(arrived!.message).toBe('Right file');
  });

  it('delivers when the window ends; undo after that answers 409', async () => {
    const subject = `Later ${Date.now()}`;
    const sent = await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      subject,
      undoSeconds: 1,
    });
    const mail = sent.json<{ mail: Mail }>().mail;
    const arrived = await waitFor(
      () => inboxWith(member, subject),
      (mails) => mails.length === 1,
    );
    expect(arrived).toHaveLength(1);
    const late = await post(demo, '/api/mail/send/undo', { mailId: mail.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This mail has already been sent');
    // Only the sender undoes, and only their Sent copy.
    expect((await post(member, '/api/mail/send/undo', { mailId: arrived[0]!.id })).statusCode).toBe(
      404,
    );
  });

  it('survives a restart: a mail waiting when the API stops is delivered by the next one', async () => {
    const subject = `Across restart ${Date.now()}`;
    await post(demo, '/api/mail/send', { to: ['member@keel.dev'], subject, undoSeconds: 2 });
    // Stop the API before the window ends (its timer goes with it), then start another.
    await t.app.close();
    t.app = await buildApp({ env: testEnv(), database: t.database, logger: false });
    const arrived = await waitFor(
      () => inboxWith(member, subject),
      (mails) => mails.length === 1,
    );
    expect(arrived).toHaveLength(1);
  });

  it('a delivery racing an undo: exactly one wins, and the mail arrives once or not at all', async () => {
    for (let round = 0; round < 4; round += 1) {
      const subject = `Race ${round} ${Date.now()}`;
      const sent = await post(demo, '/api/mail/send', {
        to: ['member@keel.dev'],
        subject,
        undoSeconds: 30,
      });
      const mail = sent.json<{ mail: Mail }>().mail;
      // Make it due, then let the delivery run while the undo arrives.
      await t.database.db.execute(
        sql`update mails set deliver_at = now() where id = (select mail_id from mail_items where id = ${mail.id})`,
      );
      const [first, second] = await Promise.all([
        post(demo, '/api/mail/send/undo', { mailId: mail.id }),
        post(demo, '/api/mail/send/undo', { mailId: mail.id }),
        new Promise((resolve) => setTimeout(resolve, round * 5)),
      ]);
      // Either undo may be the one that wins; the other then finds it undone or sent.
      const undone = [first, second].some((answer) => answer.statusCode === 200);
      const arrived = await waitFor(
        () => inboxWith(member, subject),
        (mails) => mails.length > 0,
        undone ? 1500 : 8000,
      );
      expect(arrived).toHaveLength(undone ? 0 : 1);
    }
  });
});

describe('notifications', () => {
  it('opening a mail marks its notification read', async () => {
    const subject = `Notify ${Date.now()}`;
    await post(demo, '/api/mail/send', { to: ['member@keel.dev'], subject });
    const [row] = await inboxWith(member, subject);
    const notification = async () =>
      (await get(member, '/api/notifications?page=1&pageSize=50'))
        .json<{ notifications: { link: string; isUnRead: boolean }[] }>()
        .notifications.find((item) => item.link.endsWith(row!.id));
    expect((await notification())?.isUnRead).toBe(true);
    await get(member, `/api/mail/mail?mailId=${row!.id}`);
    expect((await notification())?.isUnRead).toBe(false);
  });
});
