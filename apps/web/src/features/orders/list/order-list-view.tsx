// /dashboard/order/list: status tabs with counts, placed-date range, search, sort and paging in
// the database (state in the URL). Managers can mark selected pending orders completed.
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TABS, type OrderTab } from '@keel/contracts/orders';
import { BulkActionButton } from '../../../components/list-toolbar.tsx';
import { Label } from '../../../components/label/label.tsx';
import { PagedTable } from '../../../components/table/paged-table.tsx';
import type { TableColumn } from '../../../components/table/table-head-sortable.tsx';
import { usePagedRows } from '../../../components/table/use-paged-rows.ts';
import { useTableUrlState } from '../../../components/table/use-table-url-state.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { ORDER_STATUS_COLOR } from '../order-display.ts';
import { changeOrderStatus, fetchOrders } from '../order.api.ts';
import { OrderDateFilters } from './order-date-filters.tsx';
import { OrderTableRow } from './order-table-row.tsx';

interface Props {
  canManage: boolean;
  /** Only the signed-in user's orders (the account page's "My orders" tab). */
  mine?: boolean;
}

export function OrderListView({ canManage, mine = false }: Props) {
  const { t } = useTranslation('order');
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'createdAt:desc' });
  const { update } = table;
  const status = (ORDER_TABS as readonly string[]).includes(table.get('status'))
    ? (table.get('status') as OrderTab)
    : 'all';
  const from = table.get('from');
  const to = table.get('to');
  const validRange = !(from && to && to < from);
  const [search, setSearch] = useState(table.q);
  const q = useDebounce(search.trim(), 300);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (q !== table.q) update({ q });
  }, [q, table.q, update]);

  const list = usePagedRows(
    table,
    (signal) =>
      fetchOrders(
        {
          page: table.page,
          pageSize: table.pageSize,
          sort: table.sort,
          q: table.q || undefined,
          status: status === 'all' ? undefined : status,
          customer: mine ? 'me' : undefined,
          from: from || undefined,
          to: validRange ? to || undefined : undefined,
        },
        signal,
      ),
    (page) => page.orders,
    [status, from, to, mine],
  );
  const { rows, selected } = list;
  const counts = list.page?.counts ?? null;
  // A status changed elsewhere (another manager, another tab): the list follows.
  useRealtimeEvent('order.updated', () => list.reload());

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
  const filtered = Boolean(from || to || table.q);

  const completeSelected = async () => {
    setBusy(true);
    try {
      for (const order of pendingChosen)
        await changeOrderStatus({ orderId: order.id, status: 'completed' });
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
      <Tabs
        value={status}
        onChange={(_, value: OrderTab) => update({ status: value === 'all' ? '' : value })}
        variant="scrollable"
        scrollButtons={false}
        sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
      >
        {ORDER_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            iconPosition="end"
            label={t(`status.${tab}`)}
            icon={
              <Label color={ORDER_STATUS_COLOR[tab]} variant={tab === status ? 'filled' : 'soft'}>
                {counts ? format.number(counts[tab]) : '–'}
              </Label>
            }
          />
        ))}
      </Tabs>
      <OrderDateFilters
        from={from}
        to={to}
        search={search}
        onFrom={(value) => update({ from: value })}
        onTo={(value) => update({ to: value })}
        onSearch={setSearch}
      />
      {filtered && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, px: 2.5, pb: 2, alignItems: 'center' }}
        >
          {(from || to) && (
            <Chip
              size="small"
              label={`${from ? format.date(from) : '…'} – ${to ? format.date(to) : '…'}`}
              onDelete={() => update({ from: '', to: '' })}
            />
          )}
          {table.q && (
            <Chip
              size="small"
              label={`${t('keyword')}: ${table.q}`}
              onDelete={() => {
                setSearch('');
                update({ q: '' });
              }}
            />
          )}
          <Button
            color="error"
            size="small"
            onClick={() => {
              setSearch('');
              update({ from: '', to: '', q: '' });
            }}
          >
            {t('clear')}
          </Button>
        </Stack>
      )}
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
