// /dashboard/order/list: status tabs with counts, placed-date range, search, sort and paging in
// the database (state in the URL). Managers can mark selected pending orders completed.
import CheckCircle from '@mui/icons-material/CheckCircle';
import Card from '@mui/material/Card';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TABS } from '@keel/contracts/orders-constants';
import { BulkActionButton } from '../../../components/list-toolbar.tsx';
import { isValidRange } from '../../../components/list/list-date-range.tsx';
import {
  dateRangeChips,
  keywordChips,
  ListFilterChips,
} from '../../../components/list/list-filter-chips.tsx';
import { ListStatusTabs, statusTab } from '../../../components/list/list-status-tabs.tsx';
import { useListSearch } from '../../../components/list/use-list-search.ts';
import { PagedTable } from '../../../components/table/paged-table.tsx';
import type { TableColumn } from '../../../components/table/table-head-sortable.tsx';
import { usePagedQuery } from '../../../components/table/use-paged-query.ts';
import { useTableUrlState } from '../../../components/table/use-table-url-state.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { ORDER_STATUS_COLOR } from '../order-display.ts';
import { useChangeOrderStatusMutation, useOrderLiveUpdates, useOrdersQuery } from '../order.api.ts';
import { OrderDateFilters } from './order-date-filters.tsx';
import { OrderTableRow } from './order-table-row.tsx';
import { dataAndError } from '../../../lib/api.ts';

interface Props {
  canManage: boolean;
  /** Only the signed-in user's orders (the account page's "My orders" tab). */
  mine?: boolean;
}

export function OrderListView({ canManage, mine = false }: Props) {
  const { t } = useTranslation('orders');
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'createdAt:desc' });
  const { update } = table;
  const status = statusTab(table, ORDER_TABS);
  const from = table.get('from');
  const to = table.get('to');
  const validRange = isValidRange(from, to);
  const { search, setSearch, clear: clearSearch } = useListSearch(table);
  const [busy, setBusy] = useState(false);

  const query = {
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort,
    q: table.q || undefined,
    status: status === 'all' ? undefined : status,
    customer: mine ? ('me' as const) : undefined,
    from: from || undefined,
    to: validRange ? to || undefined : undefined,
  };
  // Refetched on every visit: a status changed on the order's page (or an order placed) shows
  // on the way back to the list.
  const list = usePagedQuery(
    table,
    useOrdersQuery({ query }, { refetchOnMountOrArgChange: true, selectFromResult: dataAndError }),
    (page) => page.orders,
    query,
  );
  const { rows, selected } = list;
  const counts = list.page?.counts ?? null;
  // A status changed elsewhere (another manager, another tab): the list follows.
  useOrderLiveUpdates();
  const [changeOrderStatus] = useChangeOrderStatusMutation();

  // On "My orders" every row is the viewer's own: no customer column.
  const columns: TableColumn[] = [
    { id: 'orderNumber', label: t('columns.order'), sortable: true },
    ...(mine
      ? []
      : [{ id: 'customerName', label: t('columns.customer'), sortable: true, minWidth: 220 }]),
    { id: 'createdAt', label: t('columns.date'), sortable: true },
    { id: 'items', label: t('columns.items'), align: 'center' },
    { id: 'total', label: t('columns.total'), sortable: true },
    { id: 'status', label: t('columns.status') },
    { id: 'actions', align: 'right', width: 64 },
  ];
  const pendingChosen =
    rows?.filter((row) => selected.includes(row.id) && row.status === 'pending') ?? [];

  const completeSelected = async () => {
    setBusy(true);
    try {
      for (const order of pendingChosen)
        await changeOrderStatus({ body: { orderId: order.id, status: 'completed' } }).unwrap();
      enqueueSnackbar(t('markedCompleted', { count: pendingChosen.length }));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    } finally {
      setBusy(false);
      list.reload();
    }
  };

  return (
    <Card>
      <ListStatusTabs
        table={table}
        tabs={ORDER_TABS}
        value={status}
        label={(tab) => t(`status.${tab}`)}
        color={(tab) => ORDER_STATUS_COLOR[tab]}
        count={(tab) => counts?.[tab]}
      />
      <OrderDateFilters
        from={from}
        to={to}
        search={search}
        onFrom={(value) => update({ from: value })}
        onTo={(value) => update({ to: value })}
        onSearch={setSearch}
      />
      <ListFilterChips
        chips={[
          ...dateRangeChips(format, from, to, () => update({ from: '', to: '' })),
          ...keywordChips(t('keyword'), table.q, clearSearch),
        ]}
        clearLabel={t('clear')}
        onClear={() => {
          setSearch('');
          update({ from: '', to: '', q: '' });
        }}
      />
      <PagedTable
        table={table}
        label={t('tableLabel')}
        minWidth={mine ? 640 : 900}
        columns={columns}
        list={list}
        bulkActions={
          canManage ? (
            <BulkActionButton
              label={t('actions.markCompleted')}
              icon={<CheckCircle />}
              disabled={busy || pendingChosen.length === 0}
              onClick={() => void completeSelected()}
            />
          ) : null
        }
        renderRow={(order, selection) => (
          <OrderTableRow order={order} showCustomer={!mine} {...selection} />
        )}
      />
    </Card>
  );
}
