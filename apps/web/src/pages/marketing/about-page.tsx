// About us (docs/spec/pages.md#public-pages): who we are, what Keel is, our vision, the team, testimonials.
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { DashboardMockup } from '../../features/site/components/dashboard-mockup.tsx';
import { SectionHeading } from '../../features/site/components/section-heading.tsx';
import { TestimonialCard } from '../../features/site/components/testimonial-card.tsx';
import { TEAM, TESTIMONIALS } from '../../features/site/site-content.ts';

const TEAM_COLORS = ['#3366FF', '#00AB55', '#FFAB00', '#FF5630'];

export function AboutPage() {
  const { t } = useTranslation('site');
  return (
    <>
      <PageTitle title={t('about.title')} />
      <Box
        sx={(theme) => ({
          py: { xs: 8, md: 12 },
          background: `linear-gradient(180deg, ${theme.palette.primary.main}14, transparent)`,
        })}
      >
        <Container>
          <SectionHeading component="h1" title={t('about.heading')} text={t('about.intro')} />
        </Container>
      </Box>
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Grid container spacing={6} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <DashboardMockup mode="light" label={t('home.lightAlt')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 3 }}>
              {t('about.whatTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('about.whatText')}
            </Typography>
            <Stack spacing={1.5}>
              {(t('about.whatPoints', { returnObjects: true }) as string[]).map((point) => (
                <Box key={point} sx={{ display: 'flex', gap: 1 }}>
                  <CheckCircleRounded color="success" fontSize="small" />
                  <Typography variant="body2">{point}</Typography>
                </Box>
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Card sx={{ p: { xs: 4, md: 8 }, my: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography variant="h3" component="h2" sx={{ mb: 3 }}>
            {t('about.visionTitle')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ maxWidth: 760, mx: 'auto', fontWeight: 400 }}
          >
            {t('about.visionText')}
          </Typography>
        </Card>
        <SectionHeading title={t('about.teamTitle')} text={t('about.teamText')} />
        <Grid container spacing={3} sx={{ mb: { xs: 8, md: 12 } }}>
          {TEAM.map((member, index) => (
            <Grid key={member} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ p: 4, textAlign: 'center', height: 1 }}>
                <Avatar
                  alt=""
                  sx={{
                    width: 96,
                    height: 96,
                    mx: 'auto',
                    mb: 2,
                    fontSize: 36,
                    bgcolor: TEAM_COLORS[index],
                  }}
                >
                  {t(`about.team.${member}.name`).charAt(0)}
                </Avatar>
                <Typography variant="subtitle1">{t(`about.team.${member}.name`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`about.team.${member}.role`)}
                </Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
        <SectionHeading title={t('about.testimonialsTitle')} />
        <Grid container spacing={3}>
          {TESTIMONIALS.slice(3, 6).map((item, index) => (
            <Grid key={item.key} size={{ xs: 12, md: 4 }}>
              <TestimonialCard itemKey={item.key} rating={item.rating} index={index + 3} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
