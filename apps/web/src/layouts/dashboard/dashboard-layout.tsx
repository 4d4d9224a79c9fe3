// Dashboard layout (docs/spec/pages.md#shell): header + nav + main, behind the sign-in guard. From `lg` up
// the nav is fixed at the side, vertical (280 px) or mini (88 px) as the Layout setting says,
// with an edge toggle between them; below `lg` it is a drawer opened from the header.
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DraftOffer } from '../../components/draft-offer.tsx';
import { ShellHandOff } from '../../components/prerendered-shell.tsx';
import { AuthGuard } from '../../features/auth/auth-guard.tsx';
import { useSettings, useSettingsDrawerOpen } from '../../settings/settings-store.ts';
import { NAV } from '../layout-constants.ts';
import { MfaSetupGate } from './mfa-setup-gate.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { NavMiniContent } from './nav-mini.tsx';
import { NavToggleButton } from './nav-toggle-button.tsx';
import { NavVerticalContent } from './nav-vertical.tsx';
import { RoutePermissionGate } from './route-permission-gate.tsx';
import { MODE_BUTTON_CLEARANCE } from '../../settings/mode-toggle-button.tsx';
import { useIdleStart } from '../../lib/use-idle-start.ts';

const NavBadgesLive = lazy(() =>
  import('./nav-badges-live.tsx').then((module) => ({ default: module.NavBadgesLive })),
);
const SettingsDrawer = lazy(() =>
  import('../../settings/settings-drawer.tsx').then((module) => ({
    default: module.SettingsDrawer,
  })),
);

export function DashboardLayout() {
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  const { themeLayout } = useSettings();
  const settingsOpen = useSettingsDrawerOpen();
  // The drawer's code loads on first open and stays for its closing animation.
  const [settingsUsed, setSettingsUsed] = useState(settingsOpen);
  useEffect(() => setNavOpen(false), [pathname]);
  useEffect(() => {
    if (settingsOpen) setSettingsUsed(true);
  }, [settingsOpen]);
  // Read synchronously (noSsr), so only the nav for this width renders, from the first paint.
  const desktop = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const mini = themeLayout === 'mini';
  const navWidth = mini ? NAV.mini : NAV.dashboard;
  // The badges' counts and socket come after the page's first screen (lib/use-idle-start.ts).
  const badgesLive = useIdleStart();

  return (
    <AuthGuard>
      {/* Signed in: this screen replaces the prerendered one (also when MFA setup shows instead). */}
      <ShellHandOff />
      <MfaSetupGate>
        <Box sx={{ minHeight: '100vh' }}>
          {desktop ? (
            <>
              <Box
                component="aside"
                sx={{
                  position: 'fixed',
                  top: 0,
                  left: 0,
                  bottom: 0,
                  zIndex: (theme) => theme.zIndex.appBar + 1,
                  width: navWidth,
                  bgcolor: 'background.default',
                  borderRight: 1,
                  borderRightStyle: 'dashed',
                  borderColor: 'divider',
                  transition: (theme) =>
                    theme.transitions.create('width', {
                      duration: theme.transitions.duration.shorter,
                    }),
                }}
              >
                {mini ? <NavMiniContent /> : <NavVerticalContent />}
              </Box>
              <NavToggleButton mini={mini} navWidth={navWidth} />
            </>
          ) : (
            <Drawer
              open={navOpen}
              onClose={() => setNavOpen(false)}
              slotProps={{ paper: { sx: { width: NAV.dashboard } } }}
            >
              <NavVerticalContent />
            </Drawer>
          )}
          <Box
            sx={{
              pl: { lg: `${navWidth}px` },
              transition: (theme) =>
                theme.transitions.create('padding', {
                  duration: theme.transitions.duration.shorter,
                }),
            }}
          >
            <DashboardHeader onOpenNav={() => setNavOpen(true)} />
            {/* Room at the end for the floating light/dark button (phones get it from index.html). */}
            <Box
              component="main"
              sx={{ pt: { xs: 1, lg: 2 }, pb: { sm: `${MODE_BUTTON_CLEARANCE}px` } }}
            >
              <DraftOffer />
              {/* A page that suspends (its texts or a lazy part still loading) blanks only the
                  main area: without this boundary the app-wide one in app/providers.tsx hid the
                  nav and header too, and took the focus out of an open command palette. */}
              <Suspense fallback={null}>
                <RoutePermissionGate />
              </Suspense>
            </Box>
          </Box>
          {badgesLive && (
            <Suspense fallback={null}>
              <NavBadgesLive />
            </Suspense>
          )}
          {settingsUsed && (
            <Suspense fallback={null}>
              <SettingsDrawer />
            </Suspense>
          )}
        </Box>
      </MfaSetupGate>
    </AuthGuard>
  );
}
