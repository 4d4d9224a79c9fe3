// The dashboard's MFA step (mfa-setup-gate.tsx shows it): a user whose role requires two-factor
// sign-in and who has not set it up sees only this until they do (the API refuses every other
// call meanwhile, issue 22).
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AccountMfa } from '../../features/account/account-mfa.tsx';
import { markSignedOutOnPurpose } from '../../features/auth/guards.tsx';
import { logout, selectUser, signedIn } from '../../features/auth/session.slice.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';

export function MfaSetupRequired() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t('securityCentre.setupRequiredTitle')}
          </Typography>
          <Typography color="text.secondary">{t('securityCentre.mfaRequired')}</Typography>
        </Stack>
        <AccountMfa onContinue={() => dispatch(signedIn({ ...user, mfaSetupRequired: false }))} />
        <Button
          color="inherit"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            markSignedOutOnPurpose(true);
            dispatch(logout());
          }}
        >
          {t('securityCentre.signOutInstead')}
        </Button>
      </Stack>
    </Container>
  );
}
