// /dashboard/file (pages.md §4), the signed-in user's own storage: counts, quota of 5 GB,
// storage by kind, upload activity by period, folders, recent files and an upload dropzone.
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { FileDashboard, Period } from '@keel/contracts/dashboards';
import { useSnackbar } from 'notistack';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Chart } from '../../components/chart/chart.tsx';
import { fBucketLabel, fBytes, fDateTime, fNumber } from '../../lib/formatters.ts';
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { useRequest } from '../../lib/use-request.ts';
import { ChartCard, Selector } from './components/chart-card.tsx';
import { DashboardError, DashboardSkeleton } from './components/dashboard-status.tsx';
import { overviewApi } from './overview.api.ts';

export function FileOverview() {
  const [period, setPeriod] = useState<Period>('month');
  const [version, setVersion] = useState(0);
  const { data, error, reload } = useRequest((signal) => overviewApi.file(period, signal), [period, version]);
  if (error && !data) return <DashboardError message={error} onRetry={reload} />;
  if (!data) return <DashboardSkeleton />;
  return <FileBody data={data} period={period} onPeriod={setPeriod} onUploaded={() => setVersion((value) => value + 1)} />;
}

function CountCard({ title, value }: { title: string; value: number }) {
  return (
    <Card sx={{ p: 3, height: 1 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h3" sx={{ mt: 1 }}>
        {fNumber(value)}
      </Typography>
    </Card>
  );
}

function UploadZone({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation('overview');
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) await overviewApi.upload(file);
      enqueueSnackbar(t('file.uploaded'));
      onUploaded();
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={t('file.upload')}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && input.current?.click()}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        void upload(event.dataTransfer.files);
      }}
      sx={{
        p: 4,
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.neutral',
        textAlign: 'center',
        cursor: 'pointer',
        opacity: busy ? 0.5 : 1,
      }}
    >
      <CloudUploadRounded color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="subtitle1">{t('file.upload')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('file.uploadHint')}
      </Typography>
      <input ref={input} type="file" multiple hidden onChange={(event) => void upload(event.target.files)} />
    </Box>
  );
}

function FileBody({ data, period, onPeriod, onUploaded }: { data: FileDashboard; period: Period; onPeriod: (p: Period) => void; onUploaded: () => void }) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  const periods = (['week', 'month', 'year'] as const).map((value) => ({ value, label: t(`period.${value}`) }));
  const usedPercent = (data.quota.used / data.quota.total) * 100;
  const kinds = data.storage.map((row) => t(`file.kinds.${row.label}`, { defaultValue: row.label }));
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CountCard title={t('file.myFiles')} value={data.myFiles} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CountCard title={t('file.sharedWithMe')} value={data.sharedWithMe} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CountCard title={t('file.favorites')} value={data.favorites} />
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <Stack spacing={3}>
          <Card sx={{ p: 3 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2">{t('file.storage')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('file.quota', { used: fBytes(data.quota.used), total: fBytes(data.quota.total) })}
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={Math.min(100, usedPercent)} aria-label={t('file.storage')} sx={{ height: 10, borderRadius: 1 }} />
          </Card>
          <ChartCard title={t('file.dataActivity')} action={<Selector label={t('periodLabel')} value={period} options={periods} onChange={onPeriod} />}>
            <Chart
              type="bar"
              height={320}
              label={t('file.dataActivity')}
              series={data.dataActivity.series.map((row) => ({ name: t(`file.kinds.${row.name}`, { defaultValue: row.name }), data: row.data }))}
              options={{ chart: { stacked: true }, xaxis: { categories: data.dataActivity.categories.map(fBucketLabel), tickAmount: 10 } }}
            />
          </ChartCard>
          <Card>
            <CardHeader
              title={t('file.folders')}
              action={
                <Button component={RouterLink} to={paths.dashboard.fileManager} size="small">
                  {t('viewAll')}
                </Button>
              }
            />
            <Box sx={{ p: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
              {data.folders.length === 0 && <Typography color="text.secondary">{t('file.noFolders')}</Typography>}
              {data.folders.map((folder) => (
                <Box key={folder.id} sx={{ p: 2, borderRadius: 1.5, border: 1, borderColor: 'divider' }}>
                  <FolderRounded sx={{ color: 'warning.main', fontSize: 36 }} />
                  <Typography variant="subtitle2" noWrap>
                    {folder.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('file.files', { count: folder.totalFiles })} · {fBytes(folder.size)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Stack spacing={3}>
          <UploadZone onUploaded={onUploaded} />
          <ChartCard title={t('file.storage')} subheader={fBytes(data.quota.used)}>
            <Chart
              type="donut"
              height={300}
              label={t('file.storage')}
              series={data.storage.map((row) => row.size)}
              options={{
                labels: kinds,
                colors: [theme.palette.primary.main, theme.palette.error.main, theme.palette.warning.main, theme.palette.grey[500]],
                legend: { position: 'bottom', horizontalAlign: 'center' },
                stroke: { width: 0 },
                tooltip: { y: { formatter: (value: number) => fBytes(value) } },
                plotOptions: { pie: { donut: { labels: { total: { show: true, label: t('file.storage'), formatter: () => fBytes(data.quota.used) }, value: { formatter: (value: string) => fBytes(Number(value)) } } } } },
              }}
            />
          </ChartCard>
          <Card>
            <CardHeader title={t('file.recentFiles')} />
            <Stack spacing={2} sx={{ p: 3 }}>
              {data.recentFiles.length === 0 && <Typography color="text.secondary">{t('file.noFiles')}</Typography>}
              {data.recentFiles.map((file) => (
                <Box key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <InsertDriveFileRounded color="primary" />
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Link href={file.url} target="_blank" rel="noopener" variant="subtitle2" color="inherit" noWrap sx={{ display: 'block' }}>
                      {file.name}
                    </Link>
                    <Typography variant="caption" color="text.secondary">
                      {fBytes(file.size)} · {fDateTime(file.dateModified)}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Stack>
          </Card>
        </Stack>
      </Grid>
    </Grid>
  );
}
