// Saved payment cards (docs/spec/pages.md#data-shapes PaymentCard, docs/spec/pages.md#account card dialog). Only the brand and the last
// four digits are ever stored; the number and CVV are checked and dropped.
import { z } from 'zod';
import { IdSchema, requiredString } from './common.ts';

export const CardMessages = {
  holderRequired: 'Name on card is required',
  numberInvalid: 'Card number is not valid',
  expiryInvalid: 'Expiry date is not valid',
  expired: 'Card has expired',
  cvvInvalid: 'CVV must be 3 or 4 digits',
} as const;

export const CARD_TYPES = ['visa', 'mastercard', 'amex', 'discover', 'card'] as const;

export const PaymentCardSchema = z.object({
  id: z.string(),
  cardType: z.enum(CARD_TYPES),
  holderName: z.string(),
  last4: z.string(),
  /** MM/YY */
  expiry: z.string(),
  isDefault: z.boolean(),
});
export type PaymentCard = z.infer<typeof PaymentCardSchema>;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardTypeOf(digits: string): PaymentCard['cardType'] {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

/** `MM/YY` still valid at `now` (a card is good until the end of its expiry month). */
export function expiryState(expiry: string, now = new Date()): 'invalid' | 'expired' | 'valid' {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'invalid';
  const endOfMonth = new Date(Date.UTC(2000 + Number(match[2]), month, 1));
  return endOfMonth.getTime() <= now.getTime() ? 'expired' : 'valid';
}

export const PaymentCardInputSchema = z.object({
  holderName: requiredString(CardMessages.holderRequired, {
    max: 100,
    message: 'Name on card must be at most 100 characters',
  }),
  number: z
    .string({ error: CardMessages.numberInvalid })
    .max(30, CardMessages.numberInvalid)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(luhnValid, CardMessages.numberInvalid),
  expiry: z
    .string({ error: CardMessages.expiryInvalid })
    .max(10, CardMessages.expiryInvalid)
    .superRefine((expiry, context) => {
      const state = expiryState(expiry);
      if (state !== 'valid') {
        context.addIssue({
          code: 'custom',
          message: state === 'expired' ? CardMessages.expired : CardMessages.expiryInvalid,
        });
      }
    })
    .transform((expiry) => expiry.replace(/\s/g, '')),
  cvv: z.string({ error: CardMessages.cvvInvalid }).regex(/^\d{3,4}$/, CardMessages.cvvInvalid),
  isDefault: z.boolean().default(false),
});
export type PaymentCardInput = z.input<typeof PaymentCardInputSchema>;

export const PaymentCardDeleteBodySchema = z.object({ cardId: IdSchema });
export const PaymentCardListResponseSchema = z.object({ cards: z.array(PaymentCardSchema) });
export const PaymentCardResponseSchema = z.object({ card: PaymentCardSchema });

export const PAYMENT_CARDS_MAX = 20;
