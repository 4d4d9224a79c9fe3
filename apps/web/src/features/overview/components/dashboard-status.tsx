// What a dashboard shows before its data: skeleton cards while loading, an alert with Retry on failure.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

export function DashboardSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Grid key={index} size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={140} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 8 }}>
        <Skeleton variant="rounded" height={380} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Skeleton variant="rounded" height={380} />
      </Grid>
    </Grid>
  );
}

export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('overview');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadFailed')}: {message}
    </Alert>
  );
}
