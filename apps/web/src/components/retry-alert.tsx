// An error alert with a Retry button, for any failed load (docs/spec/pages.md#ui States). The message is
// the server's English text, shown translated when validation.json knows it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['validation', 'ui-kit']);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('ui-kit:retry')}
        </Button>
      }
    >
      {t(message, {
        ns: 'validation',
        keySeparator: false,
        nsSeparator: false,
        defaultValue: message,
      })}
    </Alert>
  );
}
