// Dozens of conversations: each demo account talks one-to-one with a dozen colleagues and with
// the other demo account, takes part in a few groups, and some threads end with unread messages.
import { count, eq } from 'drizzle-orm';
import {
  chatConversations,
  chatMessages,
  chatParticipants,
  directKey,
  type NewChatMessageRow,
} from '../schema/chat.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import { CHAT_LINES, GROUP_LINES } from './mail-chat-texts.ts';
import { insertInChunks } from './mail.seed.ts';
import type { Seeder } from './seed-context.ts';

const MINUTE_MS = 60_000;

export const chatSeeder: Seeder = {
  name: 'chat',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(chatConversations);
    if ((existing?.value ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.status, 'active'))
      .orderBy(users.createdAt, users.email);
    const admin = people.find((person) => person.email === DEMO_ADMIN_EMAIL);
    const member = people.find((person) => person.email === DEMO_MEMBER_EMAIL);
    if (!admin || !member) return;
    const others = people
      .filter((person) => person !== admin && person !== member)
      .map((person) => person.id);
    if (others.length < 6) return;

    const plans: { members: string[]; group: boolean }[] = [
      { members: [admin.id, member.id], group: false },
    ];
    const pairs = new Set([directKey(admin.id, member.id)]);
    const addDirect = (a: string, b: string) => {
      if (a === b || pairs.has(directKey(a, b))) return;
      pairs.add(directKey(a, b));
      plans.push({ members: [a, b], group: false });
    };
    for (const id of faker.helpers.arrayElements(others, 14)) addDirect(admin.id, id);
    for (const id of faker.helpers.arrayElements(others, 11)) addDirect(member.id, id);
    for (let index = 0; index < 10; index += 1) {
      const [a, b] = faker.helpers.arrayElements(others, 2);
      addDirect(a!, b!);
    }
    for (let index = 0; index < 3; index += 1) {
      plans.push({
        members: [admin.id, member.id, ...faker.helpers.arrayElements(others, { min: 2, max: 4 })],
        group: true,
      });
    }
    plans.push({ members: [admin.id, ...faker.helpers.arrayElements(others, 3)], group: true });

    const conversationRows: (typeof chatConversations.$inferInsert)[] = [];
    const participantRows: (typeof chatParticipants.$inferInsert)[] = [];
    const messageRows: NewChatMessageRow[] = [];

    for (const [index, plan] of plans.entries()) {
      const conversationId = faker.string.uuid();
      // The demo pair talked minutes ago; others spread over the last three weeks.
      const lastAt =
        now.getTime() -
        (index === 0
          ? 4 * MINUTE_MS
          : faker.number.int({ min: 10, max: 21 * 24 * 60 }) * MINUTE_MS);
      const total = faker.number.int({ min: 4, max: plan.group ? 14 : 24 });
      const times: number[] = [lastAt];
      for (let step = 1; step < total; step += 1) {
        const gap = faker.datatype.boolean(0.8)
          ? faker.number.int({ min: 1, max: 25 })
          : faker.number.int({ min: 60, max: 60 * 30 });
        times.unshift(times[0]! - gap * MINUTE_MS);
      }
      const lines = plan.group ? GROUP_LINES : CHAT_LINES;
      let lineIndex = faker.number.int({ min: 0, max: lines.length - 1 });
      let sender = faker.helpers.arrayElement(plan.members);
      const messages = times.map((time) => {
        // Replies mostly alternate; sometimes one person sends two in a row.
        if (faker.datatype.boolean(0.75))
          sender = faker.helpers.arrayElement(plan.members.filter((id) => id !== sender));
        lineIndex = (lineIndex + 1) % lines.length;
        return {
          id: faker.string.uuid(),
          conversationId,
          senderId: sender,
          body: lines[lineIndex]!,
          createdAt: new Date(time),
        };
      });
      messageRows.push(...messages);
      const last = messages[messages.length - 1]!;
      conversationRows.push({
        id: conversationId,
        type: plan.group ? 'GROUP' : 'ONE_TO_ONE',
        directKey: plan.group ? null : directKey(plan.members[0]!, plan.members[1]!),
        createdAt: messages[0]!.createdAt,
        lastMessageAt: last.createdAt,
      });
      for (const userId of plan.members) {
        // A third of the threads end with messages this participant has not read yet.
        let lastReadAt = last.createdAt;
        if (last.senderId !== userId && faker.datatype.boolean(0.35)) {
          const unread = faker.number.int({ min: 1, max: Math.min(4, messages.length - 1) });
          lastReadAt = new Date(messages[messages.length - 1 - unread]!.createdAt.getTime());
        }
        participantRows.push({
          conversationId,
          userId,
          joinedAt: messages[0]!.createdAt,
          lastReadAt,
        });
      }
    }

    await insertInChunks(conversationRows, (chunk) => db.insert(chatConversations).values(chunk));
    await insertInChunks(participantRows, (chunk) => db.insert(chatParticipants).values(chunk));
    await insertInChunks(messageRows, (chunk) => db.insert(chatMessages).values(chunk));
  },
};
