// /list: the catalogue with server paging, sorting, search and the stock filter (with chips);
// CSV import / export; bulk delete (docs/spec/pages.md#e-commerce). On the shared list toolbar
// and table (components/list/, components/table/paged-table.tsx); the state lives in the URL.
import Delete from '@mui/icons-material/Delete';
import Card from '@mui/material/Card';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_TYPES, PRODUCT_SORT_FIELDS } from '@keel/contracts/products-constants';
import type { InventoryType } from '@keel/contracts/products';
import { BulkActionButton } from '../../../components/list-toolbar.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { keywordChips, ListFilterChips } from '../../../components/list/list-filter-chips.tsx';
import { useListSearch } from '../../../components/list/use-list-search.ts';
import { PagedTable } from '../../../components/table/paged-table.tsx';
import type { TableColumn } from '../../../components/table/table-head-sortable.tsx';
import { usePagedQuery } from '../../../components/table/use-paged-query.ts';
import { useTableUrlState } from '../../../components/table/use-table-url-state.ts';
import { failureMessage } from '../../../lib/http.ts';
import { ListTransferBar } from '../../../components/csv/list-transfer-bar.tsx';
import { useCan } from '../../../lib/permissions.ts';
import {
  asProductPage,
  useDeleteProductsMutation,
  useProductPageQuery,
  type ProductPageQuery,
} from '../product.api.ts';
import { ProductListFilters } from './product-list-filters.tsx';
import { ProductTableRow } from './product-table-row.tsx';
import { dataAndError } from '../../../lib/api.ts';

export function ProductListView() {
  const { t } = useTranslation(['products', 'table']);
  const can = useCan();
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'createdAt:desc', sortFields: PRODUCT_SORT_FIELDS });
  const stock = table
    .getList('stock')
    .filter((value): value is InventoryType =>
      (INVENTORY_TYPES as readonly string[]).includes(value),
    );
  const { search, setSearch, clear: clearSearch } = useListSearch(table);
  const [confirm, setConfirm] = useState<{ ids: string[]; name: string } | null>(null);
  const stockKey = stock.join(',');
  const { update } = table;

  const query: ProductPageQuery = {
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort,
    q: table.q || undefined,
    inventoryType: stockKey ? (stockKey.split(',') as InventoryType[]) : undefined,
  };
  const result = useProductPageQuery({ query }, { selectFromResult: dataAndError });
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
    { id: 'actions', align: 'right', width: 64, sticky: true },
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
      <ProductListFilters
        stock={stock}
        search={search}
        onStock={(value) => update({ stock: value })}
        onSearch={setSearch}
      />
      <ListFilterChips
        chips={[
          ...stock.map((type) => ({
            key: type,
            label: t(`inventory.${type}`),
            onDelete: () => update({ stock: stock.filter((entry) => entry !== type) }),
          })),
          ...keywordChips(t('keyword', { ns: 'table' }), table.q, clearSearch),
        ]}
        clearLabel={t('list.clear')}
        onClear={() => {
          setSearch('');
          update({ stock: [], q: '' });
        }}
      />
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
