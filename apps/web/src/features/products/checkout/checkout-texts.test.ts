// Checkout promises only what it does (issue 19): choosing PayPal records the order as pending
// with PayPal as its payment method; nothing redirects to PayPal, so no language may say so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../locales/languages.ts';

const locales = path.join(path.dirname(new URL(import.meta.url).pathname), '../../../locales');
const paypalText = (language: string) =>
  (
    JSON.parse(readFileSync(path.join(locales, language, 'products.json'), 'utf8')) as {
      checkout: { paypalText: string };
    }
  ).checkout.paypalText;

describe('the PayPal option', () => {
  it.each(LANGUAGES)('promises no redirect in %s', (language) => {
    expect(paypalText(language)).not.toMatch(/redirect|redirig|chuyển đến|跳转|تحويلك/i);
    expect(paypalText(language)).toContain('PayPal');
  });
});
