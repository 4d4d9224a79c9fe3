// /dashboard/banking: the signed-in user's own money — this month's income and expenses with
// trends, cards, balance statistics for the chosen period, and where the money went.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { BankingDashboard, Period } from '@keel/contracts/dashboards';
import type { Database } from '@keel/db/client';
import { bankCards, bankTransactions } from '@keel/db/schema/banking';
import { toBankCard } from '../banking/banking.service.ts';
import { periodBuckets, round, sumPerBucket, trendOf } from './dashboard-buckets.ts';

const DAY = 86_400_000;

export async function buildBankingDashboard(
  db: Database,
  userId: string,
  period: Period,
  now = new Date(),
): Promise<BankingDashboard> {
  const mine = (type: 'income' | 'expense') =>
    ({
      table: bankTransactions,
      date: bankTransactions.date,
      value: sql`${bankTransactions.amount}`,
      where: and(
        eq(bankTransactions.userId, userId),
        eq(bankTransactions.type, type),
        eq(bankTransactions.status, 'completed'),
      ),
    }) as const;
  const buckets = periodBuckets(period, now);
  const [income, expenses, cards, incomeSeries, expenseSeries, categories] = await Promise.all([
    trendOf(db, mine('income'), now),
    trendOf(db, mine('expense'), now),
    db
      .select()
      .from(bankCards)
      .where(eq(bankCards.userId, userId))
      .orderBy(bankCards.createdAt, bankCards.id),
    sumPerBucket(db, mine('income'), buckets),
    sumPerBucket(db, mine('expense'), buckets),
    db
      .select({
        label: bankTransactions.category,
        value: sql<string>`sum(${bankTransactions.amount})`,
      })
      .from(bankTransactions)
      .where(
        and(mine('expense').where, gt(bankTransactions.date, new Date(now.getTime() - 365 * DAY))),
      )
      .groupBy(bankTransactions.category)
      .orderBy(desc(sql`sum(${bankTransactions.amount})`)),
  ]);
  return {
    income,
    expenses,
    cards: cards.map(toBankCard),
    balanceStatistics: {
      period,
      categories: buckets.map((bucket) => bucket.label),
      series: [
        { name: 'Income', data: incomeSeries.map(round) },
        { name: 'Expenses', data: expenseSeries.map(round) },
      ],
    },
    expenseCategories: categories.map((row) => ({
      label: row.label,
      value: round(Number(row.value)),
    })),
  } satisfies BankingDashboard;
}
