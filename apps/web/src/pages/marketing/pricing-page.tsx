// Pricing (docs/spec/pages.md#public-pages, Simple layout): Monthly / Yearly, three plans, "Current plan" for mine.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../lib/hooks.ts';
import { Label } from '../../components/label/label.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { PlanCard } from '../../features/site/components/plan-card.tsx';
import { SectionHeading } from '../../features/site/components/section-heading.tsx';
import { paths } from '../../lib/paths.ts';

export function PricingPage() {
  const { t } = useTranslation('site');
  const user = useAppSelector((state) => state.session.user);
  const [yearly, setYearly] = useState(false);
  const cycle = yearly ? 'yearly' : 'monthly';
  return (
    <Container sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle title={t('pricing.title')} />
      <SectionHeading component="h1" title={t('pricing.heading')} text={t('pricing.subheading')} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mb: 6 }}>
        <Typography variant="subtitle2" id="cycle-monthly">
          {t('pricing.monthly')}
        </Typography>
        <Switch
          checked={yearly}
          onChange={(event) => setYearly(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('pricing.yearly') } }}
        />
        <Typography variant="subtitle2">{t('pricing.yearly')}</Typography>
        <Label color="success">{t('pricing.save')}</Label>
      </Box>
      <Grid container spacing={3}>
        {(['basic', 'starter', 'premium'] as const).map((plan) => {
          const current = user?.plan === plan;
          return (
            <Grid key={plan} size={{ xs: 12, md: 4 }}>
              <PlanCard
                plan={plan}
                cycle={cycle}
                highlight={plan === 'starter'}
                action={
                  current ? (
                    <Button fullWidth size="large" variant="outlined" disabled>
                      {t('pricing.currentPlan')}
                    </Button>
                  ) : (
                    <Button
                      fullWidth
                      size="large"
                      variant={plan === 'starter' ? 'contained' : 'outlined'}
                      component={RouterLink}
                      to={`${paths.payment}?plan=${plan}&cycle=${cycle}`}
                    >
                      {t('pricing.choose', { plan: t(`pricing.plans.${plan}.name`) })}
                    </Button>
                  )
                }
              />
            </Grid>
          );
        })}
      </Grid>
    </Container>
  );
}
