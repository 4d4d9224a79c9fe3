// Sign-in form (docs/spec/pages.md#auth): the contract's schema validates it, server errors show above.
// The first page most visitors load, so it is a small controlled form rather than
// react-hook-form (~15 KB gzip), with RHF's behaviour kept: checked on submit, then again on
// every change of a field; the first invalid field takes the focus; a server message for a
// field shows under it. zod, the schema and the translated messages (validation.json) load on
// first focus or submit.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginBody } from '@keel/contracts/account';
import { useAppDispatch } from '../../lib/hooks.ts';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { config } from '../../lib/config.ts';
import { failureFields, failureMessage } from '../../lib/http.ts';
import { authPaths } from '../../lib/auth-paths.ts';
import { markSignedOutOnPurpose, safeReturnTo } from './guards.tsx';
import { login } from './session.slice.ts';
import { setupStatus } from './setup-status.ts';

// Only accounts with MFA on see the second step: it loads after the password is accepted
// (the sign-in page's weight is budgeted, docs/spec/product.md#quality-bars); its code starts loading on submit.
const loadMfaStep = () => import('./mfa-step.tsx');
const MfaStep = lazy(() => loadMfaStep().then((module) => ({ default: module.MfaStep })));

type Field = keyof LoginBody;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];
const ADORNMENT_END = {
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: 'action.active',
  ml: 1,
} as const;

const shellShowsDemo = () => !!document.querySelector('#keel-shell[data-demo]');

let validator: Promise<(values: LoginBody) => Errors> | undefined;

/** The contract's schema (with zod) and the validation texts, loaded once. */
function loadValidator(i18nLoad: (ns: string) => Promise<unknown>) {
  validator ??= Promise.all([import('@keel/contracts/account'), i18nLoad('validation')]).then(
    ([{ LoginBodySchema }]) =>
      (values: LoginBody) => {
        const result = LoginBodySchema.safeParse(values);
        const errors: Errors = {};
        // Like RHF's zod resolver: the first message of each field.
        for (const issue of result.success ? [] : result.error.issues) {
          const field = issue.path[0] as Field;
          if (FIELDS.includes(field)) errors[field] ??= issue.message;
        }
        return errors;
      },
    (error: unknown) => {
      // A failed download (offline) is retried on the next check.
      validator = undefined;
      throw error;
    },
  );
  return validator;
}

export function LoginForm({ registerHref = authPaths.register }: { registerHref?: string }) {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The prerendered sign-in page (build/sign-in-shell.ts) shows the hint and the filled fields
  // when the server found the demo data: the first render matches it, so nothing moves when the
  // form takes its place (the setup status below still decides).
  const [demoData, setDemoData] = useState(shellShowsDemo);
  const [values, setValues] = useState<LoginBody>(() =>
    shellShowsDemo() ? { ...config.demoLogin } : { email: '', password: '' },
  );
  const touched = useRef(false);
  // The demo login is offered only when the server says its demo data is there; a database
  // without an admin sends the visitor to the first-run setup instead.
  useEffect(() => {
    let active = true;
    setupStatus().then(
      (status) => {
        if (!active) return;
        if (status.needsSetup) navigate(authPaths.setup, { replace: true });
        // A transition (issue 23): React renders the hint and the filled fields in slices, not
        // in one task on the phone's main thread; typing meanwhile still wins (`touched`).
        startTransition(() => {
          setDemoData(status.demoData);
          // `touched` is read when the transition renders, not when the status arrives: a field
          // focused or typed in meanwhile keeps what it holds (the fill used to land between a
          // test's select-all and its typing, and the address came out as the demo's plus the
          // typed one).
          if (status.demoData)
            setValues((current) =>
              touched.current
                ? current
                : { email: config.demoLogin.email, password: config.demoLogin.password },
            );
        });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [navigate]);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  // Issue 22: with MFA on, the password step answers a challenge and the code is asked next.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const validate = () => loadValidator((ns) => i18n.loadNamespaces(ns));
  const message = (text: string | undefined) =>
    text &&
    t(text, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: text });

  const change = (field: Field) => (event: { target: { value: string } }) => {
    touched.current = true;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After the first submit each change checks the field again (RHF's reValidateMode onChange);
    // that also clears a server message on it.
    if (submitted)
      void validate().then(
        (check) => setErrors((current) => ({ ...current, [field]: check(next)[field] })),
        () => undefined,
      );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setSubmitting(true);
    setServerError('');
    void loadMfaStep().catch(() => undefined);
    try {
      let found: Errors;
      try {
        found = (await validate())(values);
      } catch (failure) {
        setServerError(failureMessage(failure));
        return;
      }
      setErrors(found);
      const firstInvalid = FIELDS.find((field) => found[field]);
      if (firstInvalid) {
        inputs.current[firstInvalid]?.focus();
        return;
      }
      try {
        const answer = await dispatch(login(values)).unwrap();
        if ('mfaRequired' in answer) {
          setMfaToken(answer.mfaToken);
          return;
        }
        markSignedOutOnPurpose(false);
        navigate(safeReturnTo(searchParams.get('returnTo')), { replace: true });
      } catch (failure) {
        const fields = failureFields(failure);
        setErrors(
          Object.fromEntries(
            FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]]),
          ),
        );
        setServerError(failureMessage(failure));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    // A field the visitor has entered is theirs: the demo fill no longer replaces it.
    onFocus: () => {
      touched.current = true;
    },
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    fullWidth: true,
    error: !!errors[field],
    helperText: message(errors[field]),
  });

  if (mfaToken) {
    return (
      <Suspense fallback={null}>
        <MfaStep
          mfaToken={mfaToken}
          onSignedIn={() => {
            markSignedOutOnPurpose(false);
            navigate(safeReturnTo(searchParams.get('returnTo')), { replace: true });
          }}
          onRestart={() => setMfaToken(null)}
        />
      </Suspense>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void validate().catch(() => undefined)}
      spacing={3}
    >
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
      {demoData && (
        <Alert severity="info">
          {t('login.demoHint', {
            email: config.demoLogin.email,
            password: config.demoLogin.password,
          })}
        </Alert>
      )}
      {serverError && (
        <Alert severity="error" role="alert">
          {message(serverError)}
        </Alert>
      )}
      <OutlinedTextField
        {...fieldProps('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
      />
      <Stack spacing={1}>
        <Link
          component={RouterLink}
          to={authPaths.resetPassword}
          variant="body2"
          color="inherit"
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('login.forgot')}
        </Link>
        <OutlinedTextField
          {...fieldProps('password')}
          label={t('fields.password')}
          type={passwordShown ? 'text' : 'password'}
          autoComplete="current-password"
          slotProps={{
            input: {
              endAdornment: (
                // What MUI's InputAdornment (position end) renders, without its module.
                <Box sx={ADORNMENT_END}>
                  <IconButton
                    onClick={() => setPasswordShown((shown) => !shown)}
                    edge="end"
                    aria-label={
                      passwordShown
                        ? t('hidePassword', { ns: 'common' })
                        : t('showPassword', { ns: 'common' })
                    }
                  >
                    {passwordShown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </Box>
              ),
            },
          }}
        />
      </Stack>
      <Button type="submit" size="large" variant="contained" fullWidth loading={submitting}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
