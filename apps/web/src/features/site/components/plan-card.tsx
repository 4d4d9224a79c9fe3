// A pricing plan: name, caption, price for the cycle, features and the action.
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fCurrency } from '../../../lib/formatters.ts';
import { planPrice, type Plan } from '../site-content.ts';

export function PlanCard({
  plan,
  cycle,
  action,
  highlight,
}: {
  plan: Plan;
  cycle: 'monthly' | 'yearly';
  action?: ReactNode;
  highlight?: boolean;
}) {
  const { t } = useTranslation('site');
  const features = t(`pricing.plans.${plan}.features`, { returnObjects: true }) as string[];
  return (
    <Card
      sx={{
        p: 4,
        height: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        border: highlight ? 2 : 0,
        borderColor: 'primary.main',
        position: 'relative',
      }}
    >
      {highlight && (
        <Chip
          label={t('pricing.popular')}
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: 16, insetInlineEnd: 16 }}
        />
      )}
      <Box>
        <Typography variant="overline" color="text.secondary">
          {t(`pricing.plans.${plan}.name`)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, my: 1 }}>
          <Typography variant="h3" component="p">
            {fCurrency(planPrice(plan, cycle))}
          </Typography>
          <Typography color="text.secondary">
            {cycle === 'yearly' ? t('pricing.perYear') : t('pricing.perMonth')}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t(`pricing.plans.${plan}.caption`)}
        </Typography>
      </Box>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none', flexGrow: 1 }}>
        {features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, typography: 'body2' }}>
            <CheckRounded fontSize="small" color="primary" />
            {feature}
          </Box>
        ))}
      </Stack>
      {action}
    </Card>
  );
}
