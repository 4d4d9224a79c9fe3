// The workspace board: Backlog / In progress / Review / Done with 30 product tasks, assignees
// from the seeded users, due ranges around today and a few comments each.
import { asc, count } from 'drizzle-orm';
import {
  kanbanCardAssignees,
  kanbanCards,
  kanbanColumns,
  kanbanComments,
} from '../schema/kanban.ts';
import { users } from '../schema/users.ts';
import type { Seeder } from './seed-context.ts';

const DAY = 86_400_000;

const COLUMNS = ['Backlog', 'In progress', 'Review', 'Done'] as const;

// [column index, task name]; Done holds the completed ones.
const TASKS: Array<[number, string]> = [
  [0, 'Audit colour contrast in dark mode'],
  [0, 'Add CSV export to the invoice list'],
  [0, 'Research calendar sync with CalDAV'],
  [0, 'Write onboarding checklist for new members'],
  [0, 'Keyboard shortcuts for the mail inbox'],
  [0, 'Offline banner when the WebSocket drops'],
  [0, 'Bulk archive in the file manager'],
  [0, 'Localise e-mail templates'],
  [1, 'Redesign the pricing page hero'],
  [1, 'Rate-limit the password reset endpoint'],
  [1, 'Migrate product images to WebP'],
  [1, 'Profile page cover upload'],
  [1, 'Speed up the analytics dashboard queries'],
  [1, 'Right-to-left fixes for the chat composer'],
  [1, 'Quarterly roadmap review deck'],
  [2, 'Checkout address form validation'],
  [2, 'Invoice PDF footer and page numbers'],
  [2, 'Accessibility pass on the kanban board'],
  [2, 'Blog post scheduling'],
  [2, 'Empty states for the user cards page'],
  [2, 'Unread counter in the browser tab title'],
  [3, 'Set up PostgreSQL backups'],
  [3, 'Dark mode toggle on every screen'],
  [3, 'Two-step sign-in design review'],
  [3, 'Product list server-side paging'],
  [3, 'Release notes for version 2.4'],
  [3, 'Fix avatar cropping on mobile'],
  [3, 'Customer interview synthesis'],
  [3, 'Set up error monitoring alerts'],
  [3, 'Translate the settings drawer'],
];

const DESCRIPTION_PARTS = [
  'Agree on the scope with design before starting.',
  'Check the current behaviour on desktop and on a phone.',
  'Write down the acceptance criteria in this card.',
  'Keep the change small enough to review in one sitting.',
  'Add tests for the edge cases we found last time.',
  'Update the docs and the changelog when it ships.',
  'Coordinate the release with support and marketing.',
  'Measure before and after so we can tell it helped.',
];

const COMMENTS = [
  'I can pick this up after the release.',
  'Left a few notes in the design file.',
  'Blocked until the API change is merged.',
  'Looks good to me, ship it.',
  'Can we split this into two smaller tasks?',
  'Tested on Safari and Firefox, all fine.',
  'Added screenshots of the current state.',
  'Let us discuss this in the stand-up tomorrow.',
];

export const kanbanSeeder: Seeder = {
  name: 'kanban',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(kanbanColumns);
    if ((existing?.value ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.email));
    if (people.length === 0) return;

    const columns = await db
      .insert(kanbanColumns)
      .values(
        COLUMNS.map((name, position) => ({
          name,
          position,
          createdAt: new Date(now.getTime() - 90 * DAY),
        })),
      )
      .returning({ id: kanbanColumns.id });

    const positions = COLUMNS.map(() => 0);
    const cardRows = TASKS.map(([columnIndex, name]) => {
      const startOffset = faker.number.int({ min: -20, max: 10 });
      const hasDue = faker.datatype.boolean(0.8);
      const created = new Date(now.getTime() - faker.number.int({ min: 5, max: 60 }) * DAY);
      return {
        columnId: columns[columnIndex]!.id,
        position: positions[columnIndex]!++,
        name,
        description: faker.helpers.arrayElements(DESCRIPTION_PARTS, { min: 1, max: 3 }).join(' '),
        dueStart: hasDue ? new Date(now.getTime() + startOffset * DAY) : null,
        dueEnd: hasDue
          ? new Date(now.getTime() + (startOffset + faker.number.int({ min: 1, max: 14 })) * DAY)
          : null,
        priority: faker.helpers.arrayElement(['low', 'medium', 'high'] as const),
        completed: columnIndex === 3,
        createdBy: faker.helpers.arrayElement(people).id,
        createdAt: created,
        updatedAt: created,
      };
    });
    const cards = await db
      .insert(kanbanCards)
      .values(cardRows)
      .returning({ id: kanbanCards.id, createdAt: kanbanCards.createdAt });

    const assigneeRows = cards.flatMap((card) =>
      faker.helpers
        .arrayElements(people, { min: 1, max: 5 })
        .map((person, position) => ({ cardId: card.id, userId: person.id, position })),
    );
    await db.insert(kanbanCardAssignees).values(assigneeRows);

    const commentRows = cards.flatMap((card) =>
      Array.from({ length: faker.number.int({ min: 0, max: 3 }) }, (_, index) => ({
        cardId: card.id,
        authorId: faker.helpers.arrayElement(people).id,
        messageType: 'text' as const,
        message: faker.helpers.arrayElement(COMMENTS),
        createdAt: new Date(
          card.createdAt.getTime() +
            (index + 1) * faker.number.int({ min: 1, max: 48 }) * 3_600_000,
        ),
      })),
    );
    if (commentRows.length > 0) await db.insert(kanbanComments).values(commentRows);
  },
};
