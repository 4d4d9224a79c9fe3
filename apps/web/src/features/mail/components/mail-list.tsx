// The list side of the mail page: toolbar, rows (skeletons while loading, an alert with Retry on
// failure, "Nothing in {label}" when empty), selection and bulk actions, page and search in the URL.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { useAppSelector } from '../../../lib/hooks.ts';
import { MAIL_PAGE_SIZE, mailPath, type MailLocation } from '../mail-route.ts';
import { selectMailState } from '../mail.slice.ts';
import { useMailDensity } from '../use-mail-density.ts';
import type { MailActions } from '../use-mail-actions.ts';
import { MailListToolbar } from './mail-list-toolbar.tsx';
import { MailRow } from './mail-row.tsx';

interface MailListProps {
  location: MailLocation;
  customLabels: MailLabel[];
  actions: MailActions;
  onRefresh: () => void;
  onOpenDraft: (mail: Mail) => void;
  onOpenNav?: () => void;
  /** Phones: Compose sits in the toolbar, not only in the labels drawer. */
  onCompose?: () => void;
  /** The density choice is remembered per user. */
  userId: string | undefined;
}

export function MailList({
  location,
  customLabels,
  actions,
  onRefresh,
  onOpenDraft,
  onOpenNav,
  onCompose,
  userId,
}: MailListProps) {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  // The slice's answer reaches React through useSyncExternalStore, which renders in the blocking
  // lane: deferred, the twenty rows render in a time-sliced pass (one task of ~1 s on a phone's
  // first visit before; bench/RESULTS.md, "Issue 23, session 11"). The whole state is deferred,
  // so `loading` and the rows always agree.
  const { mails, total, loading, error } = useDeferredValue(useAppSelector(selectMailState));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dense, toggleDense] = useMailDensity(userId);
  const rows = useMemo(
    () => mails.allIds.map((id) => mails.byId[id]).filter((mail): mail is Mail => Boolean(mail)),
    [mails],
  );

  // A new label, page or search starts with nothing selected.
  useEffect(() => setSelected(new Set()), [location.labelId, location.page, location.q]);
  useEffect(() => {
    setSelected((current) => {
      const present = new Set(mails.allIds);
      const kept = [...current].filter((id) => present.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [mails.allIds]);

  const setQuery = (changes: { page?: number; q?: string }) =>
    setSearch((params) => {
      const next = new URLSearchParams(params);
      if (changes.q !== undefined) {
        if (changes.q) next.set('q', changes.q);
        else next.delete('q');
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });

  const open = useCallback(
    (mail: Mail) =>
      mail.folder === 'drafts'
        ? onOpenDraft(mail)
        : navigate({ pathname: mailPath(location, mail.id), search: window.location.search }),
    [location, navigate, onOpenDraft],
  );
  const select = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const change = useCallback(
    (ids: string[], changes: Parameters<MailActions['change']>[1]) =>
      void actions.change(ids, changes),
    [actions],
  );
  const archive = useCallback((ids: string[]) => void actions.move(ids, 'archive'), [actions]);
  const remove = useCallback(
    (ids: string[]) => void actions.remove(rows.filter((mail) => ids.includes(mail.id))),
    [actions, rows],
  );
  const selectedIds = [...selected];
  const labelName = t(`labels.${location.labelId}`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <MailListToolbar
        selectedCount={selected.size}
        pageCount={rows.length}
        total={total}
        page={location.page}
        pageSize={MAIL_PAGE_SIZE}
        q={location.q}
        dense={dense}
        canArchive={!['archive', 'drafts', 'trash'].includes(location.labelId)}
        onOpenNav={onOpenNav}
        onCompose={onCompose}
        onSelectAll={(on) => setSelected(on ? new Set(rows.map((mail) => mail.id)) : new Set())}
        onRefresh={onRefresh}
        onDense={toggleDense}
        onSearch={(q) => setQuery({ q })}
        onPage={(page) => setQuery({ page })}
        onArchive={() => archive(selectedIds)}
        onDelete={() => remove(selectedIds)}
        onMarkRead={(isUnread) => change(selectedIds, { isUnread })}
      />
      {loading && rows.length > 0 && (
        <LinearProgress sx={{ height: 2 }} aria-label={t('list.loading')} />
      )}
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {error && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onRefresh}>
                {t('retry')}
              </Button>
            }
          >
            {error}
          </Alert>
        )}
        {!error && loading && rows.length === 0 && (
          <Box aria-busy="true" aria-label={t('list.loading')}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} variant="rectangular" height={52} sx={{ mb: '1px' }} />
            ))}
          </Box>
        )}
        {!error && !loading && rows.length === 0 && (
          <Box sx={{ py: 10, textAlign: 'center' }}>
            <Typography variant="h6" color="text.secondary">
              {location.q
                ? t('list.noResults', { q: location.q })
                : t('list.empty', { label: labelName })}
            </Typography>
          </Box>
        )}
        {rows.length > 0 && (
          <Box component="ul" aria-label={labelName} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((mail) => (
              <MailRow
                key={mail.id}
                mail={mail}
                selected={selected.has(mail.id)}
                dense={dense}
                customLabels={customLabels}
                onOpen={open}
                onSelect={select}
                onChange={change}
                onArchive={archive}
                onDelete={remove}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
