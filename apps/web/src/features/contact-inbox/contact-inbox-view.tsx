// /dashboard/contact: messages from the public contact form (docs/spec/pages.md#public-pages /contact-us). Tabs
// All / Unread / Replied with counts, search, paging and sort in the database, bulk read /
// unread / delete; a click opens the message (marking it read) with a reply form.
import Delete from '@mui/icons-material/Delete';
import Drafts from '@mui/icons-material/Drafts';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TABS, type ContactMessage, type ContactTab } from '@keel/contracts/contact-inbox';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { BulkActionButton, ToolbarSearch } from '../../components/list-toolbar.tsx';
import { Label } from '../../components/label/label.tsx';
import { PagedTable } from '../../components/table/paged-table.tsx';
import type { TableColumn } from '../../components/table/table-head-sortable.tsx';
import { usePagedQuery } from '../../components/table/use-paged-query.ts';
import { useTableUrlState } from '../../components/table/use-table-url-state.ts';
import { failureMessage } from '../../lib/http.ts';
import { useFormatters } from '../../lib/formatters.ts';
import { useDebounce } from '../../lib/use-debounce.ts';
import {
  useContactMessagesQuery,
  useDeleteContactMessagesMutation,
  useMarkContactMessagesMutation,
} from './contact-inbox.api.ts';
import { ContactMessageDialog } from './contact-message-dialog.tsx';
import { ContactMessageRow } from './contact-message-row.tsx';

const TAB_COLOR = { all: 'default', unread: 'info', replied: 'success' } as const;

export function ContactInboxView() {
  const { t } = useTranslation('contact-inbox');
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'createdAt:desc' });
  const { update } = table;
  const status = (CONTACT_TABS as readonly string[]).includes(table.get('status'))
    ? (table.get('status') as ContactTab)
    : 'all';
  const [search, setSearch] = useState(table.q);
  const q = useDebounce(search.trim(), 300);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const [confirm, setConfirm] = useState<string[] | null>(null);

  useEffect(() => {
    if (q !== table.q) update({ q });
  }, [q, table.q, update]);

  const query = {
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort,
    q: table.q || undefined,
    status,
  };
  const list = usePagedQuery(
    table,
    useContactMessagesQuery({ query }),
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
      <Tabs
        value={status}
        onChange={(_, value: ContactTab) => update({ status: value === 'all' ? '' : value })}
        variant="scrollable"
        scrollButtons={false}
        sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
      >
        {CONTACT_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            iconPosition="end"
            label={t(`tabs.${tab}`)}
            icon={
              <Label color={TAB_COLOR[tab]} variant={tab === status ? 'filled' : 'soft'}>
                {counts ? format.number(counts[tab]) : '–'}
              </Label>
            }
          />
        ))}
      </Tabs>
      <Stack sx={{ p: 2.5 }}>
        <ToolbarSearch value={search} onChange={setSearch} placeholder={t('searchPlaceholder')} />
      </Stack>
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
