// The dashboard header bar: blurred, 92 px (60 after 92 px of scroll), 64 on phones. The
// tools on the right are composed here (search, language, notifications, contacts, settings,
// account).
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { HEADER } from '../layout-constants.ts';
import { AccountPopover } from './account-popover.tsx';

export function DashboardHeader({ onOpenNav, navWidth }: { onOpenNav: () => void; navWidth: number }) {
  const { t } = useTranslation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: HEADER.dashboardDesktop });
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{
        backdropFilter: 'blur(6px)',
        bgcolor: (theme) => (theme.palette.mode === 'light' ? 'rgba(255,255,255,0.8)' : 'rgba(20,26,33,0.8)'),
        transition: 'height 200ms',
        width: { lg: `calc(100% - ${navWidth}px)` },
        ml: { lg: `${navWidth}px` },
      }}
    >
      <Toolbar sx={{ height: { xs: HEADER.mobile, lg: scrolled ? HEADER.dashboardOffset : HEADER.dashboardDesktop }, px: { lg: 5 }, transition: 'height 200ms' }}>
        <IconButton onClick={onOpenNav} aria-label={t('openMenu')} sx={{ mr: 1, display: { lg: 'none' } }}>
          <MenuRounded />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
          <AccountPopover />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
