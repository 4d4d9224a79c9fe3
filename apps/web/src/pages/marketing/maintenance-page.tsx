// Maintenance (docs/spec/pages.md#public-pages, Compact): "Keel is under maintenance", "Go to home".
import BuildCircleRounded from '@mui/icons-material/BuildCircleRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { paths } from '../../lib/paths.ts';

export function MaintenancePage() {
  const { t } = useTranslation('site');
  return (
    <>
      <PageTitle title={t('maintenance.title')} />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {t('maintenance.heading')}
      </Typography>
      <Typography color="text.secondary">{t('maintenance.text')}</Typography>
      <BuildCircleRounded
        aria-hidden
        sx={{
          fontSize: 160,
          color: 'primary.main',
          // Faint, but still seen on the dark background.
          opacity: (theme) => (theme.palette.mode === 'dark' ? 0.56 : 0.32),
          my: 5,
        }}
      />
      <div>
        <Button component={RouterLink} to={paths.home} variant="contained" size="large">
          {t('maintenance.goHome')}
        </Button>
      </div>
    </>
  );
}
