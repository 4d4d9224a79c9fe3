// /auth/reset-password (docs/spec/pages.md#auth): asks for the e-mail, always answers the same way, and
// goes on to /auth/new-password with the address kept in sessionStorage `email-recovery`.
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  EMAIL_RECOVERY_KEY,
  EmailOnlyBodySchema,
  type EmailOnlyBody,
} from '@keel/contracts/verification';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { verificationApi } from './verification.api.ts';

export function ResetPasswordForm() {
  const { t } = useTranslation(['auth-flows', 'auth', 'validation'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const methods = useForm<EmailOnlyBody>({
    resolver: zodResolver(EmailOnlyBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const { handleSubmit, formState, setError } = methods;

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError('');
    try {
      await verificationApi.resetPassword(email);
      try {
        sessionStorage.setItem(EMAIL_RECOVERY_KEY, email);
      } catch {
        // Private mode: the next page asks for the e-mail again.
      }
      navigate(paths.auth.newPassword);
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, ['email']));
    }
  });

  return (
    <FormProvider {...methods}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={3}
        sx={{ textAlign: 'center' }}
      >
        <LockResetRounded color="primary" sx={{ fontSize: 96, alignSelf: 'center' }} />
        <Stack spacing={1}>
          <Typography variant="h3" component="h1">
            {t('reset.title')}
          </Typography>
          <Typography color="text.secondary">{t('reset.text')}</Typography>
        </Stack>
        {serverError && (
          <Alert severity="error" role="alert" sx={{ textAlign: 'left' }}>
            {t(serverError, {
              ns: 'validation',
              keySeparator: false,
              nsSeparator: false,
              defaultValue: serverError,
            })}
          </Alert>
        )}
        <RHFTextField
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button
          type="submit"
          size="large"
          variant="contained"
          fullWidth
          loading={formState.isSubmitting}
        >
          {t('reset.submit')}
        </Button>
        <Link component={RouterLink} to={paths.auth.login} color="inherit" variant="subtitle2">
          {t('backToSignIn')}
        </Link>
      </Stack>
    </FormProvider>
  );
}
