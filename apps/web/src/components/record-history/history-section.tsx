// A record's History below its edit form (user, blog post): closed until asked for, then the
// changes load (RecordHistory), so the form's page pays nothing for it.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryResource } from '@keel/contracts/audit';

const RecordHistory = lazy(() =>
  import('./record-history.tsx').then((module) => ({ default: module.RecordHistory })),
);

export function HistorySection({
  resource,
  recordId,
  onRestored,
}: {
  resource: HistoryResource;
  recordId: string;
  onRestored?: () => void;
}) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <Card sx={{ p: 3, mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('historyLabel')}
      </Typography>
      <Button aria-expanded={open} aria-controls={panel} onClick={() => setOpen((value) => !value)}>
        {open ? t('hideHistory') : t('showHistory')}
      </Button>
      <div id={panel}>
        {open && (
          <Suspense fallback={null}>
            <RecordHistory resource={resource} recordId={recordId} onRestored={onRestored} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
