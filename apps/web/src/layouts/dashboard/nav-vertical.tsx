// The vertical nav (280 px): logo, account block, sections, help card.
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../lib/hooks.ts';
import { Logo } from '../../components/logo.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { selectUser } from '../../features/auth/session.slice.ts';
import { config } from '../../lib/config.ts';
import { paths } from '../../lib/paths.ts';
import { navSections } from './nav-config.tsx';
import { NavList } from './nav-list.tsx';

export function NavVerticalContent() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 1, overflowY: 'auto' }}>
      <Box sx={{ px: 2.5, pt: 3, pb: 1 }}>
        <Logo href={paths.dashboard.app} />
      </Box>
      <Link
        component={RouterLink}
        to={paths.dashboard.user.profile}
        underline="none"
        color="inherit"
        sx={{ mx: 2.5, my: 2 }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', p: 2, borderRadius: 1.5, bgcolor: 'action.hover' }}
        >
          <Avatar src={user?.photoURL ?? undefined} alt={user?.displayName}>
            {user?.displayName.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {user?.displayName}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ textTransform: 'capitalize' }}
            >
              {user ? t(`roles.${user.role}`) : ''}
            </Typography>
          </Box>
        </Stack>
      </Link>
      <NavList sections={navSections} permissions={user?.permissions} />
      <Box sx={{ flexGrow: 1 }} />
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 5 }}>
        <Typography variant="h6">{t('help.greeting', { name: user?.firstName ?? '' })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('help.text')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.guides} variant="contained" size="small">
            {t('help.guides')}
          </Button>
          <Button
            href={config.docsUrl}
            target="_blank"
            rel="noopener"
            variant="outlined"
            size="small"
          >
            {t('help.documentation')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
