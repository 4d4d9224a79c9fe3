// Home (docs/spec/pages.md#public-pages): hero with Live demo / Get started, feature cards, light and dark views,
// pricing teaser and testimonials.
import BoltRounded from '@mui/icons-material/BoltRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import StorageRounded from '@mui/icons-material/StorageRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { DashboardMockup } from '../../features/site/components/dashboard-mockup.tsx';
import { PlanCard } from '../../features/site/components/plan-card.tsx';
import { SectionHeading } from '../../features/site/components/section-heading.tsx';
import { TestimonialCard } from '../../features/site/components/testimonial-card.tsx';
import { TESTIMONIALS } from '../../features/site/site-content.ts';
import { paths } from '../../lib/paths.ts';

const CARDS = [
  { key: 'realData', icon: StorageRounded, color: 'primary.main' },
  { key: 'realtime', icon: BoltRounded, color: 'warning.main' },
  { key: 'secure', icon: ShieldRounded, color: 'success.main' },
  { key: 'global', icon: LanguageRounded, color: 'info.main' },
] as const;

export function HomePage() {
  const { t } = useTranslation('site');
  const stats = [
    { value: '60+', label: t('home.stats.screens') },
    { value: '5', label: t('home.stats.languages') },
    { value: '120+', label: t('home.stats.calls') },
    { value: '1', label: t('home.stats.setup') },
  ];
  return (
    <>
      <PageTitle title={t('home.title')} />
      <Box
        sx={(theme) => ({
          background: `radial-gradient(ellipse at top, ${theme.palette.primary.main}1F, transparent 60%)`,
        })}
      >
        <Container sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
          <Typography variant="overline" color="primary">
            {t('home.heroOverline')}
          </Typography>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: 36, sm: 48, md: 64 }, maxWidth: 900, mx: 'auto', my: 3 }}
          >
            {t('home.heroTitle')}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ maxWidth: 640, mx: 'auto', mb: 5, fontSize: { md: 18 } }}
          >
            {t('home.heroText')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large">
              {t('home.liveDemo')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.auth.register}
              variant="outlined"
              size="large"
              color="inherit"
            >
              {t('home.getStarted')}
            </Button>
          </Box>
          <Grid container spacing={3} sx={{ mt: 8, maxWidth: 800, mx: 'auto' }}>
            {stats.map((stat) => (
              <Grid key={stat.label} size={{ xs: 6, md: 3 }}>
                <Typography variant="h3" component="p">
                  {stat.value}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {stat.label}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container sx={{ py: { xs: 8, md: 12 } }}>
        <SectionHeading title={t('home.featuresTitle')} text={t('home.featuresText')} />
        <Grid container spacing={3}>
          {CARDS.map(({ key, icon: Icon, color }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ p: 4, height: 1 }}>
                <Icon sx={{ fontSize: 40, color, mb: 2 }} />
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {t(`home.cards.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`home.cards.${key}.text`)}
                </Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box sx={{ bgcolor: 'action.hover', py: { xs: 8, md: 12 } }}>
        <Container>
          <SectionHeading title={t('home.screensTitle')} text={t('home.screensText')} />
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 6 }}>
              <DashboardMockup mode="light" label={t('home.lightAlt')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <DashboardMockup mode="dark" label={t('home.darkAlt')} />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container sx={{ py: { xs: 8, md: 12 } }}>
        <SectionHeading title={t('home.pricingTitle')} text={t('home.pricingText')} />
        <Grid container spacing={3}>
          {(['basic', 'starter', 'premium'] as const).map((plan) => (
            <Grid key={plan} size={{ xs: 12, md: 4 }}>
              <PlanCard plan={plan} cycle="monthly" highlight={plan === 'starter'} />
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to={paths.pricing} variant="outlined" size="large">
            {t('home.seePricing')}
          </Button>
        </Box>
      </Container>

      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <SectionHeading title={t('home.testimonialsTitle')} />
        <Grid container spacing={3}>
          {TESTIMONIALS.slice(0, 3).map((item, index) => (
            <Grid key={item.key} size={{ xs: 12, md: 4 }}>
              <TestimonialCard itemKey={item.key} rating={item.rating} index={index} />
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to={paths.testimonials}>
            {t('home.readMore')}
          </Button>
        </Box>
      </Container>

      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Card
          sx={(theme) => ({
            p: { xs: 4, md: 8 },
            textAlign: 'center',
            color: 'common.white',
            backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
          })}
        >
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('home.ctaTitle')}
          </Typography>
          <Typography sx={{ opacity: 0.8, mb: 4 }}>{t('home.ctaText')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={paths.auth.login}
              variant="contained"
              size="large"
              sx={{
                bgcolor: 'common.white',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'grey.200' },
              }}
            >
              {t('home.liveDemo')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.auth.register}
              variant="outlined"
              color="inherit"
              size="large"
            >
              {t('home.getStarted')}
            </Button>
          </Box>
        </Card>
      </Container>
    </>
  );
}
