// The security centre under Account → Security (issue 22): devices, two-factor sign-in and the
// sign-in history, below the password form.
import Stack from '@mui/material/Stack';
import { AccountMfa } from './account-mfa.tsx';
import { AccountSessions } from './account-sessions.tsx';
import { AccountSignIns } from './account-sign-ins.tsx';

export function AccountSecurityCentre() {
  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <AccountSessions />
      <AccountMfa />
      <AccountSignIns />
    </Stack>
  );
}
