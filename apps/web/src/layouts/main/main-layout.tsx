// Main (marketing) layout: header with links, a "Pages" menu and Sign in / Dashboard; footer.
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../lib/hooks.ts';
import { Logo } from '../../components/logo.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { paths } from '../../lib/paths.ts';
import { HEADER } from '../layout-constants.ts';
import { MainFooter } from './main-footer.tsx';
import { mainNavLinks, mainNavPages } from './main-nav.ts';
import { MODE_BUTTON_CLEARANCE } from '../../settings/mode-toggle-button.tsx';

export function MainLayout() {
  // The marketing header's texts live with the marketing pages' (site), not in every first load.
  const { t } = useTranslation('site');
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  const [pagesAnchor, setPagesAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  const account = isAuthenticated ? (
    <Button component={RouterLink} to={paths.dashboard.app} variant="contained">
      {t('mainNav.dashboard')}
    </Button>
  ) : (
    <Button component={RouterLink} to={paths.auth.login} variant="contained">
      {t('mainNav.signIn')}
    </Button>
  );

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        // Room for the floating light/dark button below the footer.
        pb: `${MODE_BUTTON_CLEARANCE}px`,
      }}
    >
      <AppBar
        position="sticky"
        color="transparent"
        elevation={0}
        sx={{
          backdropFilter: 'blur(6px)',
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar
          component={Container}
          sx={{ height: { xs: HEADER.mobile, md: HEADER.mainDesktop }, gap: 2 }}
        >
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label={t('common:openMenu')}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuRounded />
          </IconButton>
          <Logo />
          <Box
            component="nav"
            aria-label={t('mainNav.label')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}
          >
            {mainNavLinks.map((link) =>
              link.external ? (
                <Button
                  key={link.path}
                  href={link.path}
                  target="_blank"
                  rel="noopener"
                  color="inherit"
                >
                  {t(link.titleKey)}
                </Button>
              ) : (
                <Button
                  key={link.path}
                  component={RouterLink}
                  to={link.path}
                  color={pathname === link.path ? 'primary' : 'inherit'}
                  aria-current={pathname === link.path ? 'page' : undefined}
                >
                  {t(link.titleKey)}
                </Button>
              ),
            )}
            <Button
              color="inherit"
              aria-haspopup="menu"
              onClick={(event) => setPagesAnchor(event.currentTarget)}
            >
              {t('mainNav.pagesMenu')}
            </Button>
            <Menu anchorEl={pagesAnchor} open={!!pagesAnchor} onClose={() => setPagesAnchor(null)}>
              {mainNavPages.map((page) => (
                <MenuItem
                  key={page.path}
                  component={RouterLink}
                  to={page.path}
                  onClick={() => setPagesAnchor(null)}
                >
                  {t(page.titleKey)}
                </MenuItem>
              ))}
            </Menu>
          </Box>
          <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{account}</Box>
        </Toolbar>
      </AppBar>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 280, p: 2 }} role="presentation" onClick={() => setDrawerOpen(false)}>
          <Logo />
          <List>
            {mainNavLinks.map((link) => (
              <ListItemButton
                key={link.path}
                component={link.external ? 'a' : RouterLink}
                {...(link.external
                  ? { href: link.path, target: '_blank', rel: 'noopener' }
                  : { to: link.path })}
              >
                <ListItemText primary={t(link.titleKey)} />
              </ListItemButton>
            ))}
            <ListSubheader>{t('mainNav.pagesMenu')}</ListSubheader>
            {mainNavPages.map((page) => (
              <ListItemButton key={page.path} component={RouterLink} to={page.path}>
                <ListItemText primary={t(page.titleKey)} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <MainFooter />
    </Box>
  );
}
