import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from './addresses.ts';
import { PaymentCardInputSchema, cardTypeOf, expiryState, luhnValid } from './payment-cards.ts';

describe('card dialog rules (checkout and the Billing tab share them)', () => {
  it('checks the number with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('12')).toBe(false);
  });

  it('reads MM/YY expiry as valid until the end of that month', () => {
    const now = new Date(Date.UTC(2026, 4, 15));
    expect(expiryState('05/26', now)).toBe('valid');
    expect(expiryState('04/26', now)).toBe('expired');
    expect(expiryState('13/30', now)).toBe('invalid');
    expect(expiryState('1230', now)).toBe('invalid');
  });

  it('names the brand from the number', () => {
    expect(cardTypeOf('4242424242424242')).toBe('visa');
    expect(cardTypeOf('5555555555554444')).toBe('mastercard');
    expect(cardTypeOf('378282246310005')).toBe('amex');
  });

  it('gives the dialog messages', () => {
    const result = PaymentCardInputSchema.safeParse({
      holderName: ' ',
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvv: '12',
      isDefault: false,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      holderName: 'Name on card is required',
      number: 'Card number is not valid',
      expiry: 'Card has expired',
      cvv: 'CVV must be 3 or 4 digits',
    });
    const ok = PaymentCardInputSchema.parse({
      holderName: 'Ada',
      number: '4242 4242 4242 4242',
      expiry: '12/99',
      cvv: '123',
    });
    expect(ok.number).toBe('4242424242424242');
    expect(ok.isDefault).toBe(false);
  });

  it('requires every address field', () => {
    const result = AddressInputSchema.safeParse({
      addressType: 'Home',
      receiver: '',
      phoneNumber: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      country: '',
      isDefault: false,
    });
    expect(result.error!.issues.map((issue) => issue.message)).toContain('Zip code is required');
    expect(result.error!.issues).toHaveLength(7);
  });
});
