// A server-paged list table (the invoice, order, contact, user and product lists) fed by an RTK
// Query hook through usePagedQuery: rows once the page arrives, checking rows and the
// "{n} selected" bar (rows "Select all" leaves out, a table without checkboxes), a failed load
// with Retry, what a delete leaves behind, and a sort the API would refuse.
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../../locales/i18n.ts';
import { PagedTable } from './paged-table.tsx';
import { usePagedQuery, type PagedRows } from './use-paged-query.ts';
import { useTableUrlState } from './use-table-url-state.ts';

interface Fruit {
  id: string;
  name: string;
}
interface FruitPage {
  fruits: Fruit[];
  total: number;
}

let list: PagedRows<Fruit>;

/** A fresh cache per test, whose one endpoint asks `fetchPage`. */
function fruitsApi(fetchPage: (query: string) => Promise<FruitPage>) {
  return createApi({
    baseQuery: fakeBaseQuery<{ message: string }>(),
    endpoints: (build) => ({
      fruits: build.query<FruitPage, string>({
        queryFn: (query) =>
          fetchPage(query).then(
            (data) => ({ data }),
            (failure: Error) => ({ error: { message: failure.message } }),
          ),
      }),
    }),
  });
}

interface Options {
  selectable?: boolean;
  canSelect?: (fruit: Fruit) => boolean;
}

const SORT_FIELDS = ['name', 'weight'];

function Fruits({ api, selectable, canSelect }: { api: ReturnType<typeof fruitsApi> } & Options) {
  const table = useTableUrlState({ sort: 'name:asc', sortFields: SORT_FIELDS });
  const query = `page=${table.page}&rows=${table.pageSize}&sort=${table.sort}`;
  list = usePagedQuery(table, api.useFruitsQuery(query), (page) => page.fruits, query);
  const location = useLocation();
  return (
    <>
      <output aria-label="query">{location.search}</output>
      <PagedTable
        table={table}
        label="Fruits"
        minWidth={400}
        columns={[{ id: 'name', label: 'Name', sortable: true }]}
        list={list}
        selectable={selectable}
        canSelect={canSelect}
        bulkActions={<button type="button">Eat</button>}
        renderRow={(fruit, selection) => (
          <TableRow>
            {selectable !== false && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selection.selected}
                  onChange={selection.onSelect}
                  slotProps={{ input: { 'aria-label': `Select ${fruit.name}` } }}
                />
              </TableCell>
            )}
            <TableCell>{fruit.name}</TableCell>
          </TableRow>
        )}
      />
    </>
  );
}

const page = (...names: string[]): FruitPage => ({
  fruits: names.map((name) => ({ id: name, name })),
  total: 6,
});

function renderFruits(
  fetchPage: (query: string) => Promise<FruitPage>,
  url = '/list',
  options: Options = {},
) {
  const api = fruitsApi(fetchPage);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback="loading">
          <Fruits api={api} {...options} />
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
}

// MUI in jsdom is slow on a shared machine.
describe('PagedTable with usePagedQuery', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['table', 'validation', 'ui-kit']);
  });
  afterEach(cleanup);

  it('shows the page, checks rows one by one or all, and sorts through the URL', async () => {
    const fetchPage = vi.fn(async () => page('Apple', 'Banana'));
    renderFruits(fetchPage);
    expect(await screen.findByText('Banana')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith('page=1&rows=10&sort=name:asc');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    expect(screen.queryByText('1 selected')).toBeNull();
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select all rows' })[0]!);
    expect(screen.getByText('2 selected')).toBeTruthy();

    // A new query clears the checks.
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    await vi.waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith('page=1&rows=10&sort=name:desc'),
    );
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('keeps the rows when a load fails and loads again on Retry', async () => {
    const fetchPage = vi
      .fn<(query: string) => Promise<FruitPage>>()
      .mockResolvedValueOnce(page('Apple'))
      .mockRejectedValueOnce(new Error('Something went wrong'))
      .mockResolvedValue(page('Apple', 'Cherry'));
    renderFruits(fetchPage);
    expect(await screen.findByText('Apple')).toBeTruthy();
    act(() => list.reload());
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(screen.getByText('Apple')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cherry')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a delete, unchecks the rows and shows the page before when this one emptied', async () => {
    const fetchPage = vi.fn(async (query: string) =>
      query.startsWith('page=2') ? page('Fig') : page('Apple', 'Banana'),
    );
    renderFruits(fetchPage, '/list?page=2');
    expect(await screen.findByText('Fig')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Fig' }));
    act(() => list.removed(['Fig']));
    expect(await screen.findByText('Banana')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('?page=1');
    expect(screen.queryByText('1 selected')).toBeNull();

    // Rows left on the page: it stays, unchecked; the deleting mutation's tag reloads it.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    const calls = fetchPage.mock.calls.length;
    act(() => list.removed(['Apple']));
    expect(screen.queryByText('1 selected')).toBeNull();
    expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('?page=1');
    expect(fetchPage.mock.calls.length).toBe(calls);
  });

  it('leaves out of "Select all" the rows it may not select, and has no checkboxes when none may be', async () => {
    renderFruits(async () => page('Apple', 'Banana', 'Cherry'), '/list', {
      canSelect: (fruit) => fruit.name !== 'Banana',
    });
    expect(await screen.findByText('Cherry')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select all rows' })[0]!);
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(list.selected).toEqual(['Apple', 'Cherry']);
    cleanup();

    renderFruits(async () => page('Apple'), '/list', { selectable: false });
    expect(await screen.findByText('Apple')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('sorts by the default when the URL names a field the API does not sort by', async () => {
    const fetchPage = vi.fn(async () => page('Apple'));
    renderFruits(fetchPage, '/list?sort=password:desc');
    expect(await screen.findByText('Apple')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith('page=1&rows=10&sort=name:asc');
    cleanup();

    renderFruits(fetchPage, '/list?sort=weight:desc');
    expect(await screen.findByText('Apple')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith('page=1&rows=10&sort=weight:desc');
  });
});
