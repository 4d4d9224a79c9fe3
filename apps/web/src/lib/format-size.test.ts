import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size.ts';

describe('formatSize', () => {
  it('uses the largest unit under 1024 with one decimal below 100', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1,023 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatSize(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatSize(150 * 1024)).toBe('150 KB');
  });
});
