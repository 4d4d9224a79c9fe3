// /auth/new-password (docs/spec/pages.md#auth): e-mail (fixed when it came from the reset page), the code,
// the new password twice. Success signs the user in: "Password changed" → /dashboard/app.
import MarkEmailUnreadRounded from '@mui/icons-material/MarkEmailUnreadRounded';
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
import { useNavigate } from 'react-router';
import {
  EMAIL_RECOVERY_KEY,
  NewPasswordFormSchema,
  type NewPasswordForm as NewPasswordValues,
} from '@keel/contracts/verification';
import { useAppDispatch } from '../../lib/hooks.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { failureMessage } from '../../lib/http.ts';
import { weakPasswordMessage } from '../../lib/password-strength.ts';
import { paths } from '../../lib/paths.ts';
import { CodeInput } from './code-input.tsx';
import { markSignedOutOnPurpose } from './guards.tsx';
import { signedIn } from './session.slice.ts';
import { setSession } from './token.ts';
import { useMailDelivery } from './use-mail-delivery.ts';
import { useResendCooldown } from './use-resend-cooldown.ts';
import { verificationApi } from './verification.api.ts';

function recoveryEmail(): string {
  try {
    return sessionStorage.getItem(EMAIL_RECOVERY_KEY) ?? '';
  } catch {
    return '';
  }
}

export function NewPasswordForm() {
  const { t } = useTranslation(['auth-flows', 'auth', 'validation'], { nsMode: 'fallback' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [fixedEmail] = useState(recoveryEmail);
  const [serverError, setServerError] = useState('');
  const cooldown = useResendCooldown(Boolean(fixedEmail));
  const noMail = useMailDelivery() === false;
  const methods = useForm<NewPasswordValues>({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: fixedEmail, code: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, formState, setError, trigger, getValues } = methods;
  const translate = (message: string) =>
    t(message, {
      ns: 'validation',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: message,
    });

  const onSubmit = handleSubmit(async ({ email, code, password }) => {
    setServerError('');
    const weak = await weakPasswordMessage(password);
    if (weak)
      return setError('password', { type: 'strength', message: weak }, { shouldFocus: true });
    try {
      const { accessToken, user } = await verificationApi.newPassword({ email, code, password });
      setSession(accessToken);
      markSignedOutOnPurpose(false);
      dispatch(signedIn(user));
      try {
        sessionStorage.removeItem(EMAIL_RECOVERY_KEY);
      } catch {
        // Nothing to clean up in private mode.
      }
      enqueueSnackbar(t('newPassword.done'));
      navigate(paths.dashboard.app, { replace: true });
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, ['email', 'code', 'password']));
    }
  });

  const resend = async () => {
    if (!(await trigger('email'))) return;
    try {
      await verificationApi.resetPassword(getValues('email'));
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
        <MarkEmailUnreadRounded color="primary" sx={{ fontSize: 96, alignSelf: 'center' }} />
        <Stack spacing={1}>
          <Typography variant="h3" component="h1">
            {noMail ? t('newPassword.noMailTitle') : t('newPassword.title')}
          </Typography>
          <Typography color="text.secondary">
            {noMail ? t('newPassword.noMail') : t('newPassword.text')}
          </Typography>
        </Stack>
        {serverError && (
          <Alert severity="error" role="alert" sx={{ textAlign: 'left' }}>
            {translate(serverError)}
          </Alert>
        )}
        <RHFTextField
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          disabled={Boolean(fixedEmail)}
        />
        <CodeInput label={t('verify.code')} />
        <PasswordField name="password" label={t('fields.password')} autoComplete="new-password" />
        <PasswordField
          name="confirmPassword"
          label={t('newPassword.confirm')}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          size="large"
          variant="contained"
          fullWidth
          loading={formState.isSubmitting}
        >
          {t('newPassword.submit')}
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
        <Link component={RouterLink} to={paths.auth.login} color="inherit" variant="subtitle2">
          {t('backToSignIn')}
        </Link>
      </Stack>
    </FormProvider>
  );
}
