// Registration form (docs/spec/pages.md#auth). After creating the account the user is signed in and
// asked for the e-mailed code on /auth/verify. The registration policy (REGISTRATION) decides
// whether the form shows at all: closed, or invite-only without a usable invitation, says so
// instead of offering a form the server would refuse.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { RegisterBody } from '@keel/contracts/account';
import { useAppDispatch } from '../../lib/hooks.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { paths } from '../../lib/paths.ts';
import { invitationCheck, type InvitationCheck } from './invitation.api.ts';
import { register } from './session-steps.ts';
import { preloadPasswordCheck, weakPasswordMessage } from '../../lib/password-strength.ts';
import { setupStatus } from './setup-status.ts';

// The contract's schema, loaded with zod on first focus or submit (keeps the sign-in page light).
const resolver = lazyZodResolver<RegisterBody>(() =>
  import('@keel/contracts/account').then((contract) => contract.RegisterBodySchema),
);

export function RegisterForm({ loginHref = paths.auth.login }: { loginHref?: string }) {
  const { t } = useTranslation(['auth-flows', 'auth'], { nsMode: 'fallback' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const inviteCode = useSearchParams()[0].get('invite') ?? undefined;
  const [policy, setPolicy] = useState<'form' | 'closed' | 'invite-only' | 'invite-invalid'>(
    'form',
  );
  const [invitation, setInvitation] = useState<InvitationCheck>();
  const methods = useForm<RegisterBody>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { handleSubmit, setError, formState, setValue } = methods;

  useEffect(() => {
    let active = true;
    void (async () => {
      const status = await setupStatus().catch(() => undefined);
      if (!active || !status) return;
      if (status.registration === 'closed') return setPolicy('closed');
      if (!inviteCode) return setPolicy(status.registration === 'invite' ? 'invite-only' : 'form');
      const found = await invitationCheck(inviteCode).catch(() => undefined);
      if (!active) return;
      if (!found) return setPolicy('invite-invalid');
      setInvitation(found);
      setValue('email', found.email);
    })();
    return () => {
      active = false;
    };
  }, [inviteCode, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    const weak = await weakPasswordMessage(values.password);
    if (weak)
      return setError('password', { type: 'strength', message: weak }, { shouldFocus: true });
    try {
      const user = await dispatch(register({ ...values, inviteCode })).unwrap();
      // docs/spec/pages.md#auth: signed in, and a code was e-mailed for the verify page (an invitation link
      // already proved the address).
      navigate(user.isVerified ? paths.dashboard.app : paths.auth.verify, { replace: true });
    } catch (failure) {
      setServerError(
        applyServerErrors(failure, setError, ['email', 'password', 'firstName', 'lastName']),
      );
    }
  });

  return (
    <FormProvider {...methods}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => {
          resolver.preload();
          void preloadPasswordCheck().catch(() => undefined);
        }}
        spacing={3}
      >
        <Stack spacing={1}>
          <Typography variant="h5" component="h1">
            {t('register.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('register.haveAccount')}{' '}
            <Link component={RouterLink} to={loginHref} variant="subtitle2">
              {t('register.signIn')}
            </Link>
          </Typography>
        </Stack>
        {policy !== 'form' && (
          <Alert severity="warning" role="alert">
            {t(`register.policy.${policy}`)}
          </Alert>
        )}
        {invitation && (
          <Alert severity="info">{t('register.invited', { role: invitation.roleName })}</Alert>
        )}
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
        {policy === 'form' && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <RHFTextField
                name="firstName"
                label={t('fields.firstName')}
                autoComplete="given-name"
              />
              <RHFTextField
                name="lastName"
                label={t('fields.lastName')}
                autoComplete="family-name"
              />
            </Stack>
            <RHFTextField
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              slotProps={{ htmlInput: { readOnly: Boolean(invitation) } }}
            />
            <PasswordField
              name="password"
              label={t('fields.password')}
              autoComplete="new-password"
            />
            <Button
              type="submit"
              size="large"
              variant="contained"
              fullWidth
              loading={formState.isSubmitting}
            >
              {t('register.submit')}
            </Button>
          </>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          <Trans
            t={t}
            i18nKey="register.agree"
            components={{
              terms: (
                <Link
                  component={RouterLink}
                  to={paths.terms}
                  color="text.primary"
                  underline="always"
                />
              ),
              privacy: (
                <Link
                  component={RouterLink}
                  to={paths.privacy}
                  color="text.primary"
                  underline="always"
                />
              ),
            }}
          />
        </Typography>
      </Stack>
    </FormProvider>
  );
}
