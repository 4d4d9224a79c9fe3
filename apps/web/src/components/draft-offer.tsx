// Offers back the form input kept when the session ended on this page (lib/form-drafts.ts and
// lib/form-draft-restore.ts): shown once the user is signed in again and back on the page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { discardDraft, readDraft, restoreDraft } from '../lib/form-draft-restore.ts';
import type { DraftField } from '../lib/form-drafts.ts';

export function DraftOffer() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [draft, setDraft] = useState<DraftField[] | null>(null);
  useEffect(() => setDraft(readDraft(pathname)), [pathname]);
  if (!draft) return null;

  const close = () => {
    discardDraft(pathname);
    setDraft(null);
  };
  return (
    <Alert
      severity="info"
      sx={{ mx: { xs: 2, sm: 3, lg: 5 }, mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              restoreDraft(draft);
              close();
            }}
          >
            {t('draft.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={close}>
            {t('draft.discard')}
          </Button>
        </Stack>
      }
    >
      {t('draft.kept')}
    </Alert>
  );
}
