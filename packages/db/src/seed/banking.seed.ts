// Bank cards for every user and 18 months of transactions: a rich history for the two demo
// accounts, a lighter one for everybody else, plus a few transfers between the demo accounts.
import { count } from 'drizzle-orm';
import { bankCards, bankTransactions, type NewBankTransactionRow } from '../schema/banking.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import type { Seeder } from './seed-context.ts';

const EXPENSES = [
  'Groceries',
  'Shopping',
  'Transport',
  'Utilities',
  'Entertainment',
  'Health',
  'Travel',
  'Rent',
] as const;
const MERCHANTS: Record<(typeof EXPENSES)[number], string[]> = {
  Groceries: ['Fresh Market', 'Green Grocer', 'Whole Basket'],
  Shopping: ['Northwind Store', 'Urban Outfit', 'Gadget Hub'],
  Transport: ['City Metro', 'RideNow', 'Fuel Station 24'],
  Utilities: ['Bright Energy', 'AquaWorks', 'FiberNet'],
  Entertainment: ['StreamBox', 'Cinema Royale', 'Spotlight Tickets'],
  Health: ['Wellness Pharmacy', 'City Clinic', 'FitLife Gym'],
  Travel: ['SkyWays Airlines', 'Harbor Hotel', 'TripPlanner'],
  Rent: ['Oakwood Properties'],
};
const INCOMES = [
  ['Salary', 'Keel Inc.'],
  ['Freelance', 'Studio Nine'],
  ['Investment', 'Index Fund Dividends'],
  ['Refund', 'Northwind Store'],
] as const;

const DAY = 86_400_000;
const HISTORY_DAYS = 548;

export const bankingSeeder: Seeder = {
  name: 'banking',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(bankCards);
    if ((existing?.value ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id, email: users.email, displayName: users.displayName })
      .from(users);
    if (people.length === 0) return;

    const cardRows = people.flatMap((person) => {
      const demo = person.email === DEMO_ADMIN_EMAIL || person.email === DEMO_MEMBER_EMAIL;
      const cards = demo ? 3 : faker.number.int({ min: 1, max: 2 });
      return Array.from({ length: cards }, (_, index) => ({
        userId: person.id,
        cardType: (['visa', 'mastercard', 'amex'] as const)[index % 3]!,
        holderName: person.displayName,
        last4: faker.string.numeric(4),
        expiry: `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${String((now.getUTCFullYear() + faker.number.int({ min: 1, max: 4 })) % 100).padStart(2, '0')}`,
        balance: faker.number.float({
          min: demo ? 8000 : 500,
          max: demo ? 32000 : 9000,
          fractionDigits: 2,
        }),
        createdAt: new Date(now.getTime() - (HISTORY_DAYS + 30) * DAY + index * DAY),
      }));
    });
    const cards = await db
      .insert(bankCards)
      .values(cardRows)
      .returning({ id: bankCards.id, userId: bankCards.userId });
    const cardsOf = new Map<string, string[]>();
    for (const card of cards)
      cardsOf.set(card.userId, [...(cardsOf.get(card.userId) ?? []), card.id]);

    const rows: NewBankTransactionRow[] = [];
    for (const person of people) {
      const userCards = cardsOf.get(person.id) ?? [];
      if (userCards.length === 0) continue;
      const demo = person.email === DEMO_ADMIN_EMAIL || person.email === DEMO_MEMBER_EMAIL;
      const perMonth = demo ? 36 : 4;
      const total = Math.round((perMonth * HISTORY_DAYS) / 30);
      for (let index = 0; index < total; index += 1) {
        const date = new Date(
          now.getTime() - faker.number.float({ min: 0, max: HISTORY_DAYS }) * DAY,
        );
        const recent = now.getTime() - date.getTime() < 3 * DAY;
        const status =
          recent && faker.datatype.boolean(0.4)
            ? 'in_progress'
            : faker.datatype.boolean(0.04)
              ? 'failed'
              : 'completed';
        const cardId = faker.helpers.arrayElement(userCards);
        if (faker.datatype.boolean(0.22)) {
          const [category, counterparty] = faker.helpers.arrayElement(INCOMES);
          const amount =
            category === 'Salary'
              ? faker.number.float({ min: 2500, max: 6500, fractionDigits: 2 })
              : faker.number.float({ min: 40, max: 1800, fractionDigits: 2 });
          rows.push({
            userId: person.id,
            cardId,
            type: 'income',
            category,
            counterparty,
            description: `${category} from ${counterparty}`,
            amount,
            status,
            date,
          });
        } else {
          const category = faker.helpers.arrayElement(EXPENSES);
          const counterparty = faker.helpers.arrayElement(MERCHANTS[category]);
          const amount =
            category === 'Rent'
              ? faker.number.float({ min: 900, max: 1600, fractionDigits: 2 })
              : faker.number.float({ min: 4, max: 420, fractionDigits: 2 });
          rows.push({
            userId: person.id,
            cardId,
            type: 'expense',
            category,
            counterparty,
            description: `${counterparty}`,
            amount,
            status,
            date,
          });
        }
      }
    }
    for (let start = 0; start < rows.length; start += 1000) {
      await db.insert(bankTransactions).values(rows.slice(start, start + 1000));
    }
  },
};
