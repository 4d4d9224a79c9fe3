import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@keel/contracts/search';

const answers: SearchResponse[] = [];
const calls: string[] = [];
vi.mock('../../../lib/api-client.ts', () => ({
  callRoute: vi.fn(async (_route: unknown, input: { query: { q: string } }) => {
    calls.push(input.query.q);
    return answers.shift() ?? { results: [], timedOut: [] };
  }),
}));

const { useRecordSearch } = await import('./use-record-search.ts');

const person = {
  kind: 'people',
  id: 'u1',
  slug: null,
  title: 'Ann',
  subtitle: '',
  score: 1,
} as const;
const invoice = {
  kind: 'invoices',
  id: 'i1',
  slug: null,
  title: 'INV-1040',
  subtitle: '',
  score: 2,
} as const;

describe('record search', () => {
  afterEach(() => {
    answers.length = 0;
    calls.length = 0;
  });

  it('asks again for a source that missed the time budget and merges its rows in', async () => {
    answers.push(
      { results: [person], timedOut: ['invoices'] },
      { results: [person, invoice], timedOut: [] },
    );
    const { result } = renderHook(() => useRecordSearch('inv-1040'));
    // Still "searching" while a late source is asked again.
    expect(result.current.searching).toBe(true);
    await waitFor(() => expect(result.current.searching).toBe(false), { timeout: 3000 });
    expect(calls).toEqual(['inv-1040', 'inv-1040']);
    expect(result.current.results.map((row) => row.id)).toEqual(['i1', 'u1']);
  });

  it('stops asking after a few tries and shows what it has', async () => {
    for (let index = 0; index < 6; index += 1)
      answers.push({ results: [person], timedOut: ['invoices'] });
    const { result } = renderHook(() => useRecordSearch('ann'));
    await waitFor(() => expect(result.current.searching).toBe(false), { timeout: 5000 });
    expect(calls).toHaveLength(4);
    expect(result.current.results.map((row) => row.id)).toEqual(['u1']);
  });
});
