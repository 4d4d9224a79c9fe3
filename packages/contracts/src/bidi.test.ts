import { describe, expect, it } from 'vitest';
import { nameString, stripBidiControls } from './bidi.ts';

describe('bidi controls in names', () => {
  it('removes overrides, embeddings, isolates and marks', () => {
    expect(stripBidiControls('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(
      stripBidiControls('\u2066a\u2067b\u2068c\u2069\u200E\u200F\u202A\u202B\u202C\u202D'),
    ).toBe('abc');
  });

  it('keeps Arabic and other right-to-left text', () => {
    expect(stripBidiControls('تقرير.pdf')).toBe('تقرير.pdf');
  });

  it('a name made only of controls is empty, so required', () => {
    const schema = nameString('Name is required', { max: 5, message: 'too long' });
    expect(schema.safeParse('\u202E\u202E').success).toBe(false);
    expect(schema.parse(' ab\u202Ec ')).toBe('abc');
  });
});
