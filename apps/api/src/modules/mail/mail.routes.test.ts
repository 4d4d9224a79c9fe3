import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

type Session = typeof demo;
const get = (who: Session, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const labels = async (who: Session) =>
  (await get(who, '/api/mail/labels')).json<{ labels: MailLabel[] }>().labels;
const unread = async (who: Session, id: string) =>
  (await labels(who)).find((label) => label.id === id)!.unreadCount;
const list = async (who: Session, query: string) =>
  (await get(who, `/api/mail/mails?${query}`)).json<{ mails: Mail[]; total: number }>();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
async function uploadAttachment(who: Session, name: string, content: Buffer) {
  const boundary = '----keelmail';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
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

describe('mail labels and lists', () => {
  it('answers the system and custom labels with unread counts that match the lists', async () => {
    const all = await labels(demo);
    expect(all.map((label) => label.id)).toEqual([
      'all',
      'inbox',
      'sent',
      'drafts',
      'trash',
      'spam',
      'important',
      'starred',
      'archive',
      'social',
      'promotions',
      'forums',
    ]);
    expect(all[0]).toMatchObject({ type: 'system', name: 'all' });
    expect(all.at(-1)).toMatchObject({
      type: 'custom',
      name: 'forums',
      color: expect.stringMatching(/^#/),
    });
    const inbox = await list(demo, 'systemLabel=inbox&pageSize=100');
    expect(inbox.total).toBeGreaterThan(50);
    const everything: Mail[] = [];
    for (let page = 1; page <= Math.ceil(inbox.total / 100); page += 1) {
      everything.push(...(await list(demo, `systemLabel=inbox&pageSize=100&page=${page}`)).mails);
    }
    expect(everything.filter((mail) => mail.isUnread).length).toBe(await unread(demo, 'inbox'));
    expect(everything.every((mail) => mail.folder === 'inbox')).toBe(true);
  });

  it('pages newest first, filters by label and searches', async () => {
    const first = await list(demo, 'systemLabel=inbox&page=1&pageSize=20');
    const second = await list(demo, 'systemLabel=inbox&page=2&pageSize=20');
    expect(first.mails).toHaveLength(20);
    expect(second.mails[0]!.createdAt <= first.mails[19]!.createdAt).toBe(true);
    expect(new Set([...first.mails, ...second.mails].map((mail) => mail.id)).size).toBe(40);
    const starred = await list(demo, 'systemLabel=starred&pageSize=100');
    expect(starred.mails.length).toBeGreaterThan(0);
    expect(
      starred.mails.every((mail) => mail.isStarred && !['trash', 'spam'].includes(mail.folder)),
    ).toBe(true);
    const social = await list(demo, 'customLabel=social&pageSize=100');
    expect(social.mails.every((mail) => mail.labelIds.includes('social'))).toBe(true);
    const found = await list(demo, 'systemLabel=all&q=budget');
    expect(found.total).toBeGreaterThan(0);
    expect(found.mails.every((mail) => /budget/i.test(mail.subject + mail.message))).toBe(true);
    expect(
      (await list(demo, 'systemLabel=drafts')).mails.every((mail) => mail.folder === 'drafts'),
    ).toBe(true);
  });

  it('rejects bad list queries and requires a token', async () => {
    expect((await get(demo, '/api/mail/mails?systemLabel=nope')).statusCode).toBe(400);
    expect((await get(demo, '/api/mail/mails?pageSize=101')).statusCode).toBe(400);
    expect((await get(demo, '/api/mail/mails?customLabel=nope')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/labels' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/mails' })).json().message).toBe(
      'Authorization token missing',
    );
  });
});

describe('reading a mail', () => {
  it('opens my mail and marks it read; another user gets 404', async () => {
    const unreadMail = (await list(member, 'systemLabel=inbox&pageSize=100')).mails.find(
      (mail) => mail.isUnread,
    )!;
    const before = await unread(member, 'inbox');
    const opened = await get(member, `/api/mail/mail?mailId=${unreadMail.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().mail).toMatchObject({
      id: unreadMail.id,
      isUnread: false,
      subject: unreadMail.subject,
    });
    expect(await unread(member, 'inbox')).toBe(before - 1);
    const stranger = await get(demo, `/api/mail/mail?mailId=${unreadMail.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Mail not found');
    expect(
      (await get(demo, '/api/mail/mail?mailId=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await get(demo, '/api/mail/mail?mailId=nope')).statusCode).toBe(400);
  });
});

describe('sending', () => {
  it('stores the mail in Sent and delivers an unread copy with a notification and a live event', async () => {
    const events: { userIds: string[]; type: string }[] = [];
    const stop = t.app.events.subscribe((event) => events.push(event));
    const inboxBefore = await unread(member, 'inbox');
    const response = await post(demo, '/api/mail/send', {
      to: ['Member@Keel.dev'],
      subject: '',
      message:
        '<p>Hello <strong>there</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(response.statusCode).toBe(200);
    const sent = response.json<{ mail: Mail }>().mail;
    expect(sent).toMatchObject({
      folder: 'sent',
      subject: '(no subject)',
      isUnread: false,
      from: { email: 'demo@keel.dev' },
    });
    expect(sent.to).toEqual([
      expect.objectContaining({ email: 'member@keel.dev', name: "Lucian O'Brien" }),
    ]);
    expect(sent.message).toContain('<strong>there</strong>');
    expect(sent.message).not.toMatch(/script|javascript/);
    expect((await list(demo, 'systemLabel=sent&pageSize=1')).mails[0]!.id).toBe(sent.id);

    const delivered = (await list(member, 'systemLabel=inbox&pageSize=1')).mails[0]!;
    expect(delivered).toMatchObject({
      subject: '(no subject)',
      isUnread: true,
      folder: 'inbox',
      from: { email: 'demo@keel.dev' },
    });
    expect(delivered.id).not.toBe(sent.id);
    // The list's message is plain text; the opened mail has the HTML (issue 19).
    expect(delivered.message).toBe('Hello therex');
    expect(await unread(member, 'inbox')).toBe(inboxBefore + 1);
    // Opening it (which marks it read) answers the HTML body.
    const opened = (await get(member, `/api/mail/mail?mailId=${delivered.id}`)).json().mail as Mail;
    expect(opened.message).toContain('<strong>there</strong>');
    const bell = (await get(member, '/api/notifications?pageSize=1')).json().notifications[0];
    expect(bell).toMatchObject({
      type: 'mail',
      title: 'New mail from Jaydon Frankie',
      link: `/dashboard/mail/inbox/${delivered.id}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'mail.new', userIds: [member.userId] }),
    );
    // The sender's copy is theirs alone.
    expect((await get(member, `/api/mail/mail?mailId=${sent.id}`)).statusCode).toBe(404);
  });

  it("threads a reply to the reader's own copy", async () => {
    const original = (await list(member, 'systemLabel=inbox&pageSize=1')).mails[0]!;
    const reply = await post(member, '/api/mail/send', {
      to: ['demo@keel.dev'],
      subject: `Re: ${original.subject}`,
      message: '<p>Got it</p>',
      replyToId: original.id,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().mail.replyToId).toBe(original.id);
    const received = (await list(demo, 'systemLabel=inbox&pageSize=1')).mails[0]!;
    const demoSent = (await list(demo, 'systemLabel=sent&pageSize=1')).mails[0]!;
    expect(received.subject).toBe(`Re: ${original.subject}`);
    expect(received.replyToId).toBe(demoSent.id);
  });

  it('sends attachments the sender uploaded, downloadable by the recipient through a signed link', async () => {
    const uploadId = await uploadAttachment(demo, 'pixel.png', PNG);
    const response = await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      subject: 'Picture',
      message: '<p>See attached</p>',
      attachments: [uploadId],
    });
    expect(response.statusCode).toBe(200);
    const received = (await list(member, 'systemLabel=inbox&pageSize=1')).mails[0]!;
    expect(received.attachments).toEqual([
      expect.objectContaining({
        id: uploadId,
        name: 'pixel.png',
        type: 'image/png',
        size: PNG.length,
      }),
    ]);
    const link = received.attachments[0]!;
    expect(link.preview).toBe(link.url);
    const download = await t.app.inject({ method: 'GET', url: link.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    // Without the signature the private file stays hidden.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploads/${uploadId}` })).statusCode,
    ).toBe(404);
    // Someone else's upload cannot be attached.
    const stolen = await post(member, '/api/mail/send', {
      to: ['demo@keel.dev'],
      subject: 'x',
      message: '',
      attachments: [uploadId],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Attachment not found');
  });

  it('rejects bad bodies with 400 and stores nothing', async () => {
    const sentBefore = (await list(demo, 'systemLabel=sent')).total;
    const cases: [object, string][] = [
      [{ to: [], subject: 'x', message: '' }, 'Add at least one recipient'],
      [{ subject: 'x', message: '' }, 'Add at least one recipient'],
      [{ to: ['not-an-email'], subject: 'x', message: '' }, 'not-an-email is not a valid e-mail'],
      [
        { to: ['nobody@example.org'], subject: 'x', message: '' },
        'No Keel user with e-mail nobody@example.org',
      ],
      [
        { to: ['member@keel.dev'], subject: 'x'.repeat(256), message: '' },
        'Subject must be at most 255 characters',
      ],
      [
        { to: ['member@keel.dev'], subject: 'x', message: '', attachments: ['nope'] },
        'Must be a valid id',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(demo, '/api/mail/send', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await list(demo, 'systemLabel=sent')).total).toBe(sentBefore);
    const notMine = await post(demo, '/api/mail/send', {
      to: ['member@keel.dev'],
      replyToId: '00000000-0000-4000-8000-000000000000',
    });
    expect(notMine.statusCode).toBe(404);
  });
});

describe('drafts', () => {
  it('saves, updates and then sends a draft', async () => {
    const draftsBefore = (await list(demo, 'systemLabel=drafts')).total;
    const saved = await post(demo, '/api/mail/drafts/save', {
      to: [],
      subject: 'Plan',
      message: '<p>First</p>',
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json<{ mail: Mail }>().mail;
    expect(draft).toMatchObject({ folder: 'drafts', subject: 'Plan', to: [] });
    const updated = await post(demo, '/api/mail/drafts/save', {
      mailId: draft.id,
      to: ['member@keel.dev', 'someone@else.org'],
      subject: 'Plan v2',
      message: '<p>Second</p>',
    });
    expect(updated.json().mail).toMatchObject({
      id: draft.id,
      subject: 'Plan v2',
      to: [{ email: 'member@keel.dev' }, { email: 'someone@else.org' }],
    });
    expect((await list(demo, 'systemLabel=drafts')).total).toBe(draftsBefore + 1);
    // Another user cannot touch it.
    expect(
      (await post(member, '/api/mail/drafts/save', { mailId: draft.id, subject: 'mine' }))
        .statusCode,
    ).toBe(404);
    // A sent mail is not a draft.
    const sentId = (await list(demo, 'systemLabel=sent&pageSize=1')).mails[0]!.id;
    expect(
      (await post(demo, '/api/mail/drafts/save', { mailId: sentId, subject: 'x' })).statusCode,
    ).toBe(404);

    const sent = await post(demo, '/api/mail/send', {
      draftId: draft.id,
      to: ['member@keel.dev'],
      subject: 'Plan v3',
      message: '<p>Final</p>',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().mail).toMatchObject({ id: draft.id, folder: 'sent', subject: 'Plan v3' });
    expect((await list(demo, 'systemLabel=drafts')).total).toBe(draftsBefore);
    expect((await list(member, 'systemLabel=inbox&pageSize=1')).mails[0]).toMatchObject({
      subject: 'Plan v3',
      isUnread: true,
    });
  });
});

describe('updating and deleting', () => {
  it('changes flags, labels and folders for me only', async () => {
    const [a, b] = (await list(member, 'systemLabel=inbox&pageSize=2')).mails;
    const response = await post(member, '/api/mail/update', {
      mailIds: [a!.id, b!.id],
      changes: { isStarred: true, isImportant: true, isUnread: true, labelIds: ['forums'] },
    });
    expect(response.statusCode).toBe(200);
    const mails = response.json<{ mails: Mail[] }>().mails;
    expect(mails.map((mail) => mail.id)).toEqual([a!.id, b!.id]);
    expect(
      mails.every(
        (mail) =>
          mail.isStarred && mail.isImportant && mail.isUnread && mail.labelIds.join() === 'forums',
      ),
    ).toBe(true);
    expect(
      (await list(member, 'customLabel=forums&pageSize=100')).mails.map((mail) => mail.id),
    ).toEqual(expect.arrayContaining([a!.id, b!.id]));

    const archived = await post(member, '/api/mail/update', {
      mailIds: [a!.id],
      changes: { folder: 'archive' },
    });
    expect(archived.json().mails[0].folder).toBe('archive');
    expect(
      (await list(member, 'systemLabel=inbox&pageSize=100')).mails.some(
        (mail) => mail.id === a!.id,
      ),
    ).toBe(false);
    expect(
      (await list(member, 'systemLabel=all&pageSize=100')).mails.some((mail) => mail.id === a!.id),
    ).toBe(true);

    // Someone else's id: 404 and nothing changes, not even my own mail in the same call.
    const foreign = (await list(demo, 'systemLabel=inbox&pageSize=1')).mails[0]!;
    const mixed = await post(member, '/api/mail/update', {
      mailIds: [b!.id, foreign.id],
      changes: { isStarred: false },
    });
    expect(mixed.statusCode).toBe(404);
    expect((await get(member, `/api/mail/mail?mailId=${b!.id}`)).json().mail.isStarred).toBe(true);
  });

  it('refuses impossible moves and bad bodies', async () => {
    const inboxMail = (await list(member, 'systemLabel=inbox&pageSize=1')).mails[0]!;
    const draft = (await list(member, 'systemLabel=drafts&pageSize=1')).mails[0]!;
    const cases: [object, string][] = [
      [{ mailIds: [draft.id], changes: { folder: 'inbox' } }, 'Drafts can only be moved to Trash'],
      [{ mailIds: [inboxMail.id], changes: { folder: 'drafts' } }, 'Only drafts can go to Drafts'],
      [
        { mailIds: [inboxMail.id], changes: { folder: 'sent' } },
        'Only mails you sent can go to Sent',
      ],
      [{ mailIds: [inboxMail.id], changes: { labelIds: ['nope'] } }, 'Unknown label'],
      [{ mailIds: [inboxMail.id], changes: {} }, 'Nothing to change'],
      [{ mailIds: [], changes: { isStarred: true } }, 'Choose at least one mail'],
      [
        { mailIds: [inboxMail.id], changes: { isStarred: 'yes' } },
        expect.any(String) as unknown as string,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(member, '/api/mail/update', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(message);
    }
    expect((await get(member, `/api/mail/mail?mailId=${draft.id}`)).json().mail.folder).toBe(
      'drafts',
    );
  });

  it('deletes for good only from Trash', async () => {
    const target = (await list(member, 'systemLabel=inbox&pageSize=1')).mails[0]!;
    const early = await post(member, '/api/mail/delete', { mailIds: [target.id] });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Only mails in Trash can be deleted for good');
    await post(member, '/api/mail/update', { mailIds: [target.id], changes: { folder: 'trash' } });
    expect(
      (await list(member, 'systemLabel=trash&pageSize=100')).mails.some(
        (mail) => mail.id === target.id,
      ),
    ).toBe(true);
    expect((await post(demo, '/api/mail/delete', { mailIds: [target.id] })).statusCode).toBe(404);
    expect((await post(member, '/api/mail/delete', { mailIds: [target.id] })).statusCode).toBe(200);
    expect((await get(member, `/api/mail/mail?mailId=${target.id}`)).statusCode).toBe(404);
    expect((await post(member, '/api/mail/delete', { mailIds: ['x'] })).statusCode).toBe(400);
  });
});

describe('recipients and system mail', () => {
  it('suggests Keel users by name or e-mail', async () => {
    const response = await get(demo, '/api/mail/recipients?q=lucian');
    expect(response.statusCode).toBe(200);
    expect(response.json().recipients).toEqual([
      {
        name: "Lucian O'Brien",
        email: 'member@keel.dev',
        avatar: expect.stringMatching(/^\/api\/uploads\//),
      },
    ]);
    expect((await get(demo, '/api/mail/recipients')).json().recipients).toHaveLength(10);
  });

  it('lets other features deliver mail from Keel', async () => {
    const { createMailService } = await import('./mail.service.ts');
    await createMailService(t.app).sendSystemMail({
      toUserIds: [member.userId],
      subject: 'Your code',
      html: '<p>123456</p>',
    });
    expect((await list(member, 'systemLabel=inbox&pageSize=1')).mails[0]).toMatchObject({
      subject: 'Your code',
      isUnread: true,
      from: { name: 'Keel', email: 'no-reply@keel.dev' },
    });
  });
});
