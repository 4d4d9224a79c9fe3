import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link.tsx';
import { paths } from '../../lib/paths.ts';
import { ErrorPageContent } from './error-page-content.tsx';

/** Also the body shown when a page crashes while rendering (with "Try again"). */
export function Page500({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorPageContent
      code="500"
      title={t('errors.500.title')}
      text={t('errors.500.text')}
      action={
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          {onRetry && (
            <Button size="large" variant="outlined" onClick={onRetry}>
              {t('errors.tryAgain')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={paths.home}
            size="large"
            variant="contained"
            reloadDocument={!!onRetry}
          >
            {t('errors.goHome')}
          </Button>
        </Stack>
      }
    />
  );
}
