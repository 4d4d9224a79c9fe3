// The second sign-in step with MFA on (issue 22): the authenticator app's 6-digit code, or one
// of the recovery codes. The API gives no access token before this step succeeds.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/hooks.ts';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { failureMessage } from '../../lib/http.ts';
import { loginMfa } from './session-steps.ts';

interface Props {
  mfaToken: string;
  onSignedIn: () => void;
  onRestart: () => void;
}

export function MfaStep({ mfaToken, onSignedIn, onRestart }: Props) {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!code.trim()) {
      setError(t('mfa.required'));
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      await i18n.loadNamespaces('validation');
      await dispatch(loginMfa({ mfaToken, code: code.trim() })).unwrap();
      onSignedIn();
    } catch (failure) {
      const message = failureMessage(failure);
      setError(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h1">
          {t('mfa.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('mfa.hint')}
        </Typography>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <OutlinedTextField
        name="code"
        label={t('mfa.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoFocus
        fullWidth
        slotProps={{
          htmlInput: { autoComplete: 'one-time-code', inputMode: 'text', maxLength: 32 },
        }}
      />
      <Button type="submit" size="large" variant="contained" fullWidth loading={submitting}>
        {t('mfa.submit')}
      </Button>
      <Button color="inherit" onClick={onRestart}>
        {t('mfa.back')}
      </Button>
    </Stack>
  );
}
