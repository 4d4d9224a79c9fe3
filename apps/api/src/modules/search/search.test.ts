// The palette's search: records of every kind, only those the caller may see, best first.
import { describe, expect, it } from 'vitest';
import { files } from '@keel/db/schema/files';
import { appWithDemoSessions } from '../../test/demo-sessions.ts';
import { SEARCH_CANDIDATES } from './search-sources.ts';
import { searchTerms } from './search.service.ts';

const { t, demo, member, get } = appWithDemoSessions();

type Result = { kind: string; id: string; title: string; subtitle: string; score: number };
const search = async (q: string, headers = demo.headers) => {
  const response = await get(`/api/search?q=${encodeURIComponent(q)}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ results: Result[]; timedOut: string[] }>();
};

describe('GET /api/search', () => {
  it('finds a person, an invoice by number and a product by a few letters, best match first', async () => {
    const people = await search('Lucian');
    expect(people.results[0]).toMatchObject({ kind: 'people', title: "Lucian O'Brien" });
    const invoice = (await get('/api/invoices', demo.headers)).json().invoices[0];
    const byNumber = await search(invoice.invoiceNumber);
    expect(byNumber.results[0]).toMatchObject({ kind: 'invoices', id: invoice.id });
    const sorted = byNumber.results.map((result) => result.score);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it("finds only the caller's own files, and no invoices or e-mails without the permission", async () => {
    const [own] = await t.app.db
      .insert(files)
      .values({ ownerId: demo.userId, name: 'zebra-quarterly.pdf', type: 'pdf', category: 'pdf' })
      .returning();
    expect((await search('zebra-quar')).results.map((result) => result.id)).toContain(own!.id);
    const forMember = await search('zebra-quar', member.headers);
    expect(forMember.results.map((result) => result.id)).not.toContain(own!.id);
    const invoice = (await get('/api/invoices', demo.headers)).json().invoices[0];
    const memberInvoices = await search(invoice.invoiceTo.name.slice(0, 5), member.headers);
    expect(memberInvoices.results.filter((result) => result.kind === 'invoices')).toEqual([]);
    // Without users.read-private a person is not found by e-mail.
    expect(
      (await search('demo@keel', member.headers)).results.filter(
        (result) => result.kind === 'people',
      ),
    ).toEqual([]);
    expect((await search('demo@keel')).results.some((result) => result.kind === 'people')).toBe(
      true,
    );
  });

  it('ranks a name that starts with the text first even when many more rows only contain it', async () => {
    // More "contains" rows than one branch hands to the ranking, inserted before the best match.
    await t.app.db.insert(files).values(
      Array.from({ length: SEARCH_CANDIDATES + 10 }, (_, index) => ({
        ownerId: demo.userId,
        name: `archive qwopz ${index}.pdf`,
        type: 'pdf',
        category: 'pdf',
      })),
    );
    const [best] = await t.app.db
      .insert(files)
      .values({ ownerId: demo.userId, name: 'qwopz.pdf', type: 'pdf', category: 'pdf' })
      .returning();
    const found = (await search('qwopz')).results.filter((result) => result.kind === 'files');
    expect(found[0]).toMatchObject({ id: best!.id, title: 'qwopz.pdf' });
    expect(found).toHaveLength(5);
  });

  it('treats LIKE wildcards as text and refuses too short a query', async () => {
    expect((await search('%%%')).results).toEqual([]);
    expect((await get('/api/search?q=ab', demo.headers)).statusCode).toBe(400);
    expect(searchTerms('a_b', 5).contains).toBe('%a\\_b%');
    expect(searchTerms('#1042', 5).number).toBe(1042);
  });
});
