// Card and address dialogs' shapes and rules (pages.md §1 PaymentCard / Address, §10 dialogs).
// Checkout owns these resources; until its contracts are on main this mirrors their fields.
// TODO(merge): import PaymentCardInputSchema / AddressInputSchema from @keel/contracts instead.
import { z } from 'zod';

export interface SavedCard {
  id: string;
  cardType: 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';
  holderName: string;
  last4: string;
  expiry: string;
  isDefault: boolean;
}

export interface SavedAddress {
  id: string;
  receiver: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  addressType: 'Home' | 'Office';
  isDefault: boolean;
}

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

export function expiryState(expiry: string, now = new Date()): 'invalid' | 'expired' | 'valid' {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'invalid';
  const endOfMonth = new Date(Date.UTC(2000 + Number(match[2]), month, 1));
  return endOfMonth.getTime() <= now.getTime() ? 'expired' : 'valid';
}

export const CardFormSchema = z.object({
  holderName: z.string().trim().min(1, 'Name on card is required').max(100),
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(luhnValid, 'Card number is not valid'),
  expiry: z.string().superRefine((value, context) => {
    const state = expiryState(value);
    if (state !== 'valid')
      context.addIssue({
        code: 'custom',
        message: state === 'expired' ? 'Card has expired' : 'Expiry date is not valid',
      });
  }),
  cvv: z.string().regex(/^\d{3,4}$/, 'CVV must be 3 or 4 digits'),
  isDefault: z.boolean(),
});
export type SavedCardInput = z.output<typeof CardFormSchema>;

export const AddressFormSchema = z.object({
  addressType: z.enum(['Home', 'Office']),
  receiver: z.string().trim().min(1, 'Full name is required').max(100),
  phoneNumber: z.string().trim().min(1, 'Phone number is required').max(30),
  address: z.string().trim().min(1, 'Address is required').max(200),
  city: z.string().trim().min(1, 'Town/City is required').max(100),
  state: z.string().trim().min(1, 'State is required').max(100),
  zipCode: z.string().trim().min(1, 'Zip code is required').max(20),
  country: z.string().trim().min(1, 'Country is required').max(100),
  isDefault: z.boolean(),
});
export type SavedAddressInput = z.output<typeof AddressFormSchema>;
