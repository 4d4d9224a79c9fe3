// Coming soon (docs/spec/pages.md#public-pages, Compact): countdown and "Notify me" (POST /api/subscribers/new).
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SubscribeBodySchema, type SubscribeBody } from '@keel/contracts/site';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { useSubscribeToLaunchMutation } from '../../features/site/site.api.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';

/** The launch the countdown runs to: the first day of the next quarter. */
function launchDate(now = new Date()): number {
  const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  return Date.UTC(now.getUTCFullYear() + (quarter === 4 ? 1 : 0), (quarter % 4) * 3, 1);
}

function useCountdown(target: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, target - now) / 1000;
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: Math.floor(left % 60),
  };
}

export function ComingSoonPage() {
  const { t } = useTranslation('site');
  const [target] = useState(() => launchDate());
  const left = useCountdown(target);
  const [result, setResult] = useState<{ already: boolean } | null>(null);
  const [serverError, setServerError] = useState('');
  const methods = useForm<SubscribeBody>({
    resolver: zodResolver(SubscribeBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const [subscribeToLaunch] = useSubscribeToLaunchMutation();
  const onSubmit = methods.handleSubmit(async (values) => {
    setServerError('');
    try {
      const body = await subscribeToLaunch({ body: values }).unwrap();
      setResult({ already: body.alreadySubscribed });
      methods.reset();
    } catch (failure) {
      setServerError(applyServerErrors(failure, methods.setError, ['email']));
    }
  });
  return (
    <>
      <PageTitle title={t('comingSoon.title')} />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {t('comingSoon.heading')}
      </Typography>
      <Typography color="text.secondary">{t('comingSoon.text')}</Typography>
      <Box
        role="timer"
        aria-live="off"
        sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 2, sm: 3 }, my: 5 }}
      >
        {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
          <Box key={unit} sx={{ minWidth: 64 }}>
            <Typography variant="h3" component="p">
              {String(left[unit]).padStart(2, '0')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`comingSoon.${unit}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <RHFTextField
            name="email"
            type="email"
            placeholder={t('comingSoon.email')}
            slotProps={{ htmlInput: { 'aria-label': t('comingSoon.email') } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={methods.formState.isSubmitting}
            sx={{ flexShrink: 0, height: 56 }}
          >
            {t('comingSoon.notify')}
          </Button>
        </Box>
      </FormProvider>
      {result && (
        <Alert severity={result.already ? 'info' : 'success'} sx={{ mt: 2, textAlign: 'start' }}>
          {result.already ? t('comingSoon.already') : t('comingSoon.subscribed')}
        </Alert>
      )}
      {serverError && (
        <Alert severity="error" sx={{ mt: 2, textAlign: 'start' }}>
          {t(serverError, {
            ns: 'validation',
            keySeparator: false,
            nsSeparator: false,
            defaultValue: serverError,
          })}
        </Alert>
      )}
    </>
  );
}
