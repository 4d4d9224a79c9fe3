// Temporary notice on a page whose feature has not landed yet. Each feature removes it from
// its pages; no issue that owns a page is done while its notice remains.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

export function NotBuiltYet() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="not-built-yet">
      {t('notBuiltYet')}
    </Alert>
  );
}
