// The gallery: every photo a user posted, opening in a lightbox.
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { mediaUrl } from '../../lib/media-url.ts';
import { useRequest } from '../../lib/use-request.ts';
import { profileApi } from './profile.api.ts';
import { localeOf } from '../../lib/formatters.ts';

export function ProfileGallery({ slug }: { slug?: string }) {
  const { t, i18n } = useTranslation('profile');
  const gallery = useRequest(
    (signal) => profileApi.gallery(slug, signal).then((body) => body.gallery),
    [slug],
  );
  const [open, setOpen] = useState<number | null>(null);
  const items = gallery.data ?? [];
  const current = open === null ? undefined : items[open];
  const date = (iso: string) =>
    new Intl.DateTimeFormat(localeOf(i18n.language), {
      dateStyle: 'medium',
    }).format(new Date(iso));

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {t('tabs.gallery')}
      </Typography>
      {gallery.error ? (
        <RetryAlert message={gallery.error} onRetry={gallery.reload} />
      ) : gallery.loading && !gallery.data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
          {t('noPhotos')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {items.map((item, index) => (
            <ButtonBase
              key={item.id}
              onClick={() => setOpen(index)}
              aria-label={t('openPhoto', { title: item.title || date(item.postAt) })}
              sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', display: 'block' }}
            >
              <Box
                component="img"
                src={mediaUrl(item.imageUrl)}
                alt=""
                loading="lazy"
                sx={{ width: 1, aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  bottom: 0,
                  p: 2,
                  color: 'common.white',
                  textAlign: 'left',
                  background: 'linear-gradient(to top, rgba(0,0,0,0.7), transparent)',
                }}
              >
                <Typography variant="subtitle2" noWrap>
                  {item.title || t('photo')}
                </Typography>
                <Typography variant="caption" sx={{ opacity: 0.72 }}>
                  {date(item.postAt)}
                </Typography>
              </Box>
            </ButtonBase>
          ))}
        </Box>
      )}
      <Dialog
        open={!!current}
        onClose={() => setOpen(null)}
        maxWidth="md"
        fullWidth
        aria-label={current?.title || t('photo')}
      >
        {current && (
          <Box sx={{ position: 'relative', bgcolor: 'common.black' }}>
            <Box
              component="img"
              src={mediaUrl(current.imageUrl)}
              alt={current.title}
              sx={{ width: 1, maxHeight: '80vh', objectFit: 'contain', display: 'block' }}
            />
            <IconButton
              onClick={() => setOpen(null)}
              aria-label={t('close')}
              sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white' }}
            >
              <CloseRounded />
            </IconButton>
            {items.length > 1 && (
              <>
                <IconButton
                  onClick={() =>
                    setOpen((index) => ((index ?? 0) + items.length - 1) % items.length)
                  }
                  aria-label={t('previous')}
                  sx={{ position: 'absolute', top: '50%', left: 8, color: 'common.white' }}
                >
                  <ChevronLeftRounded />
                </IconButton>
                <IconButton
                  onClick={() => setOpen((index) => ((index ?? 0) + 1) % items.length)}
                  aria-label={t('next')}
                  sx={{ position: 'absolute', top: '50%', right: 8, color: 'common.white' }}
                >
                  <ChevronRightRounded />
                </IconButton>
              </>
            )}
          </Box>
        )}
      </Dialog>
    </Stack>
  );
}
