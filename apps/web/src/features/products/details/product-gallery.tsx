// Product pictures: a carousel with arrows, thumbnails, and a full-screen lightbox.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatters.ts';
import { mediaUrl } from '../../../lib/media-url.ts';

const arrowSx = {
  bgcolor: 'rgba(20, 26, 33, 0.48)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(20, 26, 33, 0.72)' },
};

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const rtl = useTheme().direction === 'rtl';
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const Prev = rtl ? ChevronRight : ChevronLeft;
  const Next = rtl ? ChevronLeft : ChevronRight;

  const arrows = count > 1 && (
    <>
      <IconButton
        aria-label={t('gallery.previous')}
        onClick={() => go(-1)}
        sx={{
          ...arrowSx,
          position: 'absolute',
          top: '50%',
          insetInlineStart: 12,
          transform: 'translateY(-50%)',
        }}
      >
        <Prev />
      </IconButton>
      <IconButton
        aria-label={t('gallery.next')}
        onClick={() => go(1)}
        sx={{
          ...arrowSx,
          position: 'absolute',
          top: '50%',
          insetInlineEnd: 12,
          transform: 'translateY(-50%)',
        }}
      >
        <Next />
      </IconButton>
    </>
  );

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={t('gallery.label', { name })}>
      <Box
        sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        <Box
          component="button"
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('gallery.open', { number: index + 1, count })}
          sx={{
            display: 'block',
            width: 1,
            p: 0,
            border: 0,
            cursor: 'zoom-in',
            bgcolor: 'transparent',
          }}
        >
          <Box
            component="img"
            src={mediaUrl(images[index])}
            alt={t('gallery.image', { name, number: index + 1 })}
            width={480}
            height={480}
            sx={{
              display: 'block',
              width: 1,
              height: 'auto',
              aspectRatio: '1 / 1',
              objectFit: 'cover',
            }}
          />
        </Box>
        {arrows}
        <Box
          sx={{
            position: 'absolute',
            bottom: 12,
            insetInlineEnd: 12,
            px: 1,
            borderRadius: 1,
            typography: 'caption',
            color: 'common.white',
            bgcolor: 'rgba(20, 26, 33, 0.56)',
          }}
        >
          {format.number(index + 1)}/{format.number(count)}
        </Box>
      </Box>
      {count > 1 && (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 2, flexWrap: 'wrap' }}>
          {images.map((image, position) => (
            <Box
              key={`${image}-${position}`}
              component="button"
              type="button"
              onClick={() => setIndex(position)}
              aria-label={t('gallery.show', { number: position + 1 })}
              aria-current={position === index}
              sx={{
                p: 0,
                width: 64,
                height: 64,
                borderRadius: 1.25,
                overflow: 'hidden',
                cursor: 'pointer',
                border: 2,
                borderColor: position === index ? 'primary.main' : 'transparent',
                opacity: position === index ? 1 : 0.48,
                bgcolor: 'transparent',
              }}
            >
              <Box
                component="img"
                src={mediaUrl(image)}
                alt=""
                width={64}
                height={64}
                sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
              />
            </Box>
          ))}
        </Box>
      )}
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        aria-label={t('gallery.label', { name })}
        slotProps={{ paper: { sx: { bgcolor: 'rgba(20, 26, 33, 0.92)' } } }}
      >
        <IconButton
          aria-label={t('gallery.close')}
          onClick={() => setOpen(false)}
          sx={{ ...arrowSx, position: 'absolute', top: 16, insetInlineEnd: 16, zIndex: 1 }}
        >
          <Close />
        </IconButton>
        <Box
          sx={{
            position: 'relative',
            flexGrow: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: { xs: 2, md: 8 },
          }}
        >
          <Box
            component="img"
            src={mediaUrl(images[index])}
            alt={t('gallery.image', { name, number: index + 1 })}
            sx={{ maxWidth: 1, maxHeight: '85vh', borderRadius: 2 }}
          />
          {arrows}
        </Box>
      </Dialog>
    </Box>
  );
}
