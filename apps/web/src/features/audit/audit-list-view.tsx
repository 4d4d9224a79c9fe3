// The audit page (admins, audit.read): every recorded change, newest first, filtered by user,
// resource, action and date, paged by the server; filters live in the URL.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '@keel/contracts/audit';
import { errorMessage } from '../../lib/api.ts';
import { AuditChanges } from '../../components/record-history/audit-changes.tsx';
import { useAuditEntriesQuery } from './audit.api.ts';

const RESOURCES = [
  'users',
  'products',
  'orders',
  'invoices',
  'invoice_items',
  'blog_posts',
  'kanban_cards',
  'kanban_columns',
  'files',
  'mails',
  'calendar_events',
  'api_tokens',
];
const PAGE_SIZE = 25;
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

export function AuditListView() {
  const { t, i18n } = useTranslation('audit');
  const [search, setSearch] = useSearchParams();
  const filters = {
    userId: search.get('userId') ?? '',
    resource: search.get('resource') ?? '',
    action: (search.get('action') ?? '') as AuditAction | '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const set = (changes: Record<string, string>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const answer = useAuditEntriesQuery({
    query: {
      userId: filters.userId || undefined,
      resource: filters.resource || undefined,
      action: filters.action || undefined,
      from: dayStart(filters.from),
      to: dayEnd(filters.to),
      page: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  const list = {
    data: answer.data,
    error: errorMessage(answer.error),
    loading: answer.isFetching,
  };
  const format = new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const entries = list.data?.entries ?? [];

  return (
    <Card>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: 2.5, alignItems: { md: 'center' } }}
      >
        <TextField
          select
          size="small"
          label={t('filters.resource')}
          value={filters.resource}
          onChange={(event) => set({ resource: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {RESOURCES.map((resource) => (
            <MenuItem key={resource} value={resource}>
              {resource}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.action')}
          value={filters.action}
          onChange={(event) => set({ action: event.target.value })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`actions.${action}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('filters.from')}
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('filters.to')}
          value={filters.to}
          onChange={(event) => set({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filters.userId && (
          <Chip
            label={t('filters.user', { name: entries[0]?.actor?.name ?? filters.userId })}
            onDelete={() => set({ userId: '' })}
          />
        )}
      </Stack>
      {list.error && <Alert severity="error">{list.error}</Alert>}
      <Table size="small" aria-label={t('tableLabel')} aria-busy={list.loading}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.when')}</TableCell>
            <TableCell>{t('columns.who')}</TableCell>
            <TableCell>{t('columns.what')}</TableCell>
            <TableCell>{t('columns.changes')}</TableCell>
            <TableCell>{t('columns.from')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {format.format(new Date(entry.at))}
              </TableCell>
              <TableCell>
                {entry.actor ? (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => set({ userId: entry.actor!.id })}
                    title={t('filters.byUser')}
                  >
                    {entry.actor.name}
                  </Link>
                ) : (
                  t('system')
                )}
                {entry.tokenId && (
                  <Typography variant="caption" display="block" color="text.secondary">
                    {t('viaToken')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Typography variant="subtitle2">{t(`actions.${entry.action}`)}</Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                >
                  {entry.resource} {entry.recordId}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 480 }}>
                <AuditChanges entry={entry} />
              </TableCell>
              <TableCell>
                <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
                  {entry.ip}
                  {entry.sessionId && ` · ${entry.sessionId}`}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
          {!list.loading && entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {t('empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack
        direction="row"
        spacing={1}
        sx={{ p: 2, justifyContent: 'flex-end', alignItems: 'center' }}
      >
        <Typography variant="body2">{t('page', { page: filters.page })}</Typography>
        <Button
          disabled={filters.page <= 1}
          onClick={() => set({ page: String(filters.page - 1) })}
        >
          {t('previous')}
        </Button>
        <Button
          disabled={!list.data?.hasMore}
          onClick={() => set({ page: String(filters.page + 1) })}
        >
          {t('next')}
        </Button>
      </Stack>
    </Card>
  );
}
