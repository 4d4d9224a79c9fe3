import { describe, expect, it } from 'vitest';
import { fBytes, fCurrency, fNumber } from './formatters.ts';

describe('fBytes', () => {
  it('uses the largest unit under 1024 with one decimal below 100', () => {
    expect(fBytes(0, 'en')).toBe('0 B');
    expect(fBytes(1023, 'en')).toBe('1,023 B');
    expect(fBytes(1536, 'en')).toBe('1.5 KB');
    expect(fBytes(50 * 1024 * 1024, 'en')).toBe('50 MB');
    expect(fBytes(5 * 1024 ** 3, 'en')).toBe('5 GB');
    expect(fBytes(150 * 1024, 'en')).toBe('150 KB');
  });

  it('writes the number the reader’s way', () => {
    expect(fBytes(1536, 'fr')).toBe('1,5 KB');
  });

  it('keeps number and unit in reading order inside Arabic text', () => {
    const size = fBytes(2.4 * 1024 * 1024, 'ar');
    // Isolated left-to-right, so the bidi algorithm cannot turn it into "MB 2.4".
    expect(size).toBe('\u2066٢٫٤ MB\u2069');
  });
});

describe('numbers and money', () => {
  it('formats in the given language', () => {
    expect(fNumber(1234.567, 'en')).toBe('1,234.57');
    expect(fCurrency(12.5, 'en')).toBe('$12.50');
  });

  it('writes Arabic prices with "$" and Arabic digits only (no "US$", read "$US" right to left)', () => {
    const price = fCurrency(1490.5, 'ar');
    expect(price).not.toMatch(/US/);
    expect(price).not.toMatch(/[0-9]/);
    expect(price).toContain('$');
    expect(price).toContain('١٬٤٩٠٫٥٠');
  });
});
