// Dashboard layout: header + nav + main, behind the sign-in guard. The nav is a permanent
// drawer from `lg` up and a temporary drawer below.
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthGuard } from '../../features/auth/guards.tsx';
import { NAV } from '../layout-constants.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { NavVerticalContent } from './nav-vertical.tsx';

export function DashboardLayout() {
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setNavOpen(false), [pathname]);
  const navWidth = NAV.dashboard;

  return (
    <AuthGuard>
      <Box sx={{ minHeight: '100vh' }}>
        <Drawer
          variant="permanent"
          sx={{ display: { xs: 'none', lg: 'block' }, '& .MuiDrawer-paper': { width: navWidth, borderRightStyle: 'dashed' } }}
        >
          <NavVerticalContent />
        </Drawer>
        <Drawer
          open={navOpen}
          onClose={() => setNavOpen(false)}
          sx={{ display: { lg: 'none' }, '& .MuiDrawer-paper': { width: navWidth } }}
        >
          <NavVerticalContent />
        </Drawer>
        <DashboardHeader onOpenNav={() => setNavOpen(true)} navWidth={navWidth} />
        <Box component="main" sx={{ ml: { lg: `${navWidth}px` }, pt: { xs: 1, lg: 2 } }}>
          <Outlet />
        </Box>
      </Box>
    </AuthGuard>
  );
}
