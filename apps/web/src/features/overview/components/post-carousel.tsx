// A one-at-a-time image carousel (latest posts, new products), with arrows and an optional
// action button ("Buy now") linking to the item.
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';

export interface CarouselItem {
  id: string;
  title: string;
  caption: string;
  image: string;
  href: string;
  overline?: string;
}

interface ImageCarouselProps {
  items: CarouselItem[];
  label: string;
  actionLabel?: string;
  /** 'split' for product shots: the picture above, the text on a dark panel below it. */
  layout?: 'cover' | 'split';
}

export function ImageCarousel({ items, label, actionLabel, layout = 'cover' }: ImageCarouselProps) {
  const { t } = useTranslation('overview');
  const [index, setIndex] = useState(0);
  const item = items[index % Math.max(items.length, 1)];
  if (!item) {
    return (
      <Card sx={{ height: 1, minHeight: 280, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">{t('noData')}</Typography>
      </Card>
    );
  }
  const step = (delta: number) =>
    setIndex((current) => (current + delta + items.length) % items.length);
  return (
    <Card
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      sx={{ height: 1, minHeight: 280, position: 'relative', color: 'common.white' }}
    >
      {layout === 'cover' ? (
        <>
          <Box
            component="img"
            src={item.image}
            alt=""
            sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
          />
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(to bottom, rgba(0,0,0,0) 20%, rgba(0,0,0,0.8))',
            }}
          />
        </>
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'grey.900' }}>
          <Box
            component="img"
            src={item.image}
            alt=""
            sx={{
              display: 'block',
              width: 1,
              height: '42%',
              objectFit: 'cover',
              objectPosition: 'center 60%',
            }}
          />
        </Box>
      )}
      <Box sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: 3 }}>
        {item.overline && (
          <Typography variant="overline" sx={{ color: 'primary.light' }}>
            {item.overline}
          </Typography>
        )}
        <Link component={RouterLink} to={item.href} color="inherit" underline="hover">
          <Typography variant="h6" sx={{ mt: 0.5 }} noWrap>
            {item.title}
          </Typography>
        </Link>
        <Typography variant="body2" sx={{ opacity: 0.8 }} noWrap>
          {item.caption}
        </Typography>
        {actionLabel && (
          <Button
            component={RouterLink}
            to={item.href}
            variant="contained"
            size="small"
            color="primary"
            sx={{ mt: 1.5 }}
            aria-label={`${actionLabel}: ${item.title}`}
          >
            {actionLabel}
          </Button>
        )}
      </Box>
      {items.length > 1 && (
        <Box
          sx={{
            position: 'absolute',
            top: 12,
            insetInlineEnd: 12,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <Typography variant="caption" sx={{ mx: 1 }}>
            {index + 1}/{items.length}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('previous')}
            onClick={() => step(-1)}
            sx={{ color: 'common.white', bgcolor: 'rgba(0,0,0,0.3)' }}
          >
            <ChevronLeftRounded
              fontSize="small"
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('next')}
            onClick={() => step(1)}
            sx={{ color: 'common.white', bgcolor: 'rgba(0,0,0,0.3)' }}
          >
            <ChevronRightRounded
              fontSize="small"
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
        </Box>
      )}
    </Card>
  );
}
