import { describe, expect, it } from 'vitest';
import { linkParts } from './chat-links.ts';

describe('linkParts', () => {
  it('turns http(s) and www addresses into links, leaving the sentence around them', () => {
    expect(linkParts('See https://keel.dev/docs, or www.example.org.')).toEqual([
      { text: 'See ' },
      { text: 'https://keel.dev/docs', href: 'https://keel.dev/docs' },
      { text: ', or ' },
      { text: 'www.example.org', href: 'https://www.example.org/' },
      { text: '.' },
    ]);
  });

  it('never makes a script or data address a link', () => {
    for (const body of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(linkParts(body).every((part) => part.href === undefined)).toBe(true);
    }
  });

  it('keeps plain text and line breaks as they are', () => {
    expect(linkParts('no links here\nat all')).toEqual([{ text: 'no links here\nat all' }]);
    expect(linkParts('')).toEqual([]);
  });
});
