// Saved cards: the number and CVV are validated by the contract and dropped; only the brand,
// last four digits, holder and expiry are stored. Owner-only (others get 404).
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  PAYMENT_CARDS_MAX,
  cardTypeOf,
  type PaymentCard,
  type PaymentCardInputSchema,
} from '@keel/contracts/payment-cards';
import type { Database } from '@keel/db/client';
import { paymentCards, type PaymentCardRow } from '@keel/db/schema/addresses';
import type { z } from 'zod';
import { badRequest, notFound } from '../../shared/http-error.ts';

export function toPaymentCard(row: PaymentCardRow): PaymentCard {
  return {
    id: row.id,
    cardType: row.cardType,
    holderName: row.holderName,
    last4: row.last4,
    expiry: row.expiry,
    isDefault: row.isDefault,
  } satisfies PaymentCard;
}

export function createPaymentCardsService(db: Database) {
  const mine = db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.userId, sql.placeholder('userId')))
    .orderBy(desc(paymentCards.isDefault), asc(paymentCards.createdAt))
    .limit(PAYMENT_CARDS_MAX)
    .prepare('payment_cards_mine');
  const owned = db
    .select()
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.id, sql.placeholder('id')),
        eq(paymentCards.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('payment_cards_owned');

  return {
    async list(userId: string): Promise<PaymentCard[]> {
      return (await mine.execute({ userId })).map(toPaymentCard);
    },

    async find(userId: string, id: string): Promise<PaymentCardRow> {
      const [row] = await owned.execute({ id, userId });
      if (!row) throw notFound('Card');
      return row;
    },

    async create(
      userId: string,
      input: z.output<typeof PaymentCardInputSchema>,
    ): Promise<PaymentCard> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ value: count() })
          .from(paymentCards)
          .where(eq(paymentCards.userId, userId));
        const total = existing?.value ?? 0;
        if (total >= PAYMENT_CARDS_MAX)
          throw badRequest(`You can keep at most ${PAYMENT_CARDS_MAX} cards`);
        const isDefault = input.isDefault || total === 0;
        const [row] = await tx
          .insert(paymentCards)
          .values({
            userId,
            cardType: cardTypeOf(input.number),
            holderName: input.holderName,
            last4: input.number.slice(-4),
            expiry: input.expiry,
            isDefault,
          })
          .returning();
        if (isDefault) {
          await tx
            .update(paymentCards)
            .set({ isDefault: false })
            .where(and(eq(paymentCards.userId, userId), ne(paymentCards.id, row!.id)));
        }
        return toPaymentCard(row!);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(paymentCards)
          .where(and(eq(paymentCards.id, id), eq(paymentCards.userId, userId)))
          .returning();
        if (!deleted) throw notFound('Card');
        if (!deleted.isDefault) return;
        const [oldest] = await tx
          .select({ id: paymentCards.id })
          .from(paymentCards)
          .where(eq(paymentCards.userId, userId))
          .orderBy(asc(paymentCards.createdAt))
          .limit(1);
        if (oldest)
          await tx
            .update(paymentCards)
            .set({ isDefault: true })
            .where(eq(paymentCards.id, oldest.id));
      });
    },
  };
}

export type PaymentCardsService = ReturnType<typeof createPaymentCardsService>;
