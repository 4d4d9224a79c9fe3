// A record's History tab (invoice, product, blog post, user, kanban card): its changes, newest
// first, as diffs, with "Restore this version" where the server says that is safe.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryResource } from '@keel/contracts/audit';
import { errorMessage } from '../../lib/api.ts';
import { failureMessage } from '../../lib/http.ts';
import { RetryAlert } from '../retry-alert.tsx';
import { AuditChanges } from './audit-changes.tsx';
import { useRecordHistoryQuery, useRestoreVersionMutation } from './audit.api.ts';

export function RecordHistory({
  resource,
  recordId,
  onRestored,
}: {
  resource: HistoryResource;
  recordId: string;
  onRestored?: () => void;
}) {
  const { t, i18n } = useTranslation('audit');
  // Read again on every opening: the record may have changed since through calls that do not
  // go through RTK Query (the kanban slice), which invalidate no History tag.
  const history = useRecordHistoryQuery(
    { query: { resource, recordId } },
    { refetchOnMountOrArgChange: true },
  );
  const [restoreVersion] = useRestoreVersionMutation();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );

  const restore = async (entryId: string) => {
    try {
      const { restoredFields } = await restoreVersion({
        body: { resource, recordId, entryId },
      }).unwrap();
      setMessage({
        severity: 'success',
        text: t('restored', { fields: restoredFields.join(', ') || '—' }),
      });
      // The mutation invalidated this History and the record's tag (audit.api.ts).
      onRestored?.();
    } catch (failure) {
      setMessage({ severity: 'error', text: failureMessage(failure) });
    }
  };

  const error = errorMessage(history.error);
  if (error) return <RetryAlert message={error} onRetry={() => void history.refetch()} />;
  // The record asked for, not the one shown before it while this one loads.
  if (!history.currentData) return <Skeleton variant="rounded" height={200} />;
  const { entries } = history.currentData;
  return (
    <Stack spacing={2} component="section" aria-label={t('historyLabel')}>
      {message && (
        <Alert severity={message.severity} role="status" onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {entries.length === 0 && <Typography color="text.secondary">{t('noHistory')}</Typography>}
      {entries.map((entry) => (
        <Card key={entry.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2">{t(`actions.${entry.action}`)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {t('byAt', {
                who: entry.actor?.name ?? t('system'),
                at: new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(entry.at)),
              })}
              {entry.tokenId ? ` · ${t('viaToken')}` : ''}
            </Typography>
            {entry.restorable && (
              <Button size="small" variant="outlined" onClick={() => void restore(entry.id)}>
                {t('restore')}
              </Button>
            )}
          </Stack>
          <AuditChanges entry={entry} />
        </Card>
      ))}
    </Stack>
  );
}
