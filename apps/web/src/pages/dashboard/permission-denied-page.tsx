// /dashboard/permission-denied (pages.md §14): admins see eight sample cards; members get the
// "Permission denied" message with an illustration.
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useIsAdmin } from '../../features/auth/guards.tsx';
import { DashboardContent } from '../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../lib/paths.ts';

export function PermissionDeniedPage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('site');
  const isAdmin = useIsAdmin();
  return (
    <DashboardContent>
      <PageHeader heading={t('pages.permissionDenied')} links={[{ name: t('nav.dashboard'), href: paths.dashboard.root }, { name: t('pages.permissionDenied') }]} />
      {isAdmin ? (
        <Grid container spacing={3}>
          {Array.from({ length: 8 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ p: 3, height: 1 }}>
                <Typography variant="subtitle1">{ts('misc.cardTitle', { n: index + 1 })}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {ts('misc.cardText')}
                </Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : (
        <Box sx={{ textAlign: 'center', py: 8, maxWidth: 480, mx: 'auto' }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {ts('misc.deniedTitle')}
          </Typography>
          <Typography color="text.secondary">{ts('misc.deniedText')}</Typography>
          <LockRounded aria-hidden sx={{ fontSize: 160, color: 'error.main', opacity: 0.32, mt: 5 }} />
        </Box>
      )}
    </DashboardContent>
  );
}
