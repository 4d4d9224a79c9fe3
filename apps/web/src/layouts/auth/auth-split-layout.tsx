// Auth split: heading and illustration on the left (desktop), the form on the right.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { MODE_BUTTON_CLEARANCE } from '../../settings/mode-toggle-button.tsx';

interface AuthHandle {
  /** Key in the auth namespace for the left-hand heading and the page title. */
  headingKey?: string;
  titleKey?: string;
}

export function AuthSplitLayout() {
  const { t } = useTranslation('auth');
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as AuthHandle;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {handle.titleKey && <PageTitle title={t(handle.titleKey)} />}
      <Box
        component="section"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 5,
          px: 3,
          width: 1,
          maxWidth: 480,
          bgcolor: (theme) => (theme.palette.mode === 'light' ? 'grey.100' : 'grey.900'),
        }}
      >
        <Typography variant="h3" sx={{ textAlign: 'center', maxWidth: 360 }}>
          {t(handle.headingKey ?? 'login.heading')}
        </Typography>
        <Box component="svg" viewBox="0 0 400 300" sx={{ width: 1, maxWidth: 400 }} aria-hidden>
          <rect x="40" y="40" width="320" height="220" rx="24" fill="currentColor" opacity="0.08" />
          <rect x="70" y="80" width="120" height="14" rx="7" fill="#3366FF" />
          <rect x="70" y="110" width="200" height="10" rx="5" fill="#919EAB" opacity="0.5" />
          <rect x="70" y="130" width="170" height="10" rx="5" fill="#919EAB" opacity="0.5" />
          <rect x="70" y="170" width="80" height="60" rx="12" fill="#00AB55" opacity="0.8" />
          <rect x="160" y="150" width="80" height="80" rx="12" fill="#3366FF" opacity="0.8" />
          <rect x="250" y="120" width="80" height="110" rx="12" fill="#FFAB00" opacity="0.8" />
        </Box>
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          px: { xs: 2, sm: 3 },
          pt: { xs: 3, md: 5 },
          // Room for the floating light/dark button below the form.
          pb: `${MODE_BUTTON_CLEARANCE}px`,
        }}
      >
        <Logo />
        <Box
          sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 5 }}
        >
          <Box sx={{ width: 1, maxWidth: 420 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
