// Renders nav sections for the vertical nav: active by exact path (or prefix for parents),
// the active branch open, badges, captions, "NEW" labels, disabled and external items.
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useNavBadges } from '../../lib/nav-badges.ts';
import { NAV } from '../layout-constants.ts';
import type { NavItem, NavSection } from './nav-config.tsx';

export function isActivePath(item: NavItem, pathname: string): boolean {
  if (item.external || item.path.startsWith('#')) return false;
  if (item.children) return pathname === item.path || pathname.startsWith(`${item.path}/`);
  return pathname === item.path;
}

function visible(item: NavItem, role: string | undefined) {
  return !item.roles || (role !== undefined && (item.roles as string[]).includes(role));
}

function NavEntry({ item, depth, role }: { item: NavItem; depth: number; role?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const badges = useNavBadges();
  const active = isActivePath(item, pathname) || (item.children?.some((child) => isActivePath(child, pathname)) ?? false);
  const [open, setOpen] = useState(active);
  const count = item.badge ? (badges[item.badge] ?? 0) : 0;
  const children = item.children?.filter((child) => visible(child, role));

  const linkProps = item.external
    ? { component: 'a' as const, href: item.path, target: '_blank', rel: 'noopener' }
    : children || item.path.startsWith('#')
      ? { component: 'div' as const }
      : { component: RouterLink, to: item.path };

  return (
    <>
      <ListItemButton
        {...linkProps}
        onClick={children ? () => setOpen((value) => !value) : undefined}
        selected={active && !children}
        disabled={item.disabled}
        aria-current={active && !children ? 'page' : undefined}
        aria-expanded={children ? open : undefined}
        sx={{
          minHeight: depth === 0 ? NAV.itemHeight : NAV.subItemHeight,
          borderRadius: 1,
          mb: 0.5,
          pl: 1.5 + depth * 2,
          color: active ? 'primary.main' : 'text.secondary',
          ...(active && depth === 0 && { bgcolor: 'action.selected' }),
        }}
      >
        {item.icon && (
          <ListItemIcon sx={{ minWidth: 36, color: 'inherit', '& svg': { fontSize: NAV.iconSize } }}>
            <Badge color="error" badgeContent={count} invisible={count === 0} max={99}>
              {item.icon}
            </Badge>
          </ListItemIcon>
        )}
        <ListItemText
          primary={t(item.titleKey)}
          secondary={item.captionKey ? t(item.captionKey) : undefined}
          slotProps={{
            primary: { noWrap: true, sx: { fontSize: 14, fontWeight: active ? 600 : 500 } },
            secondary: { noWrap: true, sx: { fontSize: 12 } },
          }}
        />
        {count > 0 && !item.icon && <Chip size="small" color="error" label={count} />}
        {item.infoKey && <Chip size="small" color="info" label={t(item.infoKey)} sx={{ height: 20, fontSize: 11 }} />}
        {children && (open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />)}
      </ListItemButton>
      {children && (
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {children.map((child) => (
              <NavEntry key={child.titleKey + child.path} item={child} depth={depth + 1} role={role} />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

export function NavList({ sections, role }: { sections: NavSection[]; role?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ px: 2 }}>
      {sections.map((section) => (
        <List
          key={section.subheaderKey}
          disablePadding
          subheader={
            <ListSubheader disableSticky sx={{ bgcolor: 'transparent', fontSize: 11, fontWeight: 700, textTransform: 'uppercase', lineHeight: '40px', color: 'text.disabled' }}>
              {t(section.subheaderKey)}
            </ListSubheader>
          }
        >
          {section.items
            .filter((item) => visible(item, role))
            .map((item) => (
              <NavEntry key={item.titleKey + item.path} item={item} depth={0} role={role} />
            ))}
        </List>
      ))}
    </Box>
  );
}
