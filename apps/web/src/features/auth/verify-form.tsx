// /auth/verify (docs/spec/pages.md#auth): "Please check your email!", the six code boxes, Verify, "Resend
// code" with a 60 s wait. Signed out, the e-mail is asked for (prefilled from ?email=).
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { VerifyBodySchema, type VerifyBody } from '@keel/contracts/verification';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { CodeInput } from './code-input.tsx';
import { selectUser, userUpdated } from './session.slice.ts';
import { useMailDelivery } from './use-mail-delivery.ts';
import { useResendCooldown } from './use-resend-cooldown.ts';
import { verificationApi } from './verification.api.ts';

export function VerifyForm() {
  const { t } = useTranslation(['auth-flows', 'auth', 'validation'], { nsMode: 'fallback' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [search] = useSearchParams();
  const user = useAppSelector(selectUser);
  const [serverError, setServerError] = useState('');
  const noMail = useMailDelivery() === false;
  const cooldown = useResendCooldown(Boolean(user) || Boolean(search.get('email')));
  const methods = useForm<VerifyBody>({
    resolver: zodResolver(VerifyBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: user?.email ?? search.get('email') ?? '', code: '' },
  });
  const { handleSubmit, formState, setError, watch, trigger } = methods;
  const email = watch('email');
  const translate = (message: string) =>
    t(message, {
      ns: 'validation',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: message,
    });

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const { user: verified } = await verificationApi.verify(values);
      dispatch(userUpdated(verified));
      enqueueSnackbar(t('verify.done'));
      navigate(paths.dashboard.app, { replace: true });
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, ['email', 'code']));
    }
  });

  const resend = async () => {
    if (!(await trigger('email'))) return;
    try {
      await verificationApi.resend(email);
      cooldown.start();
      enqueueSnackbar(noMail ? t('verify.noMailSent') : t('verify.sent'));
    } catch (failure) {
      enqueueSnackbar(translate(failureMessage(failure)), { variant: 'error' });
    }
  };

  return (
    <FormProvider {...methods}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={3}
        sx={{ textAlign: 'center' }}
      >
        <MarkEmailReadRounded color="primary" sx={{ fontSize: 96, alignSelf: 'center' }} />
        <Stack spacing={1}>
          <Typography variant="h3" component="h1">
            {noMail ? t('verify.noMailTitle') : t('verify.title')}
          </Typography>
          <Typography color="text.secondary">
            {noMail
              ? t('verify.noMail')
              : user
                ? t('verify.textTo', { email: user.email })
                : t('verify.text')}
          </Typography>
        </Stack>
        {serverError && (
          <Alert severity="error" role="alert" sx={{ textAlign: 'left' }}>
            {translate(serverError)}
          </Alert>
        )}
        {!user && (
          <RHFTextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
        )}
        <CodeInput label={t('verify.code')} />
        <Button
          type="submit"
          size="large"
          variant="contained"
          fullWidth
          loading={formState.isSubmitting}
        >
          {t('verify.submit')}
        </Button>
        <Typography variant="body2">
          {t('verify.noCode')}{' '}
          <Link
            component="button"
            type="button"
            variant="subtitle2"
            onClick={() => void resend()}
            disabled={cooldown.left > 0}
            sx={{
              verticalAlign: 'baseline',
              ...(cooldown.left > 0 && { color: 'text.disabled', cursor: 'default' }),
            }}
          >
            {cooldown.left > 0
              ? t('verify.resendIn', { seconds: cooldown.left })
              : t('verify.resend')}
          </Link>
        </Typography>
        {user ? (
          <Link component={RouterLink} to={paths.dashboard.app} color="inherit" variant="subtitle2">
            {t('verify.later')}
          </Link>
        ) : (
          <Link component={RouterLink} to={paths.auth.login} color="inherit" variant="subtitle2">
            {t('backToSignIn')}
          </Link>
        )}
      </Stack>
    </FormProvider>
  );
}
