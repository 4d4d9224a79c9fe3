// Banking (docs/spec/pages.md#data-shapes BankCard/BankTransaction, docs/spec/pages.md#overview-dashboards /dashboard/banking): own cards and
// transactions, and transfers between users.
import { z } from 'zod';
import { IdSchema, pageFields, sortSchema } from './common.ts';

export const BankingMessages = {
  amountPositive: 'Amount must be greater than 0',
  amountTooLarge: 'Amount must be at most 1,000,000',
  insufficientBalance: 'Insufficient balance',
  recipientRequired: 'Recipient is required',
  cardRequired: 'Card is required',
  selfTransfer: 'You cannot transfer money to yourself',
  recipientHasNoCard: 'The recipient cannot receive transfers yet',
} as const;

export const CARD_TYPES = ['visa', 'mastercard', 'amex'] as const;
export const TRANSACTION_TYPES = ['income', 'expense'] as const;
export const TRANSACTION_STATUSES = ['completed', 'in_progress', 'failed'] as const;

export const BankCardSchema = z.object({
  id: z.string(),
  cardType: z.enum(CARD_TYPES),
  holderName: z.string(),
  last4: z.string(),
  expiry: z.string(),
  balance: z.number(),
});
export type BankCard = z.infer<typeof BankCardSchema>;
export const BankCardListResponseSchema = z.object({ cards: z.array(BankCardSchema) });

export const BankTransactionSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.string(),
  description: z.string(),
  counterparty: z.string(),
  /** The other person's avatar when the counterparty is a Keel user. */
  counterpartyAvatarUrl: z.string().nullable(),
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  date: z.string(),
});
export type BankTransaction = z.infer<typeof BankTransactionSchema>;

export const BankTransactionListQuerySchema = z.object({
  ...pageFields({ pageSize: 5 }),
  sort: sortSchema(['date', 'amount'] as const).default({ field: 'date', direction: 'desc' }),
  q: z.string().trim().max(200).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  cardId: IdSchema.optional(),
});
export type BankTransactionListQuery = z.input<typeof BankTransactionListQuerySchema>;
export const BankTransactionListResponseSchema = z.object({
  transactions: z.array(BankTransactionSchema),
  total: z.number(),
});

export const BankTransactionDeleteBodySchema = z.object({
  transactionIds: z.array(IdSchema).min(1, 'Choose at least one transaction').max(100),
});

export const BankContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});
export type BankContact = z.infer<typeof BankContactSchema>;
export const BankContactListResponseSchema = z.object({ contacts: z.array(BankContactSchema) });

export const BankTransferBodySchema = z.object({
  toUserId: z.uuid({ error: BankingMessages.recipientRequired }),
  amount: z.coerce
    .number({ error: BankingMessages.amountPositive })
    .positive(BankingMessages.amountPositive)
    .max(1_000_000, BankingMessages.amountTooLarge)
    // $0.004 is positive but is stored as $0.00: refuse what rounds to zero cents.
    .refine((value) => Math.round(value * 100) >= 1, BankingMessages.amountPositive)
    .transform((value) => Math.round(value * 100) / 100),
  cardId: z.uuid({ error: BankingMessages.cardRequired }),
  note: z.string().trim().max(200, 'Note must be at most 200 characters').default(''),
});
export type BankTransferBody = z.input<typeof BankTransferBodySchema>;
export const BankTransferResponseSchema = z.object({ transaction: BankTransactionSchema });
