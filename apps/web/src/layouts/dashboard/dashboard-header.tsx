// The dashboard header bar (docs/spec/pages.md#shell): blurred and translucent, 92 px (60 after 92 px of
// scroll) on desktop, 64 on phones; left to right: menu (phones), search, language,
// notifications, contacts, settings, account. Light/dark is the floating button every screen has
// (settings/mode-toggle-button.tsx) and the settings drawer's Mode.
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { HEADER } from '../layout-constants.ts';
import { AccountPopover } from './account-popover.tsx';
import { ContactsPopover } from './header/contacts-popover.tsx';
import { LanguagePopover } from './header/language-popover.tsx';
import { NotificationsPopover } from '../../features/notifications/components/notifications-popover.tsx';
import { Searchbar } from './header/searchbar.tsx';
import { SettingsButton } from './header/settings-button.tsx';

export function DashboardHeader({ onOpenNav }: { onOpenNav: () => void }) {
  const { t } = useTranslation();
  const scrolled = useScrollTrigger({
    disableHysteresis: true,
    threshold: HEADER.dashboardDesktop,
  });
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{
        top: 0,
        backdropFilter: 'blur(6px)',
        WebkitBackdropFilter: 'blur(6px)',
        bgcolor: (theme) => alpha(theme.palette.background.default, 0.8),
        ...(scrolled && { boxShadow: (theme) => theme.customShadows.z1 }),
      }}
    >
      <Toolbar
        disableGutters
        sx={{
          // min-height too: MUI's toolbar mixin sets its own per breakpoint.
          minHeight: {
            xs: HEADER.mobile,
            lg: scrolled ? HEADER.dashboardOffset : HEADER.dashboardDesktop,
          },
          height: {
            xs: HEADER.mobile,
            lg: scrolled ? HEADER.dashboardOffset : HEADER.dashboardDesktop,
          },
          px: { xs: 2, sm: 3, lg: 5 },
          gap: 1,
          transition: (theme) =>
            theme.transitions.create('height', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <IconButton onClick={onOpenNav} aria-label={t('openMenu')} sx={{ display: { lg: 'none' } }}>
          <MenuRounded />
        </IconButton>
        <Searchbar />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0.25, sm: 0.75 }} sx={{ alignItems: 'center' }}>
          <LanguagePopover />
          <NotificationsPopover />
          <ContactsPopover />
          <SettingsButton />
          <AccountPopover />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
