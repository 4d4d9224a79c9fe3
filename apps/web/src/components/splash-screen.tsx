// Full-page loading state while the session is checked or a route's code loads. It may show
// before any texts have loaded, so it never waits for them (English until they arrive).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function SplashScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      role="progressbar"
      aria-label={t('loading', { defaultValue: 'Loading…' })}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: inline ? 240 : '100vh',
        width: 1,
      }}
    >
      <CircularProgress size={32} />
    </Box>
  );
}
