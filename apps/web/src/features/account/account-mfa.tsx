// Security centre: two-factor sign-in (issue 22). Set-up shows the QR code (rendered by the
// server, no third-party service) and the secret, a first code turns MFA on and answers ten
// recovery codes shown once; turning it off asks for the current password.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { queryView } from '../../lib/api.ts';
import { failureMessage } from '../../lib/http.ts';
import {
  type MfaSetup,
  useMfaDisableMutation,
  useMfaEnableMutation,
  useMfaSetupMutation,
  useMfaStatusQuery,
} from './security.api.ts';

/** `onContinue`: the dashboard's required set-up step, left once the recovery codes are saved. */
export function AccountMfa({ onContinue }: { onContinue?: () => void } = {}) {
  const { t } = useTranslation(['account', 'validation']);
  const status = queryView(useMfaStatusQuery(undefined), (answer) => answer);
  const [startSetup] = useMfaSetupMutation();
  const [enableMfa] = useMfaEnableMutation();
  const [disableMfa] = useMfaDisableMutation();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const translated = (text: string) =>
    t(text, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: text });

  const attempt = async (call: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await call();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const enable = () =>
    attempt(async () => {
      // The status refetches (the mutation invalidates it).
      const enabled = await enableMfa({ body: { code } }).unwrap();
      setRecoveryCodes(enabled.recoveryCodes);
      setSetup(null);
      setCode('');
    });
  const disable = () =>
    attempt(async () => {
      // The status refetches (the mutation invalidates it).
      await disableMfa({ body: { currentPassword: password } }).unwrap();
      setPassword('');
      setRecoveryCodes(null);
    });

  return (
    <Card>
      <CardHeader title={t('securityCentre.mfa')} subheader={t('securityCentre.mfaHint')} />
      <Stack spacing={2} sx={{ p: 3, pt: 1 }}>
        {error && (
          <Alert severity="error" role="alert">
            {translated(error)}
          </Alert>
        )}
        {status.error ? (
          <RetryAlert message={status.error} onRetry={status.reload} />
        ) : !status.data ? (
          <Skeleton variant="rounded" height={80} />
        ) : status.data.enabled ? (
          <>
            <Alert severity="success">
              {t('securityCentre.mfaOn', { count: status.data.recoveryCodesLeft })}
            </Alert>
            {recoveryCodes && (
              <Alert severity="warning">
                <Typography variant="subtitle2">{t('securityCentre.recoveryCodes')}</Typography>
                <Box
                  component="ul"
                  dir="ltr"
                  sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 2 }}
                  aria-label={t('securityCentre.recoveryCodes')}
                >
                  {recoveryCodes.map((recovery) => (
                    <li key={recovery}>{recovery}</li>
                  ))}
                </Box>
              </Alert>
            )}
            {onContinue && (
              <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={onContinue}>
                {t('securityCentre.continue')}
              </Button>
            )}
            {status.data.required ? (
              <Typography variant="body2" color="text.secondary">
                {translated(
                  'Your role requires two-factor authentication; it cannot be turned off.',
                )}
              </Typography>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  type="password"
                  size="small"
                  label={t('securityCentre.currentPassword')}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <Button
                  color="error"
                  variant="outlined"
                  loading={busy}
                  disabled={!password}
                  onClick={() => void disable()}
                >
                  {t('securityCentre.turnOff')}
                </Button>
              </Stack>
            )}
          </>
        ) : setup ? (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <Box
              component="img"
              src={setup.qrCode}
              alt={t('securityCentre.qrAlt')}
              sx={{ width: 180, height: 180, bgcolor: 'common.white', p: 1, borderRadius: 1 }}
            />
            <Stack spacing={2} sx={{ flex: 1 }}>
              <Typography variant="body2">{t('securityCentre.scan')}</Typography>
              <Typography
                variant="body2"
                dir="ltr"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                data-testid="mfa-secret"
              >
                {setup.secret}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  size="small"
                  label={t('securityCentre.code')}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      autoComplete: 'one-time-code',
                      maxLength: 6,
                    },
                  }}
                />
                <Button
                  variant="contained"
                  loading={busy}
                  disabled={code.length < 6}
                  onClick={() => void enable()}
                >
                  {t('securityCentre.turnOn')}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        ) : (
          <>
            {status.data.required && (
              <Alert severity="warning">{t('securityCentre.mfaRequired')}</Alert>
            )}
            <Button
              variant="contained"
              loading={busy}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => void attempt(async () => setSetup(await startSetup({}).unwrap()))}
            >
              {t('securityCentre.setUp')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
