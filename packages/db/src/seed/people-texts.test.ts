// The demo data must read like a team's workspace (issue 19): no seeder may fall back on faker's
// Latin filler, and none of the hand-written text lists may contain it. The seeded database
// itself is scanned column by column in apps/api/src/test/seeded-texts.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as blog from './blog-content.ts';
import { BOOKING_REVIEW_SENTENCES } from './booking-review-texts.ts';
import { CHAT_LINES, GROUP_LINES, MAIL_REPLIES, MAIL_TOPICS } from './mail-chat-texts.ts';
import {
  ABOUT_TEXTS,
  DOCUMENT_SENTENCES,
  LOREM_PATTERN,
  POST_COMMENTS,
  PROFILE_POSTS,
} from './people-texts.ts';

const seedDirectory = import.meta.dirname;

describe('seeded texts', () => {
  it('recognises the filler words', () => {
    for (const text of ['Lorem ipsum', 'Dolor sit amet', 'consectetur elit', 'adipiscing'])
      expect(text).toMatch(LOREM_PATTERN);
    expect('A dolorous sitting room').not.toMatch(LOREM_PATTERN);
  });

  it('has plausible English texts in every list, with no filler', () => {
    const lists = {
      ABOUT_TEXTS,
      PROFILE_POSTS,
      POST_COMMENTS,
      DOCUMENT_SENTENCES,
      blog,
      BOOKING_REVIEW_SENTENCES,
      MAIL: [MAIL_TOPICS, MAIL_REPLIES],
      CHAT: [CHAT_LINES, GROUP_LINES],
    };
    for (const list of [ABOUT_TEXTS, PROFILE_POSTS, POST_COMMENTS, DOCUMENT_SENTENCES])
      expect(list.length).toBeGreaterThanOrEqual(10);
    const texts = JSON.stringify(lists);
    expect(texts.match(new RegExp(LOREM_PATTERN, 'gi')) ?? []).toEqual([]);
  });

  it('never asks faker for Latin or buzzword filler in a seeder', () => {
    const seeders = readdirSync(seedDirectory).filter((name) => name.endsWith('.seed.ts'));
    expect(seeders.length).toBeGreaterThan(10);
    const offenders = seeders.filter((name) =>
      /faker\.(lorem|company\.buzz\w*)\b/.test(
        readFileSync(path.join(seedDirectory, name), 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
