// Compact: logo + a centred ~420 px column (verify, reset, new password, error pages).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { paths } from '../../lib/paths.ts';
import { MODE_BUTTON_CLEARANCE } from '../../settings/mode-toggle-button.tsx';

export function SimpleHeader() {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: { xs: 2, md: 5 },
        height: { xs: 64, md: 88 },
      }}
    >
      <Logo />
      <Link component={RouterLink} to={paths.faqs} color="inherit" variant="subtitle2">
        {t('needHelp')}
      </Link>
    </Box>
  );
}

export function CompactLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SimpleHeader />
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          pt: 5,
          // Room for the floating light/dark button below the content.
          pb: `${MODE_BUTTON_CLEARANCE}px`,
        }}
      >
        <Box sx={{ width: 1, maxWidth: 420, textAlign: 'center' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}

/** Simple: logo + "Need help?", full-width content (coming soon, maintenance, payment). */
export function SimpleLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SimpleHeader />
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', pb: `${MODE_BUTTON_CLEARANCE}px` }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
