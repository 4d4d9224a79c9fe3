// A list's table with server paging whose state lives in the URL (useTableUrlState): the load
// error with Retry, the "{n} selected" bar over a sortable head, skeleton / "No data" / rows, and
// paging with the Dense switch underneath (docs/spec/pages.md#ui Tables). usePagedQuery
// (use-paged-query.ts) holds the rows of an RTK Query page; the caller draws each one.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { Fragment, type ReactNode } from 'react';
import { RetryAlert } from '../retry-alert.tsx';
import { TableFooter } from './table-footer.tsx';
import { TableHeadSortable, type TableColumn } from './table-head-sortable.tsx';
import { TableSelectedBar } from './table-selected-bar.tsx';
import { TableNoData, TableSkeletonRows } from './table-states.tsx';
import type { PagedRows } from './use-paged-query.ts';
import type { TableUrlState } from './use-table-url-state.ts';

export interface RowSelection {
  selected: boolean;
  /** Checks the row if it is not, unchecks it if it is. */
  onSelect: () => void;
}

export interface PagedTableProps<Row extends { id: string }> {
  table: TableUrlState;
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  /** Every column after the checkbox one. */
  columns: TableColumn[];
  list: PagedRows<Row>;
  /** The buttons of the "{n} selected" bar. */
  bulkActions: ReactNode;
  /** False: no checkbox column and no "{n} selected" bar (a reader with no bulk action). */
  selectable?: boolean;
  /** Rows "Select all" leaves out (the signed-in user in the user list). */
  canSelect?: (row: Row) => boolean;
  renderRow: (row: Row, selection: RowSelection) => ReactNode;
}

export function PagedTable<Row extends { id: string }>({
  table,
  label,
  minWidth,
  columns,
  list,
  bulkActions,
  selectable = true,
  canSelect = () => true,
  renderRow,
}: PagedTableProps<Row>) {
  const { update } = table;
  const { rows, error, selected, setSelected } = list;
  const pageIds = rows?.filter(canSelect).map((row) => row.id) ?? [];
  const selectAll = (checked: boolean) => setSelected(checked ? pageIds : []);
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );
  const columnCount = columns.length + (selectable ? 1 : 0);
  return (
    <>
      {error && (
        <Box sx={{ mx: 2.5, mb: 2 }}>
          <RetryAlert message={error} onRetry={list.reload} />
        </Box>
      )}
      <Box sx={{ position: 'relative' }}>
        {selectable && (
          <TableSelectedBar
            dense={table.dense}
            numSelected={selected.length}
            rowCount={pageIds.length}
            onSelectAll={selectAll}
            actions={bulkActions}
          />
        )}
        <TableContainer>
          <Table size={table.dense ? 'small' : 'medium'} sx={{ minWidth }} aria-label={label}>
            <TableHeadSortable
              columns={columns}
              orderBy={table.orderBy}
              order={table.order}
              onSort={table.sortBy}
              rowCount={pageIds.length}
              numSelected={selected.length}
              onSelectAll={selectable ? selectAll : undefined}
            />
            <TableBody>
              {rows === null && !error ? (
                <TableSkeletonRows
                  rows={table.pageSize}
                  columns={columnCount}
                  dense={table.dense}
                />
              ) : rows && rows.length === 0 ? (
                <TableNoData columns={columnCount} />
              ) : (
                rows?.map((row) => (
                  <Fragment key={row.id}>
                    {renderRow(row, {
                      selected: selected.includes(row.id),
                      onSelect: () => toggle(row.id),
                    })}
                  </Fragment>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <TableFooter
        count={list.total}
        page={table.page}
        pageSize={table.pageSize}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ rows: pageSize })}
        dense={table.dense}
        onDenseChange={(dense) => update({ dense, page: table.page })}
      />
    </>
  );
}
