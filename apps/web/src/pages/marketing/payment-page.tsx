// Payment (docs/spec/pages.md#public-pages, Simple layout): billing address, PayPal or card, summary, "Upgrade my
// plan" → POST /api/account/plan. Signed-out visitors sign in first and come back here.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAppSelector } from '../../lib/hooks.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { siteApi, usePaymentPageCardsQuery } from '../../features/site/site.api.ts';
import { planPrice, type Plan } from '../../features/site/site-content.ts';
import { fCurrency } from '../../lib/formatters.ts';
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';

const PaymentSchema = z.object({
  personName: z.string().trim().min(1, 'payment.errors.personName'),
  phoneNumber: z.string().trim().min(1, 'payment.errors.phoneNumber'),
  email: z
    .string()
    .trim()
    .min(1, 'payment.errors.email')
    .pipe(z.email('payment.errors.emailInvalid')),
  address: z.string().trim().min(1, 'payment.errors.address'),
  method: z.enum(['paypal', 'card'], { error: 'payment.errors.method' }),
  cardId: z.string().optional(),
});
type PaymentForm = z.input<typeof PaymentSchema>;

export function PaymentPage() {
  const { t } = useTranslation('site');
  const session = useAppSelector((state) => state.session);
  const location = useLocation();
  const [params] = useSearchParams();
  const plan = (
    ['basic', 'starter', 'premium'].includes(params.get('plan') ?? '')
      ? params.get('plan')
      : 'premium'
  ) as Plan;
  const cycle = params.get('cycle') === 'yearly' ? 'yearly' : 'monthly';
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageTitle title={t('payment.title')} />
      <Box sx={{ textAlign: 'center', mb: 6 }}>
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          {t('payment.heading')}
        </Typography>
        <Typography color="text.secondary">
          {t('payment.subheading', { plan: t(`pricing.plans.${plan}.name`) })}
        </Typography>
      </Box>
      {session.isInitialized && !session.isAuthenticated && (
        <Alert
          severity="info"
          sx={{ maxWidth: 560, mx: 'auto' }}
          action={
            <Button
              component={RouterLink}
              to={`${paths.auth.login}?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
              color="inherit"
              size="small"
            >
              {t('payment.signIn')}
            </Button>
          }
        >
          {t('payment.signInFirst')}
        </Alert>
      )}
      {session.user ? (
        <PaymentBody
          plan={plan}
          cycle={cycle}
          email={session.user.email}
          name={session.user.displayName}
          phone={session.user.phoneNumber}
          address={session.user.address}
        />
      ) : null}
    </Container>
  );
}

function PaymentBody({
  plan,
  cycle,
  email,
  name,
  phone,
  address,
}: {
  plan: Plan;
  cycle: 'monthly' | 'yearly';
  email: string;
  name: string;
  phone: string;
  address: string;
}) {
  const { t } = useTranslation('site');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const cards = usePaymentPageCardsQuery(undefined);
  const methods = useForm<PaymentForm>({
    resolver: zodResolver(PaymentSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      personName: name,
      phoneNumber: phone,
      email,
      address,
      method: 'paypal',
      cardId: '',
    },
  });
  const method = methods.watch('method');
  const price = planPrice(plan, cycle);

  const onSubmit = methods.handleSubmit(async (values) => {
    setServerError('');
    try {
      await siteApi.upgrade({
        plan,
        billingCycle: cycle,
        cardId: values.method === 'card' ? values.cardId || undefined : undefined,
      });
      enqueueSnackbar(t('payment.success'));
      navigate(`${paths.dashboard.user.account}?tab=billing`);
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  });

  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Card sx={{ p: { xs: 3, md: 5 } }}>
          <Grid container spacing={{ xs: 4, md: 6 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
                {t('payment.billingAddress')}
              </Typography>
              <Stack spacing={2.5}>
                {(['personName', 'phoneNumber', 'email', 'address'] as const).map((field) => (
                  <Controller
                    key={field}
                    name={field}
                    control={methods.control}
                    render={({ field: input, fieldState: { error } }) => (
                      <TextField
                        {...input}
                        label={t(`payment.${field}`)}
                        error={!!error}
                        helperText={error?.message ? t(error.message) : undefined}
                        fullWidth
                      />
                    )}
                  />
                ))}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
                {t('payment.paymentMethods')}
              </Typography>
              <Controller
                name="method"
                control={methods.control}
                render={({ field, fieldState: { error } }) => (
                  <RadioGroup {...field} aria-label={t('payment.paymentMethods')}>
                    {(['paypal', 'card'] as const).map((value) => (
                      <Box
                        key={value}
                        sx={{
                          border: 1,
                          borderColor: field.value === value ? 'primary.main' : 'divider',
                          borderRadius: 1.5,
                          px: 2,
                          py: 1,
                          mb: 1.5,
                        }}
                      >
                        <FormControlLabel
                          value={value}
                          control={<Radio />}
                          label={t(`payment.${value}`)}
                          sx={{ width: 1 }}
                        />
                      </Box>
                    ))}
                    {error?.message && (
                      <Typography color="error" variant="caption">
                        {t(error.message)}
                      </Typography>
                    )}
                  </RadioGroup>
                )}
              />
              {method === 'card' && (
                <RHFTextField
                  select
                  name="cardId"
                  label={t('payment.chooseCard')}
                  helperText={cards.data?.cards.length ? undefined : t('payment.noCard')}
                >
                  {(cards.data?.cards ?? []).map((card) => (
                    <MenuItem key={card.id} value={card.id}>
                      {card.cardType} •••• {card.last4}
                    </MenuItem>
                  ))}
                </RHFTextField>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Box sx={{ p: 3, borderRadius: 2, bgcolor: 'action.hover' }}>
                <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
                  {t('payment.summary')}
                </Typography>
                <Stack spacing={2}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography color="text.secondary">{t('payment.subscription')}</Typography>
                    <Typography variant="subtitle2">{t(`pricing.plans.${plan}.name`)}</Typography>
                  </Box>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography color="text.secondary">
                      {cycle === 'yearly' ? t('payment.billedYearly') : t('payment.billedMonthly')}
                    </Typography>
                    <Typography variant="h4" component="p">
                      {fCurrency(price)}
                    </Typography>
                  </Box>
                  <Divider sx={{ borderStyle: 'dashed' }} />
                  <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography variant="subtitle1">{t('payment.totalBilled')}</Typography>
                    <Typography variant="subtitle1">{fCurrency(price)}</Typography>
                  </Box>
                  <Typography variant="caption" color="text.secondary">
                    {t('payment.taxes')}
                  </Typography>
                  {serverError && (
                    <Alert severity="error">
                      {t(serverError, {
                        ns: 'validation',
                        keySeparator: false,
                        nsSeparator: false,
                        defaultValue: serverError,
                      })}
                    </Alert>
                  )}
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    loading={methods.formState.isSubmitting}
                  >
                    {t('payment.upgrade')}
                  </Button>
                  <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                    {t('payment.secure')}
                  </Typography>
                </Stack>
              </Box>
            </Grid>
          </Grid>
        </Card>
      </Box>
    </FormProvider>
  );
}
