// The mini nav (88 px, docs/spec/pages.md#shell): icons (22 px) with short labels; a parent's children open
// in a popover beside it on hover (or on click / Enter from the keyboard).
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import { useEffect, useRef, useState } from 'react';
import type { Permission } from '@keel/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../lib/hooks.ts';
import { Logo } from '../../components/logo.tsx';
import { selectUser } from '../../features/auth/session.slice.ts';
import { useNavBadges } from '../../lib/nav-badges.ts';
import { paths } from '../../lib/paths.ts';
import { NAV } from '../layout-constants.ts';
import { isActiveBranch, navSections, visibleItems, type NavItem } from './nav-config.tsx';
import { NavIconBadge, NavLabel } from './nav-label.tsx';
import { navLinkProps } from './nav-list.tsx';

function MiniPopoverList({
  items,
  permissions,
  onNavigate,
}: {
  items: NavItem[];
  permissions?: readonly Permission[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="ul" sx={{ p: 0.5, m: 0, minWidth: 180 }}>
      {items.map((child) => {
        const grandChildren = visibleItems(child.children, permissions);
        const active = isActiveBranch(child, pathname);
        return (
          <Box component="li" key={child.titleKey + child.path} sx={{ listStyle: 'none' }}>
            {grandChildren.length > 0 ? (
              <>
                <Box
                  sx={{
                    px: 1,
                    pt: 1,
                    pb: 0.5,
                    typography: 'caption',
                    fontWeight: 600,
                    color: 'text.secondary',
                  }}
                >
                  {t(child.titleKey)}
                </Box>
                <MiniPopoverList
                  items={grandChildren}
                  permissions={permissions}
                  onNavigate={onNavigate}
                />
              </>
            ) : (
              <ButtonBase
                {...navLinkProps(child, false)}
                onClick={onNavigate}
                disabled={child.disabled}
                aria-current={active ? 'page' : undefined}
                sx={{
                  width: 1,
                  justifyContent: 'flex-start',
                  minHeight: NAV.subItemHeight,
                  px: 1,
                  mb: 0.25,
                  borderRadius: 0.75,
                  typography: 'body2',
                  color: active ? 'text.primary' : 'text.secondary',
                  fontWeight: active ? 600 : 500,
                  ...(active && { bgcolor: 'action.selected' }),
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {t(child.titleKey)}
              </ButtonBase>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function MiniEntry({ item, permissions }: { item: NavItem; permissions?: readonly Permission[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const badges = useNavBadges();
  const anchor = useRef<HTMLLIElement>(null);
  // 'hover' opens without moving focus; 'click' (mouse or keyboard) moves focus into the list.
  const [open, setOpen] = useState<false | 'hover' | 'click'>(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const children = visibleItems(item.children, permissions);
  const active = isActiveBranch(item, pathname);
  const count = item.badge ? (badges[item.badge] ?? 0) : 0;
  const title = t(item.titleKey);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const hoverIn = () => {
    clearTimeout(closeTimer.current);
    setOpen((value) => value || 'hover');
  };
  // A short delay lets the pointer cross the gap between the item and its popover.
  const hoverOut = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(
      () => setOpen((value) => (value === 'hover' ? false : value)),
      120,
    );
  };

  return (
    <Box component="li" ref={anchor} sx={{ listStyle: 'none', position: 'relative' }}>
      <ButtonBase
        {...navLinkProps(item, children.length > 0)}
        disabled={item.disabled}
        aria-label={title}
        aria-current={active && children.length === 0 ? 'page' : undefined}
        aria-expanded={children.length > 0 ? !!open : undefined}
        onClick={children.length > 0 ? () => setOpen('click') : undefined}
        onMouseEnter={children.length > 0 ? hoverIn : undefined}
        onMouseLeave={children.length > 0 ? hoverOut : undefined}
        sx={{
          width: 1,
          flexDirection: 'column',
          gap: 0.5,
          minHeight: 56,
          px: 0.5,
          py: 1,
          mb: 0.5,
          borderRadius: 1,
          color: 'text.secondary',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-disabled': { opacity: 0.48 },
          ...(active && {
            color: (theme) =>
              theme.palette.mode === 'light'
                ? theme.palette.primary.dark
                : theme.palette.primary.light,
            bgcolor: (theme) => `${theme.palette.primary.main}14`,
          }),
        }}
      >
        <Box
          component="span"
          sx={{ display: 'inline-flex', '& svg': { fontSize: NAV.miniIconSize } }}
        >
          <NavIconBadge show={!!item.badge} count={count}>
            {item.icon}
          </NavIconBadge>
        </Box>
        <Box
          component="span"
          sx={{
            width: 1,
            fontSize: 10,
            lineHeight: '16px',
            fontWeight: active ? 700 : 600,
            textAlign: 'center',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </Box>
        {children.length > 0 && (
          <ChevronRightRounded
            sx={{
              position: 'absolute',
              top: 10,
              right: 4,
              fontSize: 14,
              '[dir=rtl] &': { transform: 'scaleX(-1)' },
            }}
          />
        )}
        {item.infoKey && (
          <Box component="span" sx={{ position: 'absolute', top: 2, left: 4 }}>
            <NavLabel color="info">{t(item.infoKey)}</NavLabel>
          </Box>
        )}
      </ButtonBase>
      {children.length > 0 && (
        <Popover
          open={!!open}
          anchorEl={anchor.current}
          onClose={() => setOpen(false)}
          anchorOrigin={{ vertical: 'center', horizontal: 'right' }}
          transformOrigin={{ vertical: 'center', horizontal: 'left' }}
          disableAutoFocus={open === 'hover'}
          disableEnforceFocus={open === 'hover'}
          disableRestoreFocus={open === 'hover'}
          disableScrollLock
          // A hover menu: the page stays usable under it; the paper itself takes the pointer.
          sx={{ pointerEvents: 'none' }}
          slotProps={{
            paper: {
              onMouseEnter: hoverIn,
              onMouseLeave: hoverOut,
              sx: { pointerEvents: 'auto', ml: 0.5 },
            },
          }}
        >
          <MiniPopoverList
            items={children}
            permissions={permissions}
            onNavigate={() => setOpen(false)}
          />
        </Popover>
      )}
    </Box>
  );
}

export function NavMiniContent() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        height: 1,
        overflowY: 'auto',
        overflowX: 'hidden',
        pb: 2,
      }}
    >
      <Box sx={{ pt: 3, pb: 2 }}>
        <Logo href={paths.dashboard.app} withText={false} />
      </Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ width: 1, px: 0.5 }}>
        {navSections.map((section) => {
          const items = visibleItems(section.items, user?.permissions);
          return (
            <Box
              component="ul"
              key={section.subheaderKey}
              aria-label={t(section.subheaderKey)}
              sx={{ p: 0, m: 0, mb: 1 }}
            >
              {items.map((item) => (
                <MiniEntry
                  key={item.titleKey + item.path}
                  item={item}
                  permissions={user?.permissions}
                />
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
