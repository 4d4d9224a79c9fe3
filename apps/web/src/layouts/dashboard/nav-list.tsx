// The vertical nav's sections (docs/spec/pages.md#shell): active by exact path (or prefix for parents), the
// active branch open, badges, captions, "NEW" labels, a disabled item, an external link and
// the admin-only item. Items are 48 px (sub-items 36 px) with 24 px icons (docs/spec/seed.md#constants).
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import { useState } from 'react';
import type { Permission } from '@keel/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouterLink } from '../../components/router-link.tsx';
import { useNavBadges } from '../../lib/nav-badges.ts';
import { NAV } from '../layout-constants.ts';
import { isActiveBranch, visibleItems, type NavItem, type NavSection } from './nav-config.tsx';
import { NavIconBadge, NavLabel } from './nav-label.tsx';

/** Props that make a nav entry a link (router, external) or a plain button (parents, demos). */
export function navLinkProps(item: NavItem, hasChildren: boolean) {
  if (item.external)
    return { component: 'a', href: item.path, target: '_blank', rel: 'noopener' } as const;
  if (hasChildren || item.path.startsWith('#'))
    return { component: 'button', type: 'button' } as const;
  return { component: RouterLink, to: item.path } as const;
}

function NavEntry({
  item,
  depth,
  permissions,
}: {
  item: NavItem;
  depth: number;
  permissions?: readonly Permission[];
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const badges = useNavBadges();
  const children = visibleItems(item.children, permissions);
  const active = isActiveBranch(item, pathname);
  const [open, setOpen] = useState(active);
  const count = item.badge ? (badges[item.badge] ?? 0) : 0;
  const sub = depth > 0;
  const title = t(item.titleKey);

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ButtonBase
        {...navLinkProps(item, children.length > 0)}
        onClick={children.length > 0 ? () => setOpen((value) => !value) : undefined}
        disabled={item.disabled}
        aria-current={active && children.length === 0 ? 'page' : undefined}
        aria-expanded={children.length > 0 ? open : undefined}
        sx={{
          width: 1,
          gap: 1.5,
          justifyContent: 'flex-start',
          minHeight: sub ? NAV.subItemHeight : NAV.itemHeight,
          px: 1.5,
          py: 0.5,
          pl: sub ? 1.5 + (depth - 1) * 1.5 : 1.5,
          mb: 0.5,
          borderRadius: 1,
          textAlign: 'start',
          color: 'text.secondary',
          typography: 'body2',
          fontWeight: 500,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
          '&.Mui-disabled': { opacity: 0.48 },
          ...(active && {
            color: sub
              ? 'text.primary'
              : (theme) =>
                  theme.palette.mode === 'light'
                    ? theme.palette.primary.dark
                    : theme.palette.primary.light,
            fontWeight: 600,
            ...(!sub && {
              bgcolor: (theme) => `${theme.palette.primary.main}14`,
              '&:hover': { bgcolor: (theme) => `${theme.palette.primary.main}29` },
            }),
          }),
        }}
      >
        {item.icon && !sub ? (
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexShrink: 0, '& svg': { fontSize: NAV.iconSize } }}
          >
            <NavIconBadge show={!!item.badge} count={count}>
              {item.icon}
            </NavIconBadge>
          </Box>
        ) : (
          sub && (
            <Box
              component="span"
              aria-hidden
              sx={{ width: 24, display: 'inline-flex', justifyContent: 'center', flexShrink: 0 }}
            >
              <Box
                component="span"
                sx={{
                  width: 4,
                  height: 4,
                  borderRadius: '50%',
                  bgcolor: 'currentColor',
                  ...(active && { transform: 'scale(2)', bgcolor: 'primary.main' }),
                }}
              />
            </Box>
          )
        )}
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box
            component="span"
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {title}
          </Box>
          {item.captionKey && (
            <Box
              component="span"
              sx={{
                display: 'block',
                typography: 'caption',
                color: 'text.secondary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {t(item.captionKey)}
            </Box>
          )}
        </Box>
        {count > 0 && !(item.icon && !sub) && (
          <NavLabel color="error">{count > 99 ? '99+' : count}</NavLabel>
        )}
        {item.infoKey && <NavLabel color="info">{t(item.infoKey)}</NavLabel>}
        {item.external && <OpenInNewRounded sx={{ fontSize: 16, flexShrink: 0 }} />}
        {children.length > 0 &&
          (open ? (
            <ExpandMoreRounded sx={{ fontSize: 16 }} />
          ) : (
            <ChevronRightRounded
              sx={{ fontSize: 16, '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
            />
          ))}
      </ButtonBase>
      {children.length > 0 && (
        <Collapse in={open} unmountOnExit>
          <Box component="ul" sx={{ p: 0, m: 0, ...(depth === 0 && { pl: 1.5 }) }}>
            {children.map((child) => (
              <NavEntry
                key={child.titleKey + child.path}
                item={child}
                depth={depth + 1}
                permissions={permissions}
              />
            ))}
          </Box>
        </Collapse>
      )}
    </Box>
  );
}

export function NavList({
  sections,
  permissions,
}: {
  sections: NavSection[];
  permissions?: readonly Permission[];
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ px: 2 }}>
      {sections.map((section) => {
        const items = visibleItems(section.items, permissions);
        if (items.length === 0) return null;
        return (
          <Box key={section.subheaderKey} sx={{ mb: 1 }}>
            <Box
              component="h2"
              sx={{
                m: 0,
                px: 1.5,
                pt: 2,
                pb: 1,
                typography: 'overline',
                fontSize: 11,
                color: 'text.secondary',
              }}
            >
              {t(section.subheaderKey)}
            </Box>
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {items.map((item) => (
                <NavEntry
                  key={item.titleKey + item.path}
                  item={item}
                  depth={0}
                  permissions={permissions}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
