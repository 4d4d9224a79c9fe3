// Sign-in form (pages.md §3): the contract's schema validates it, server errors show above.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { LoginBody } from '@keel/contracts/account';
import { useAppDispatch } from '../../app/hooks.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { config } from '../../lib/config.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { paths } from '../../lib/paths.ts';
import { markSignedOutOnPurpose, safeReturnTo } from './guards.tsx';
import { login } from './session.slice.ts';

// The contract's schema, loaded with zod on first focus or submit (keeps the sign-in page light).
const resolver = lazyZodResolver<LoginBody>(() => import('@keel/contracts/account').then((contract) => contract.LoginBodySchema));

export function LoginForm({ registerHref = paths.auth.register }: { registerHref?: string }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [serverError, setServerError] = useState('');
  const methods = useForm<LoginBody>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: config.demoLogin.email, password: config.demoLogin.password },
  });
  const { handleSubmit, setError, formState } = methods;

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      await dispatch(login(values)).unwrap();
      markSignedOutOnPurpose(false);
      navigate(safeReturnTo(searchParams.get('returnTo')), { replace: true });
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, ['email', 'password']));
    }
  });

  return (
    <FormProvider {...methods}>
      <Stack component="form" noValidate onSubmit={onSubmit} onFocus={resolver.preload} spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h5" component="h1">
            {t('login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('login.newUser')}{' '}
            <Link component={RouterLink} to={registerHref} variant="subtitle2">
              {t('login.createAccount')}
            </Link>
          </Typography>
        </Stack>
        <Alert severity="info">{t('login.demoHint', { email: config.demoLogin.email, password: config.demoLogin.password })}</Alert>
        {serverError && (
          <Alert severity="error" role="alert">
            {t(serverError, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: serverError })}
          </Alert>
        )}
        <RHFTextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <Stack spacing={1}>
          <Link component={RouterLink} to={paths.auth.resetPassword} variant="body2" color="inherit" sx={{ alignSelf: 'flex-end' }}>
            {t('login.forgot')}
          </Link>
          <PasswordField name="password" label={t('fields.password')} />
        </Stack>
        <Button type="submit" size="large" variant="contained" fullWidth loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </FormProvider>
  );
}
