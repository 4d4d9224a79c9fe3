// /dashboard/invoice/list (docs/spec/pages.md#invoices): analytics, status tabs with counts, filters, search,
// sort, paging (state in the URL), bulk send / download / print / delete.
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Send from '@mui/icons-material/Send';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionButton } from '../../../components/list-toolbar.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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
import { useInvoicePdf } from '../details/invoice-pdf-actions.ts';
import { INVOICE_TABS, STATUS_COLOR } from '../invoice-display.ts';
import {
  useDeleteInvoicesMutation,
  useInvoicesQuery,
  useSendInvoicesMutation,
} from '../invoices.api.ts';
import { ListTransferBar } from '../../../components/csv/list-transfer-bar.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { InvoiceAnalytics } from './invoice-analytics.tsx';
import { InvoiceTableRow } from './invoice-table-row.tsx';
import { InvoiceToolbarFilters } from './invoice-toolbar-filters.tsx';
import { dataAndError } from '../../../lib/api.ts';

export function InvoiceListView() {
  const { t } = useTranslation('invoices');
  const can = useCan();
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'createDate:desc' });
  const { update } = table;
  const status = statusTab(table, INVOICE_TABS);
  const services = table.getList('services');
  const from = table.get('from');
  const to = table.get('to');
  const { search, setSearch, clear: clearSearch } = useListSearch(table);
  const [confirm, setConfirm] = useState<{ ids: string[]; name: string } | null>(null);
  const [busy, setBusy] = useState('');
  const pdf = useInvoicePdf();
  const servicesKey = services.join(',');
  const validRange = isValidRange(from, to);

  const query = {
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort,
    q: table.q || undefined,
    status,
    services: servicesKey ? servicesKey.split(',') : undefined,
    from: from || undefined,
    to: validRange ? to || undefined : undefined,
  };
  const list = usePagedQuery(
    table,
    useInvoicesQuery({ query }, { selectFromResult: dataAndError }),
    (page) => page.invoices,
    query,
  );
  const [deleteInvoices] = useDeleteInvoicesMutation();
  const [sendInvoices] = useSendInvoicesMutation();
  const { rows, selected } = list;
  const stats = list.page?.stats ?? null;

  const columns: TableColumn[] = [
    { id: 'clientName', label: t('list.columns.client'), sortable: true, minWidth: 220 },
    { id: 'createDate', label: t('list.columns.create'), sortable: true },
    { id: 'dueDate', label: t('list.columns.due'), sortable: true },
    { id: 'totalPrice', label: t('list.columns.amount'), sortable: true },
    { id: 'sent', label: t('list.columns.sent'), sortable: true, align: 'center' },
    { id: 'status', label: t('list.columns.status') },
    { id: 'actions', align: 'right', width: 64, sticky: true },
  ];
  const chosen = rows?.filter((row) => selected.includes(row.id)) ?? [];

  const bulk = async (kind: string, task: () => Promise<void>) => {
    setBusy(kind);
    try {
      await task();
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    } finally {
      setBusy('');
    }
  };

  const remove = () =>
    bulk('delete', async () => {
      if (!confirm) return;
      await deleteInvoices({ body: { invoiceIds: confirm.ids } }).unwrap();
      enqueueSnackbar(t('deleted', { count: confirm.ids.length }));
      setConfirm(null);
      list.removed(confirm.ids);
    });

  const bulkAction = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <BulkActionButton label={label} icon={icon} disabled={Boolean(busy)} onClick={onClick} />
  );

  return (
    <>
      <InvoiceAnalytics stats={stats} />
      <Card>
        <ListTransferBar
          list="invoices"
          query={{
            sort: table.sort,
            q: table.q || undefined,
            status,
            services: servicesKey ? servicesKey.split(',') : undefined,
            from: from || undefined,
            to: validRange ? to || undefined : undefined,
          }}
          importKind={can('invoices.write') ? 'invoices' : undefined}
          onImported={list.reload}
        />
        <ListStatusTabs
          table={table}
          tabs={INVOICE_TABS}
          value={status}
          label={(tab) => t(`status.${tab}`)}
          color={(tab) => STATUS_COLOR[tab]}
          count={(tab) => stats?.[tab].count}
        />
        <InvoiceToolbarFilters
          services={services}
          from={from}
          to={to}
          search={search}
          onServices={(value) => update({ services: value })}
          onFrom={(value) => update({ from: value })}
          onTo={(value) => update({ to: value })}
          onSearch={setSearch}
        />
        <ListFilterChips
          chips={[
            ...services.map((service) => ({
              key: service,
              label: t(`services.${service}`),
              onDelete: () => update({ services: services.filter((entry) => entry !== service) }),
            })),
            ...dateRangeChips(format, from, to, () => update({ from: '', to: '' })),
            ...keywordChips(t('list.keyword'), table.q, clearSearch),
          ]}
          clearLabel={t('list.clear')}
          onClear={() => {
            setSearch('');
            update({ services: [], from: '', to: '', q: '' });
          }}
        />
        <PagedTable
          table={table}
          label={t('list.tableLabel')}
          minWidth={960}
          columns={columns}
          list={list}
          bulkActions={
            <Stack direction="row">
              {can('invoices.write') &&
                bulkAction(
                  t('actions.send'),
                  <Send />,
                  () =>
                    void bulk('send', async () => {
                      await sendInvoices({ body: { invoiceIds: selected } }).unwrap();
                      enqueueSnackbar(t('sent', { count: selected.length }));
                    }),
                )}
              {bulkAction(
                t('actions.download'),
                <Download />,
                () => void bulk('download', () => pdf.download(chosen, 'invoices.pdf')),
              )}
              {bulkAction(
                t('actions.print'),
                <Print />,
                () => void bulk('print', () => pdf.print(chosen)),
              )}
              {can('invoices.delete') &&
                bulkAction(t('actions.delete'), <Delete />, () =>
                  setConfirm({ ids: selected, name: '' }),
                )}
            </Stack>
          }
          renderRow={(invoice, selection) => (
            <InvoiceTableRow
              invoice={invoice}
              {...selection}
              onDelete={() => setConfirm({ ids: [invoice.id], name: invoice.invoiceNumber })}
            />
          )}
        />
      </Card>
      <ConfirmDialog
        open={Boolean(confirm)}
        title={t('actions.delete')}
        content={
          confirm?.name
            ? t('confirmDeleteName', { name: confirm.name })
            : t('confirmDeleteCount', { count: confirm?.ids.length ?? 0 })
        }
        actionLabel={t('actions.delete')}
        cancelLabel={t('cancel')}
        onClose={() => setConfirm(null)}
        onConfirm={remove}
      />
    </>
  );
}
