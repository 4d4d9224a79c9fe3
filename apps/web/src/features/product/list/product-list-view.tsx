// /list: the catalogue with server paging, sorting, search and the stock filter; bulk delete
// (pages.md §11). The table's state lives in the URL.
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_TYPES, type InventoryType, type ProductSummary } from '@keel/contracts/products';
import {
  BulkActionButton,
  ToolbarMultiSelect,
  ToolbarSearch,
} from '../../../components/list-toolbar.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TableFooter } from '../../../components/table/table-footer.tsx';
import {
  TableHeadSortable,
  type TableColumn,
} from '../../../components/table/table-head-sortable.tsx';
import { TableSelectedBar } from '../../../components/table/table-selected-bar.tsx';
import { TableNoData, TableSkeletonRows } from '../../../components/table/table-states.tsx';
import { useTableUrlState } from '../../../components/table/use-table-url-state.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { deleteProducts, fetchProductPage } from '../product.api.ts';
import { ProductTableRow } from './product-table-row.tsx';

export function ProductListView() {
  const { t } = useTranslation('shop');
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'createdAt:desc' });
  const stock = table
    .getList('stock')
    .filter((value): value is InventoryType =>
      (INVENTORY_TYPES as readonly string[]).includes(value),
    );
  const [search, setSearch] = useState(table.q);
  const q = useDebounce(search.trim(), 300);
  const [rows, setRows] = useState<ProductSummary[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<{ ids: string[]; name: string } | null>(null);
  const [reload, setReload] = useState(0);
  const stockKey = stock.join(',');
  const { update } = table;

  useEffect(() => {
    if (q !== table.q) update({ q });
  }, [q, table.q, update]);

  const load = useCallback(
    async (signal: AbortSignal) => {
      setError('');
      try {
        const result = await fetchProductPage(
          {
            page: table.page,
            pageSize: table.pageSize,
            sort: table.sort,
            q: table.q || undefined,
            inventoryType: stockKey ? (stockKey.split(',') as InventoryType[]) : undefined,
          },
          signal,
        );
        setRows(result.products);
        setTotal(result.total);
      } catch (failure) {
        if ((failure as Error)?.name !== 'AbortError') setError(failureMessage(failure));
      }
    },
    [table.page, table.pageSize, table.sort, table.q, stockKey],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, reload]);

  useEffect(() => setSelected([]), [table.page, table.pageSize, table.sort, table.q, stockKey]);

  const columns: TableColumn[] = [
    { id: 'name', label: t('list.columns.product'), sortable: true, minWidth: 260 },
    { id: 'createdAt', label: t('list.columns.createdAt'), sortable: true, minWidth: 140 },
    { id: 'available', label: t('list.columns.stock'), sortable: true, minWidth: 140 },
    { id: 'price', label: t('list.columns.price'), sortable: true },
    { id: 'sold', label: t('list.columns.sold'), sortable: true },
    { id: 'actions', align: 'right', width: 64 },
  ];
  const pageIds = rows?.map((row) => row.id) ?? [];
  const selectAll = (checked: boolean) => setSelected(checked ? pageIds : []);

  const remove = async () => {
    if (!confirm) return;
    try {
      await deleteProducts(confirm.ids);
      enqueueSnackbar(t('list.deleted', { count: confirm.ids.length }));
      setSelected((current) => current.filter((id) => !confirm.ids.includes(id)));
      setConfirm(null);
      if (rows && confirm.ids.length >= rows.length && table.page > 1)
        update({ page: table.page - 1 });
      else setReload((value) => value + 1);
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  };

  return (
    <Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2.5 }}>
        <ToolbarMultiSelect
          label={t('list.stock')}
          options={INVENTORY_TYPES}
          optionLabel={(type) => t(`inventory.${type}`)}
          value={stock}
          onChange={(value) => update({ stock: value })}
        />
        <ToolbarSearch
          value={search}
          onChange={setSearch}
          placeholder={t('list.searchPlaceholder')}
        />
        {(stock.length > 0 || table.q) && (
          <Button
            color="error"
            sx={{ flexShrink: 0 }}
            onClick={() => {
              setSearch('');
              update({ stock: [], q: '' });
            }}
          >
            {t('list.clear')}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert
          severity="error"
          sx={{ mx: 2.5, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setReload((value) => value + 1)}>
              {t('retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        <TableSelectedBar
          dense={table.dense}
          numSelected={selected.length}
          rowCount={pageIds.length}
          onSelectAll={selectAll}
          actions={
            <BulkActionButton
              label={t('list.deleteSelected')}
              icon={<Delete />}
              onClick={() => setConfirm({ ids: selected, name: '' })}
            />
          }
        />
        <TableContainer>
          <Table
            size={table.dense ? 'small' : 'medium'}
            sx={{ minWidth: 900 }}
            aria-label={t('list.tableLabel')}
          >
            <TableHeadSortable
              columns={columns}
              orderBy={table.orderBy}
              order={table.order}
              onSort={table.sortBy}
              rowCount={pageIds.length}
              numSelected={selected.length}
              onSelectAll={selectAll}
            />
            <TableBody>
              {rows === null && !error ? (
                <TableSkeletonRows
                  rows={table.pageSize}
                  columns={columns.length + 1}
                  dense={table.dense}
                />
              ) : rows && rows.length === 0 ? (
                <TableNoData columns={columns.length + 1} />
              ) : (
                rows?.map((product) => (
                  <ProductTableRow
                    key={product.id}
                    product={product}
                    selected={selected.includes(product.id)}
                    onSelect={() =>
                      setSelected((current) =>
                        current.includes(product.id)
                          ? current.filter((id) => id !== product.id)
                          : [...current, product.id],
                      )
                    }
                    onDelete={() => setConfirm({ ids: [product.id], name: product.name })}
                  />
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <TableFooter
        count={total}
        page={table.page}
        pageSize={table.pageSize}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ rows: pageSize })}
        dense={table.dense}
        onDenseChange={(dense) => update({ dense, page: table.page })}
      />
      <ConfirmDialog
        open={Boolean(confirm)}
        title={t('delete')}
        content={
          confirm?.name
            ? t('confirmDeleteName', { name: confirm.name })
            : t('confirmDeleteCount', { count: confirm?.ids.length ?? 0 })
        }
        actionLabel={t('delete')}
        cancelLabel={t('cancel')}
        onClose={() => setConfirm(null)}
        onConfirm={remove}
      />
    </Card>
  );
}
