// Rings for Total / Paid / Unpaid / Overdue / Draft: count, share and sum, as the server
// computed them for the current filters (docs/spec/pages.md#invoices).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceStats } from '@keel/contracts/invoices';
import { useFormatters } from '../../../lib/formatters.ts';
import { INVOICE_TABS, STATUS_COLOR } from '../invoice-display.ts';

export function InvoiceAnalytics({ stats }: { stats: InvoiceStats | null }) {
  const { t } = useTranslation('invoices');
  const format = useFormatters();
  return (
    <Card sx={{ mb: { xs: 3, md: 5 } }}>
      <Stack
        direction="row"
        divider={<Divider orientation="vertical" flexItem sx={{ borderStyle: 'dashed' }} />}
        sx={{ py: 2, overflowX: 'auto' }}
      >
        {INVOICE_TABS.map((status) => {
          const stat = stats?.[status];
          const color = STATUS_COLOR[status];
          return (
            <Stack
              key={status}
              direction="row"
              spacing={2.5}
              sx={{
                alignItems: 'center',
                px: { xs: 3, md: 2 },
                minWidth: { xs: 232, md: 0 },
                flex: 1,
              }}
            >
              <Box
                sx={{
                  position: 'relative',
                  display: 'inline-flex',
                  color: color === 'default' ? 'text.secondary' : `${color}.main`,
                }}
              >
                <CircularProgress
                  variant="determinate"
                  value={100}
                  size={56}
                  thickness={2}
                  sx={{ color: 'divider', position: 'absolute' }}
                  aria-hidden
                />
                <CircularProgress
                  variant="determinate"
                  value={stat?.percent ?? 0}
                  size={56}
                  thickness={3}
                  color="inherit"
                  aria-label={t('analytics.share', {
                    status: t(`status.${status}`),
                    percent: format.percent(stat?.percent ?? 0),
                  })}
                />
                <Typography
                  variant="caption"
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 600,
                    color: 'text.primary',
                  }}
                >
                  {stat ? format.percent(stat.percent) : ''}
                </Typography>
              </Box>
              <Stack spacing={0.25} sx={{ minWidth: 0, whiteSpace: 'nowrap' }}>
                <Typography variant="h6" component="h2">
                  {t(`status.${status}`)}
                </Typography>
                {stat ? (
                  <>
                    <Typography variant="subtitle2" color="text.secondary">
                      {t('analytics.invoices', { count: stat.count })}
                    </Typography>
                    <Typography variant="subtitle2">{format.currency(stat.amount)}</Typography>
                  </>
                ) : (
                  <>
                    <Skeleton width={100} />
                    <Skeleton width={80} />
                  </>
                )}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
