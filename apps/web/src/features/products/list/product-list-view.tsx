// /list: the catalogue with server paging, sorting, search and the stock filter; bulk delete
// (docs/spec/pages.md#e-commerce). The table's state lives in the URL.
import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_TYPES } from '@keel/contracts/products-constants';
import type { InventoryType } from '@keel/contracts/products';
import {
  BulkActionButton,
  ToolbarMultiSelect,
  ToolbarSearch,
} from '../../../components/list-toolbar.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PagedTable } from '../../../components/table/paged-table.tsx';
import type { TableColumn } from '../../../components/table/table-head-sortable.tsx';
import { usePagedQuery } from '../../../components/table/use-paged-query.ts';
import { useTableUrlState } from '../../../components/table/use-table-url-state.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { ListTransferBar } from '../../../components/csv/list-transfer-bar.tsx';
import { useCan } from '../../../lib/permissions.ts';
import {
  asProductPage,
  useDeleteProductsMutation,
  useProductPageQuery,
  type ProductPageQuery,
} from '../product.api.ts';
import { ProductTableRow } from './product-table-row.tsx';

export function ProductListView() {
  const { t } = useTranslation('products');
  const can = useCan();
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'createdAt:desc' });
  const stock = table
    .getList('stock')
    .filter((value): value is InventoryType =>
      (INVENTORY_TYPES as readonly string[]).includes(value),
    );
  const [search, setSearch] = useState(table.q);
  const q = useDebounce(search.trim(), 300);
  const [confirm, setConfirm] = useState<{ ids: string[]; name: string } | null>(null);
  const stockKey = stock.join(',');
  const { update } = table;

  useEffect(() => {
    if (q !== table.q) update({ q });
  }, [q, table.q, update]);

  const query: ProductPageQuery = {
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort,
    q: table.q || undefined,
    inventoryType: stockKey ? (stockKey.split(',') as InventoryType[]) : undefined,
  };
  const result = useProductPageQuery({ query });
  const list = usePagedQuery(
    table,
    { ...result, data: result.data && asProductPage(result.data) },
    (page) => page.products,
    query,
  );
  const [deleteProducts] = useDeleteProductsMutation();
  const { selected } = list;

  const columns: TableColumn[] = [
    { id: 'name', label: t('list.columns.product'), sortable: true, minWidth: 260 },
    { id: 'createdAt', label: t('list.columns.createdAt'), sortable: true, minWidth: 140 },
    { id: 'available', label: t('list.columns.stock'), sortable: true, minWidth: 140 },
    { id: 'price', label: t('list.columns.price'), sortable: true },
    { id: 'sold', label: t('list.columns.sold'), sortable: true },
    { id: 'actions', align: 'right', width: 64 },
  ];

  const remove = async () => {
    if (!confirm) return;
    try {
      await deleteProducts({ body: { productIds: confirm.ids } }).unwrap();
      enqueueSnackbar(t('list.deleted', { count: confirm.ids.length }));
      setConfirm(null);
      list.removed(confirm.ids);
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  };

  return (
    <Card>
      <ListTransferBar
        list="products"
        query={{
          sort: table.sort,
          q: table.q || undefined,
          inventoryType: stockKey ? stockKey.split(',') : undefined,
        }}
        importKind={can('products.write') ? 'products' : undefined}
        onImported={list.reload}
      />
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
      <PagedTable
        table={table}
        label={t('list.tableLabel')}
        minWidth={900}
        columns={columns}
        list={list}
        bulkActions={
          can('products.delete') && (
            <BulkActionButton
              label={t('list.deleteSelected')}
              icon={<Delete />}
              onClick={() => setConfirm({ ids: selected, name: '' })}
            />
          )
        }
        renderRow={(product, selection) => (
          <ProductTableRow
            product={product}
            {...selection}
            onDelete={() => setConfirm({ ids: [product.id], name: product.name })}
          />
        )}
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
