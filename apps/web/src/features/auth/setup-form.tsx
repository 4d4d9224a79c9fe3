// First-run setup (docs/spec/product.md#security-and-access): on a database with no admin and no demo data, the first
// visitor creates the admin account. The server refuses (409) once any admin exists.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SetupBody } from '@keel/contracts/access';
import { accessPublicRoutes } from '@keel/contracts/access-public.routes';
import { useAppDispatch } from '../../lib/hooks.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { callRoute } from '../../lib/api-client.ts';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { paths } from '../../lib/paths.ts';
import { signedIn } from './session.slice.ts';
import { forgetSetupStatus } from './setup-status.ts';
import { setSession } from './token.ts';

const resolver = lazyZodResolver<SetupBody>(() =>
  import('@keel/contracts/access').then((contract) => contract.SetupBodySchema),
);

export function SetupForm() {
  const { t } = useTranslation(['auth-flows', 'auth'], { nsMode: 'fallback' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const methods = useForm<SetupBody>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { handleSubmit, setError, formState } = methods;

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      // The typed client without RTK Query: the auth pages stay light (lib/api.ts).
      const { accessToken, user } = await callRoute(accessPublicRoutes.routes.setup, {
        body: values,
      });
      setSession(accessToken);
      forgetSetupStatus();
      dispatch(signedIn(user));
      navigate(paths.dashboard.app, { replace: true });
    } catch (failure) {
      setServerError(
        applyServerErrors(failure, setError, ['email', 'password', 'firstName', 'lastName']),
      );
    }
  });

  return (
    <FormProvider {...methods}>
      <Stack component="form" noValidate onSubmit={onSubmit} onFocus={resolver.preload} spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h5" component="h1">
            {t('setup.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('setup.text')}
          </Typography>
        </Stack>
        {serverError && (
          <Alert severity="error" role="alert">
            {t(serverError, {
              ns: 'validation',
              keySeparator: false,
              nsSeparator: false,
              defaultValue: serverError,
            })}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RHFTextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
          <RHFTextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
        </Stack>
        <RHFTextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <PasswordField name="password" label={t('fields.password')} autoComplete="new-password" />
        <Button
          type="submit"
          size="large"
          variant="contained"
          fullWidth
          loading={formState.isSubmitting}
        >
          {t('setup.submit')}
        </Button>
      </Stack>
    </FormProvider>
  );
}
