// Testimonials (docs/spec/pages.md#public-pages): average rating and customer quotes, "Start free".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { SectionHeading } from '../../features/site/components/section-heading.tsx';
import { TestimonialCard } from '../../features/site/components/testimonial-card.tsx';
import { TESTIMONIALS } from '../../features/site/site-content.ts';
import { fNumber } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';

export function TestimonialsPage() {
  const { t } = useTranslation('site');
  const average = TESTIMONIALS.reduce((sum, item) => sum + item.rating, 0) / TESTIMONIALS.length;
  return (
    <Container sx={{ py: { xs: 8, md: 12 } }}>
      <PageTitle title={t('testimonials.title')} />
      <SectionHeading
        component="h1"
        title={t('testimonials.heading')}
        text={t('testimonials.subheading')}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 6 }}>
        <Typography variant="h2" component="p">
          {fNumber(Math.round(average * 10) / 10)}
        </Typography>
        <Rating value={average} precision={0.1} readOnly aria-label={t('testimonials.average')} />
        <Typography variant="body2" color="text.secondary">
          {t('testimonials.average')} · {t('testimonials.reviews', { count: TESTIMONIALS.length })}
        </Typography>
      </Box>
      <Grid container spacing={3}>
        {TESTIMONIALS.map((item, index) => (
          <Grid key={item.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <TestimonialCard itemKey={item.key} rating={item.rating} index={index} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 8 }}>
        <Button component={RouterLink} to={paths.auth.register} variant="contained" size="large">
          {t('testimonials.startFree')}
        </Button>
      </Box>
    </Container>
  );
}
