// A few hundred mails among the seeded users, weighted so both demo accounts open a living
// inbox: unread mail from the last days, stars, labels, sent mail, replies, drafts, trash, spam.
import { count, eq } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import {
  mailItems,
  mails,
  type NewMailItemRow,
  type NewMailRow,
  type StoredPerson,
} from '../schema/mail.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import { MAIL_GREETINGS, MAIL_REPLIES, MAIL_SIGNOFFS, MAIL_TOPICS } from './mail-chat-texts.ts';
import type { Seeder } from './seed-context.ts';

const MESSAGE_COUNT = 320;
const DAY_MS = 86_400_000;
const CUSTOM_LABEL_IDS = ['social', 'promotions', 'forums'];

interface Person {
  id: string;
  firstName: string;
  displayName: string;
  email: string;
  photoUrl: string | null;
}

const stored = (person: Person): StoredPerson => ({
  userId: person.id,
  name: person.displayName,
  email: person.email,
  avatar: person.photoUrl,
});

function composeHtml(faker: Faker, topic: { paragraphs: string[] }, to: Person, from: Person) {
  const greeting = faker.helpers.arrayElement(MAIL_GREETINGS).replace('{name}', to.firstName);
  const signoff = faker.helpers.arrayElement(MAIL_SIGNOFFS);
  const paragraphs = [greeting, ...topic.paragraphs, `${signoff}<br>${from.firstName}`];
  const html = paragraphs.map((text) => `<p>${text}</p>`).join('');
  const plain = [greeting, ...topic.paragraphs, signoff, from.firstName].join('\n');
  return { html, plain };
}

export async function insertInChunks<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 400,
) {
  for (let start = 0; start < rows.length; start += size)
    await insert(rows.slice(start, start + size));
}

export const mailSeeder: Seeder = {
  name: 'mail',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(mails);
    if ((existing?.value ?? 0) > 0) return;
    const people: Person[] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        displayName: users.displayName,
        email: users.email,
        photoUrl: users.photoUrl,
      })
      .from(users)
      .where(eq(users.status, 'active'))
      .orderBy(users.createdAt, users.email);
    const admin = people.find((person) => person.email === DEMO_ADMIN_EMAIL);
    const member = people.find((person) => person.email === DEMO_MEMBER_EMAIL);
    if (!admin || !member) return;
    const others = people.filter((person) => person !== admin && person !== member);
    if (others.length < 5) return;

    const mailRows: NewMailRow[] = [];
    const itemRows: NewMailItemRow[] = [];
    const sentByKey = new Map<
      number,
      { id: string; threadId: string; subject: string; from: Person; to: Person[] }
    >();

    // A dozen arrive in the last hours, the rest spread over ~4 months; written oldest first so
    // a reply always comes after the mail it answers.
    const ages = Array.from({ length: MESSAGE_COUNT }, (_, index) =>
      index < 12
        ? (index + 1) * 17 * 60_000
        : faker.number.int({ min: DAY_MS / 4, max: 120 * DAY_MS }),
    ).sort((a, b) => b - a);
    for (const [index, ageMs] of ages.entries()) {
      const createdAt = new Date(now.getTime() - ageMs);
      const roll = faker.number.float();
      let from: Person;
      let to: Person[];
      if (roll < 0.4) {
        from = faker.helpers.arrayElement(others);
        to = faker.datatype.boolean(0.2) ? [admin, member] : [admin];
      } else if (roll < 0.65) {
        from = faker.helpers.arrayElement(others);
        to = [member];
      } else if (roll < 0.78) {
        from = admin;
        to = faker.datatype.boolean(0.3)
          ? [member]
          : faker.helpers.arrayElements(others, { min: 1, max: 3 });
      } else if (roll < 0.88) {
        from = member;
        to = faker.datatype.boolean(0.3)
          ? [admin]
          : faker.helpers.arrayElements(others, { min: 1, max: 2 });
      } else {
        from = faker.helpers.arrayElement(others);
        to = faker.helpers.arrayElements(
          others.filter((person) => person !== from),
          { min: 1, max: 3 },
        );
      }
      const topic = faker.helpers.arrayElement(MAIL_TOPICS);
      // Some mails answer an earlier one between the same two people.
      const candidates = [...sentByKey.values()].filter(
        (mail) => mail.from === to[0] && mail.to.includes(from),
      );
      const earlier =
        candidates.length > 0 && faker.datatype.boolean(0.3)
          ? faker.helpers.arrayElement(candidates.slice(-5))
          : undefined;
      const subject = earlier ? `Re: ${earlier.subject.replace(/^Re: /, '')}` : topic.subject;
      const body = composeHtml(
        faker,
        earlier ? { paragraphs: faker.helpers.arrayElement(MAIL_REPLIES) } : topic,
        to[0]!,
        from,
      );
      const id = faker.string.uuid();
      mailRows.push({
        id,
        senderId: from.id,
        fromName: from.displayName,
        fromEmail: from.email,
        fromAvatar: from.photoUrl,
        recipients: to.map(stored),
        subject,
        message: body.html,
        plainText: body.plain,
        replyToMailId: earlier?.id ?? null,
        threadId: earlier?.threadId ?? id,
        createdAt,
      });
      sentByKey.set(index, { id, threadId: earlier?.threadId ?? id, subject, from, to });

      const recent = ageMs < 3 * DAY_MS;
      itemRows.push({
        id: faker.string.uuid(),
        mailId: id,
        userId: from.id,
        folder: faker.datatype.boolean(0.04) ? 'trash' : 'sent',
        isStarred: faker.datatype.boolean(0.05),
        createdAt,
      });
      for (const recipient of to) {
        const folderRoll = faker.number.float();
        const folder =
          folderRoll < 0.05
            ? 'spam'
            : folderRoll < 0.09
              ? 'trash'
              : folderRoll < 0.19 && !recent
                ? 'archive'
                : 'inbox';
        itemRows.push({
          id: faker.string.uuid(),
          mailId: id,
          userId: recipient.id,
          folder,
          isUnread: faker.datatype.boolean(recent ? 0.65 : 0.08),
          isStarred: faker.datatype.boolean(0.12),
          isImportant: faker.datatype.boolean(0.15),
          labelIds: faker.datatype.boolean(0.25)
            ? [faker.helpers.arrayElement(CUSTOM_LABEL_IDS)]
            : [],
          createdAt,
        });
      }
    }

    // A welcome mail from Keel itself and a few unfinished drafts for each demo account.
    for (const owner of [admin, member]) {
      const welcomeId = faker.string.uuid();
      const createdAt = new Date(now.getTime() - 150 * DAY_MS);
      mailRows.push({
        id: welcomeId,
        senderId: null,
        fromName: 'Keel',
        fromEmail: 'no-reply@keel.dev',
        recipients: [stored(owner)],
        subject: 'Welcome to Keel',
        message: `<p>Hi ${owner.firstName},</p><p>Your workspace is ready. Mail, chat, kanban, calendar, shop, invoices, blog and files all run on real data: try sending a mail or a chat message to a colleague.</p><p>The Keel team</p>`,
        plainText: `Hi ${owner.firstName}, your workspace is ready.`,
        createdAt,
      });
      itemRows.push({
        id: faker.string.uuid(),
        mailId: welcomeId,
        userId: owner.id,
        folder: 'inbox',
        isImportant: true,
        createdAt,
      });
      for (let draft = 0; draft < 3; draft += 1) {
        const topic = faker.helpers.arrayElement(MAIL_TOPICS);
        const recipient = faker.helpers.arrayElement(others);
        const draftId = faker.string.uuid();
        const draftAt = new Date(
          now.getTime() - faker.number.int({ min: DAY_MS / 24, max: 10 * DAY_MS }),
        );
        mailRows.push({
          id: draftId,
          senderId: owner.id,
          fromName: owner.displayName,
          fromEmail: owner.email,
          fromAvatar: owner.photoUrl,
          recipients: draft === 2 ? [] : [stored(recipient)],
          subject: topic.subject,
          message: `<p>${topic.paragraphs[0]}</p>`,
          plainText: topic.paragraphs[0] ?? '',
          isDraft: true,
          createdAt: draftAt,
        });
        itemRows.push({
          id: faker.string.uuid(),
          mailId: draftId,
          userId: owner.id,
          folder: 'drafts',
          createdAt: draftAt,
        });
      }
    }

    await insertInChunks(mailRows, (chunk) => db.insert(mails).values(chunk), 200);
    await insertInChunks(itemRows, (chunk) => db.insert(mailItems).values(chunk));
  },
};
