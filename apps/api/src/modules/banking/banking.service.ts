// Own cards and transactions, and transfers between users: one database transaction moves the
// money, with both cards locked (in id order, so crossing transfers cannot deadlock).
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BankingMessages,
  type BankCard,
  type BankContact,
  type BankTransaction,
  type BankTransactionListQuerySchema,
  type BankTransferBodySchema,
} from '@keel/contracts/banking';
import { fromCents, toCents } from '@keel/contracts/money';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import {
  bankCards,
  bankTransactions,
  bankTransfers,
  type BankCardRow,
  type BankTransactionRow,
} from '@keel/db/schema/banking';
import { users } from '@keel/db/schema/users';
import { badRequest, notFound } from '../../shared/http-error.ts';

type ListQuery = z.output<typeof BankTransactionListQuerySchema>;
type TransferInput = z.output<typeof BankTransferBodySchema>;

export function toBankCard(row: BankCardRow): BankCard {
  return {
    id: row.id,
    cardType: row.cardType,
    holderName: row.holderName,
    last4: row.last4,
    expiry: row.expiry,
    balance: row.balance,
  } satisfies BankCard;
}

export function toBankTransaction(
  row: BankTransactionRow,
  avatarUrl: string | null,
): BankTransaction {
  return {
    id: row.id,
    cardId: row.cardId,
    type: row.type,
    category: row.category,
    description: row.description,
    counterparty: row.counterparty,
    counterpartyAvatarUrl: avatarUrl,
    amount: row.amount,
    status: row.status,
    date: row.date.toISOString(),
  } satisfies BankTransaction;
}

export function createBankingService(db: Database) {
  const cardsOf = db
    .select()
    .from(bankCards)
    .where(eq(bankCards.userId, sql.placeholder('userId')))
    .orderBy(asc(bankCards.createdAt), asc(bankCards.id))
    .prepare('bank_cards_of_user');

  return {
    async cards(userId: string): Promise<BankCard[]> {
      return (await cardsOf.execute({ userId })).map(toBankCard);
    },

    async transactions(userId: string, query: ListQuery) {
      const conditions: SQL[] = [eq(bankTransactions.userId, userId)];
      if (query.type) conditions.push(eq(bankTransactions.type, query.type));
      if (query.cardId) conditions.push(eq(bankTransactions.cardId, query.cardId));
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(bankTransactions.description, pattern),
            ilike(bankTransactions.counterparty, pattern),
            ilike(bankTransactions.category, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const column =
        query.sort.field === 'amount' ? bankTransactions.amount : bankTransactions.date;
      const order = query.sort.direction === 'asc' ? asc(column) : desc(column);
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: bankTransactions, avatar: users.photoUrl })
          .from(bankTransactions)
          .leftJoin(users, eq(users.id, bankTransactions.counterpartyUserId))
          .where(where)
          .orderBy(order, desc(bankTransactions.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(bankTransactions).where(where),
      ]);
      return {
        transactions: rows.map(({ row, avatar }) => toBankTransaction(row, avatar)),
        total: total?.value ?? 0,
      };
    },

    /** Deletes own transactions only; any id that is not the caller's makes it a 404 and nothing changes. */
    async deleteTransactions(userId: string, ids: string[]) {
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: bankTransactions.id })
          .from(bankTransactions)
          .where(and(eq(bankTransactions.userId, userId), inArray(bankTransactions.id, unique)));
        if (owned.length !== unique.length) throw notFound('Transaction');
        await tx
          .delete(bankTransactions)
          .where(and(eq(bankTransactions.userId, userId), inArray(bankTransactions.id, unique)));
      });
    },

    /** People to send money to: those I sent to most recently first, then everyone else by name. */
    async contacts(userId: string): Promise<BankContact[]> {
      const lastSent = sql<Date | null>`(select max(${bankTransfers.createdAt}) from ${bankTransfers} where ${bankTransfers.fromUserId} = ${userId} and ${bankTransfers.toUserId} = ${users.id})`;
      const rows = await db
        .select({
          id: users.id,
          name: users.displayName,
          email: users.email,
          avatarUrl: users.photoUrl,
        })
        .from(users)
        .where(and(ne(users.id, userId), eq(users.status, 'active')))
        .orderBy(sql`${lastSent} desc nulls last`, asc(users.displayName))
        .limit(20);
      return rows satisfies BankContact[];
    },

    async transfer(sender: User, input: TransferInput): Promise<BankTransaction> {
      if (input.toUserId === sender.id)
        throw badRequest(BankingMessages.selfTransfer, { toUserId: BankingMessages.selfTransfer });
      const [recipient] = await db
        .select({
          id: users.id,
          name: users.displayName,
          status: users.status,
          avatar: users.photoUrl,
        })
        .from(users)
        .where(eq(users.id, input.toUserId));
      if (!recipient || recipient.status !== 'active') throw notFound('Recipient');
      const [recipientCard] = await db
        .select({ id: bankCards.id })
        .from(bankCards)
        .where(eq(bankCards.userId, recipient.id))
        .orderBy(asc(bankCards.createdAt), asc(bankCards.id))
        .limit(1);
      if (!recipientCard)
        throw badRequest(BankingMessages.recipientHasNoCard, {
          toUserId: BankingMessages.recipientHasNoCard,
        });

      const row = await db.transaction(async (tx) => {
        const locked = await tx
          .select()
          .from(bankCards)
          .where(inArray(bankCards.id, [input.cardId, recipientCard.id]))
          .orderBy(asc(bankCards.id))
          .for('update');
        const from = locked.find((card) => card.id === input.cardId && card.userId === sender.id);
        if (!from) throw notFound('Card');
        if (from.balance < input.amount)
          throw badRequest(BankingMessages.insufficientBalance, {
            amount: BankingMessages.insufficientBalance,
          });
        const now = new Date();
        const [transfer] = await tx
          .insert(bankTransfers)
          .values({
            fromUserId: sender.id,
            toUserId: recipient.id,
            fromCardId: from.id,
            toCardId: recipientCard.id,
            amount: input.amount,
            note: input.note,
            createdAt: now,
          })
          .returning({ id: bankTransfers.id });
        await tx
          .update(bankCards)
          .set({ balance: fromCents(toCents(from.balance) - toCents(input.amount)) })
          .where(eq(bankCards.id, from.id));
        await tx
          .update(bankCards)
          .set({ balance: sql`${bankCards.balance} + ${input.amount}` })
          .where(eq(bankCards.id, recipientCard.id));
        const common = {
          category: 'Transfer',
          amount: input.amount,
          status: 'completed' as const,
          date: now,
          transferId: transfer!.id,
        };
        await tx.insert(bankTransactions).values({
          ...common,
          userId: recipient.id,
          cardId: recipientCard.id,
          type: 'income',
          counterparty: sender.displayName,
          counterpartyUserId: sender.id,
          description: input.note || `Transfer from ${sender.displayName}`,
        });
        const [expense] = await tx
          .insert(bankTransactions)
          .values({
            ...common,
            userId: sender.id,
            cardId: from.id,
            type: 'expense',
            counterparty: recipient.name,
            counterpartyUserId: recipient.id,
            description: input.note || `Transfer to ${recipient.name}`,
          })
          .returning();
        return expense!;
      });
      return toBankTransaction(row, recipient.avatar);
    },
  };
}
