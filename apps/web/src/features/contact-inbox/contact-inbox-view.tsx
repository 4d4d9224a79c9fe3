// /dashboard/contact: messages from the public contact form (docs/spec/pages.md#public-pages /contact-us). Tabs
// All / Unread / Replied with counts, search, paging and sort in the database, bulk read /
// unread / delete; a click opens the message (marking it read) with a reply form.
import Delete from '@mui/icons-material/Delete';
import Drafts from '@mui/icons-material/Drafts';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TABS, type ContactMessage } from '@keel/contracts/contact-inbox';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { BulkActionButton } from '../../components/list-toolbar.tsx';
import { ListFilterBar } from '../../components/list/list-filter-bar.tsx';
import { ListStatusTabs, statusTab } from '../../components/list/list-status-tabs.tsx';
import { useListSearch } from '../../components/list/use-list-search.ts';
import { PagedTable } from '../../components/table/paged-table.tsx';
import type { TableColumn } from '../../components/table/table-head-sortable.tsx';
import { usePagedQuery } from '../../components/table/use-paged-query.ts';
import { useTableUrlState } from '../../components/table/use-table-url-state.ts';
import { failureMessage } from '../../lib/http.ts';
import {
  useContactMessagesQuery,
  useDeleteContactMessagesMutation,
  useMarkContactMessagesMutation,
} from './contact-inbox.api.ts';
import { ContactMessageDialog } from './contact-message-dialog.tsx';
import { ContactMessageRow } from './contact-message-row.tsx';
import { dataAndError } from '../../lib/api.ts';

const TAB_COLOR = { all: 'default', unread: 'info', replied: 'success' } as const;

export function ContactInboxView() {
  const { t } = useTranslation('contact-inbox');
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'createdAt:desc' });
  const status = statusTab(table, CONTACT_TABS);
  const { search, setSearch } = useListSearch(table);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const [confirm, setConfirm] = useState<string[] | null>(null);

  const query = {
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort,
    q: table.q || undefined,
    status,
  };
  const list = usePagedQuery(
    table,
    useContactMessagesQuery({ query }, { selectFromResult: dataAndError }),
    (page) => page.messages,
    query,
  );
  const [markMessages] = useMarkContactMessagesMutation();
  const [deleteMessages] = useDeleteContactMessagesMutation();
  const markContactMessages = (messageIds: string[], isRead: boolean) =>
    markMessages({ body: { messageIds, isRead } }).unwrap();
  const deleteContactMessages = (messageIds: string[]) =>
    deleteMessages({ body: { messageIds } }).unwrap();
  const counts = list.page?.counts ?? null;
  const { selected } = list;

  const run = async (task: () => Promise<unknown>, done?: string) => {
    try {
      await task();
      if (done) enqueueSnackbar(done);
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  };
  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (!message.isRead) void run(() => markContactMessages([message.id], true));
  };

  const columns: TableColumn[] = [
    { id: 'name', label: t('columns.from'), sortable: true, minWidth: 200 },
    { id: 'subject', label: t('columns.subject'), minWidth: 260 },
    { id: 'createdAt', label: t('columns.received'), sortable: true },
    { id: 'status', label: t('columns.status') },
  ];

  return (
    <Card>
      <ListStatusTabs
        table={table}
        tabs={CONTACT_TABS}
        value={status}
        label={(tab) => t(`tabs.${tab}`)}
        color={(tab) => TAB_COLOR[tab]}
        count={(tab) => counts?.[tab]}
      />
      <ListFilterBar
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('searchPlaceholder')}
      />
      <PagedTable
        table={table}
        label={t('tableLabel')}
        minWidth={760}
        columns={columns}
        list={list}
        bulkActions={
          <Stack direction="row">
            <BulkActionButton
              label={t('actions.markRead')}
              icon={<Drafts />}
              onClick={() => void run(() => markContactMessages(selected, true))}
            />
            <BulkActionButton
              label={t('actions.markUnread')}
              icon={<MarkEmailUnread />}
              onClick={() => void run(() => markContactMessages(selected, false))}
            />
            <BulkActionButton
              label={t('actions.delete')}
              icon={<Delete />}
              onClick={() => setConfirm(selected)}
            />
          </Stack>
        }
        renderRow={(message, selection) => (
          <ContactMessageRow message={message} {...selection} onOpen={() => openMessage(message)} />
        )}
      />
      {open && (
        <ContactMessageDialog
          key={open.id}
          message={open}
          onClose={() => setOpen(null)}
          onReplied={() => {
            setOpen(null);
            enqueueSnackbar(t('replySent'));
          }}
          onMarkUnread={() => {
            const id = open.id;
            setOpen(null);
            void run(() => markContactMessages([id], false));
          }}
          onDelete={() => setConfirm([open.id])}
        />
      )}
      <ConfirmDialog
        open={Boolean(confirm)}
        target={{ count: confirm?.length ?? 0 }}
        title={t('actions.delete')}
        content={t('confirmDelete', { count: confirm?.length ?? 0 })}
        actionLabel={t('actions.delete')}
        cancelLabel={t('cancel')}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          const ids = confirm ?? [];
          await run(() => deleteContactMessages(ids), t('deleted', { count: ids.length }));
          setConfirm(null);
          setOpen(null);
        }}
      />
    </Card>
  );
}
