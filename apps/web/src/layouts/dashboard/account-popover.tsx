// Account menu: name and e-mail; Home, Profile, Settings; Logout.
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { RouterLink } from '../../components/router-link.tsx';
import { markSignedOutOnPurpose } from '../../features/auth/guards.tsx';
import { logout, selectUser } from '../../features/auth/session.slice.ts';
import { paths } from '../../lib/paths.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';

export function AccountPopover() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted at the first open (lib/use-opened-once.ts): the header is on every dashboard page.
  const opened = useOpenedOnce(!!anchor);
  const close = () => setAnchor(null);

  const handleLogout = () => {
    try {
      markSignedOutOnPurpose(true);
      dispatch(logout());
      close();
      navigate(paths.auth.login, { replace: true });
    } catch {
      enqueueSnackbar(t('logoutFailed'), { variant: 'error' });
    }
  };

  const links = [
    { key: 'account.home', to: paths.home },
    { key: 'account.profile', to: paths.dashboard.user.profile },
    { key: 'account.settings', to: paths.dashboard.user.account },
  ];

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('account.open')}
        sx={{ p: 0.25 }}
      >
        <Avatar
          src={user?.photoURL ?? undefined}
          alt={user?.displayName}
          sx={{ width: 36, height: 36 }}
        >
          {user?.displayName.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {opened && (
        <Popover
          open={!!anchor}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { width: 220, p: 0 } } }}
        >
          <Box sx={{ p: 2, pb: 1.5 }}>
            <Typography variant="subtitle2" noWrap>
              {user?.displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user?.email}
            </Typography>
          </Box>
          <Divider sx={{ borderStyle: 'dashed' }} />
          <Box sx={{ p: 1 }}>
            {links.map((link) => (
              <MenuItem key={link.key} component={RouterLink} to={link.to} onClick={close}>
                {t(link.key)}
              </MenuItem>
            ))}
          </Box>
          <Divider sx={{ borderStyle: 'dashed' }} />
          <MenuItem onClick={handleLogout} sx={{ m: 1, fontWeight: 600, color: 'error.main' }}>
            {t('account.logout')}
          </MenuItem>
        </Popover>
      )}
    </>
  );
}
