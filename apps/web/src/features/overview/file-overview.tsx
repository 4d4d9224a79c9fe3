// /dashboard/file (docs/spec/pages.md#overview-dashboards), my file manager at a glance: counts, quota of 5 GB, storage
// by kind, files added per period, folders, recent files and an upload dropzone.
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { FileDashboard, Period } from '@keel/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/chart/bar-chart.tsx';
import { DonutChart } from '../../components/chart/donut-chart.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { fBucketLabel, fBytes, fDateTime, fNumber } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { ChartCard, PeriodSelector } from './components/chart-card.tsx';
import { DashboardError, DashboardSkeleton } from './components/dashboard-status.tsx';
import { FileFolders } from './components/file-folders.tsx';
import { FileUploadZone } from './components/file-upload-zone.tsx';
import { useFileDashboardQuery } from './overview.api.ts';
import { useDashboard } from './use-dashboard.ts';
import { dataAndError } from '../../lib/api.ts';

const usePeriod = (period: Period) =>
  useFileDashboardQuery({ query: { period } }, { selectFromResult: dataAndError });

export function FileOverview() {
  const { data, error, reload, choice, choose } = useDashboard<Period, FileDashboard>(
    'month',
    usePeriod,
  );
  if (error && !data) return <DashboardError message={error} onRetry={reload} />;
  if (!data) return <DashboardSkeleton />;
  return <FileBody data={data} period={choice} onPeriod={choose} />;
}

function CountCard({ title, value, to }: { title: string; value: number; to: string }) {
  return (
    <Card sx={{ height: 1 }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 3, height: 1 }}>
        <Typography variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h3" sx={{ mt: 1 }}>
          {fNumber(value)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

function FileBody({
  data,
  period,
  onPeriod,
}: {
  data: FileDashboard;
  period: Period;
  onPeriod: (p: Period) => void;
}) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  const usedPercent = (data.quota.used / data.quota.total) * 100;
  const kinds = data.storage.map((row) =>
    t(`file.kinds.${row.label}`, { defaultValue: row.label }),
  );
  // Images, Media, Documents, Other: the same colour in the activity bars and the storage donut.
  // Not the primary colour: the orange and red presets would make it a twin of warning or error.
  const kindColors = [
    theme.palette.info.main,
    theme.palette.error.main,
    theme.palette.warning.main,
    theme.palette.grey[500],
  ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CountCard
          title={t('file.myFiles')}
          value={data.myFiles}
          to={paths.dashboard.fileManager}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CountCard
          title={t('file.sharedWithMe')}
          value={data.sharedWithMe}
          to={`${paths.dashboard.fileManager}?scope=shared`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CountCard
          title={t('file.favorites')}
          value={data.favorites}
          to={`${paths.dashboard.fileManager}?scope=favorites`}
        />
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <Stack spacing={3}>
          <Card sx={{ p: 3 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2">{t('file.storage')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('file.quota', {
                  used: fBytes(data.quota.used),
                  total: fBytes(data.quota.total),
                })}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, usedPercent)}
              aria-label={t('file.storage')}
              sx={{ height: 10, borderRadius: 1, bgcolor: alpha(theme.palette.grey[500], 0.16) }}
            />
          </Card>
          <ChartCard
            title={t('file.dataActivity')}
            action={<PeriodSelector value={period} onChange={onPeriod} />}
          >
            <BarChart
              stacked
              integer
              height={300}
              label={t('file.dataActivity')}
              series={data.dataActivity.series.map((row) => ({
                name: t(`file.kinds.${row.name}`, { defaultValue: row.name }),
                data: row.data,
              }))}
              categories={data.dataActivity.categories.map(fBucketLabel)}
              colors={kindColors}
            />
          </ChartCard>
          <FileFolders folders={data.folders} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Stack spacing={3}>
          <FileUploadZone />
          <ChartCard title={t('file.storage')} subheader={fBytes(data.quota.used)}>
            <DonutChart
              height={240}
              label={t('file.storage')}
              values={data.storage.map((row) => row.size)}
              labels={kinds}
              colors={kindColors}
              format={fBytes}
              totalLabel={t('file.storage')}
              total={fBytes(data.quota.used)}
            />
          </ChartCard>
          <Card>
            <CardHeader title={t('file.recentFiles')} />
            <Stack spacing={2} sx={{ p: 3 }}>
              {data.recentFiles.length === 0 && (
                <Typography color="text.secondary">{t('file.noFiles')}</Typography>
              )}
              {data.recentFiles.map((file) => (
                <Box key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <InsertDriveFileRounded color="primary" />
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    {file.url ? (
                      <Link
                        href={file.url}
                        target="_blank"
                        rel="noopener"
                        variant="subtitle2"
                        color="inherit"
                        noWrap
                        sx={{ display: 'block' }}
                      >
                        {file.name}
                      </Link>
                    ) : (
                      <Typography variant="subtitle2" noWrap>
                        {file.name}
                      </Typography>
                    )}
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
