// The storage-usage bar (issue 20): what the quota counts (the trash included) of the quota,
// split by kind, with what the trash holds; refreshed by every change ('File' tag).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILE_USAGE_KINDS, type FileUsageKind } from '@keel/contracts/files';
import { fBytes } from '../../lib/formatters.ts';
import { useFileUsageQuery } from './files.api.ts';

const KIND_COLORS: Record<FileUsageKind, string> = {
  documents: 'info.main',
  images: 'success.main',
  media: 'warning.main',
  other: 'text.disabled',
};

export function FileUsageBar() {
  const { t, i18n } = useTranslation('files');
  const usage = useFileUsageQuery(undefined).data?.usage;
  const bytes = (value: number) => fBytes(value, i18n.language);
  if (!usage) return <Skeleton variant="rounded" height={56} sx={{ mx: 2.5, mt: 2.5 }} />;
  const share = (value: number) => (usage.quota > 0 ? (value / usage.quota) * 100 : 0);
  const percent = Math.min(100, Math.round(share(usage.used)));
  return (
    <Box sx={{ px: 2.5, pt: 2.5 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="subtitle2">{t('usage.title')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('usage.usedOf', { used: bytes(usage.used), quota: bytes(usage.quota) })}
        </Typography>
      </Stack>
      <Box
        role="meter"
        aria-label={t('usage.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('usage.usedOf', { used: bytes(usage.used), quota: bytes(usage.quota) })}
        sx={{
          display: 'flex',
          height: 8,
          my: 1,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {FILE_USAGE_KINDS.map((kind) => (
          <Box
            key={kind}
            sx={{ width: `${share(usage.byKind[kind])}%`, bgcolor: KIND_COLORS[kind] }}
          />
        ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {FILE_USAGE_KINDS.map((kind) => (
          <Stack key={kind} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: KIND_COLORS[kind] }} />
            <Typography variant="caption">
              {t(`usage.kinds.${kind}`)}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {bytes(usage.byKind[kind])}
              </Box>
            </Typography>
          </Stack>
        ))}
        {usage.trash > 0 && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('usage.trash', { size: bytes(usage.trash) })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
