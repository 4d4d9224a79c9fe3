// The dashboard nav (docs/spec/pages.md#shell): sections, items, children, badges, captions, an external
// link (the template's demo items that led nowhere are gone, issue 19). Items name the
// permission they need (lib/permissions.ts). Titles are keys of the common namespace.
import AnalyticsRounded from '@mui/icons-material/AnalyticsRounded';
import AppsRounded from '@mui/icons-material/AppsRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import CheckBoxOutlineBlankRounded from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import HotelRounded from '@mui/icons-material/HotelRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ContactMailRounded from '@mui/icons-material/ContactMailRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import ViewKanbanRounded from '@mui/icons-material/ViewKanbanRounded';
import type { ReactNode } from 'react';
import type { Permission } from '@keel/contracts/permissions';
import { config } from '../../lib/config.ts';
import type { NavBadgeKey } from '../../lib/nav-badges.ts';
import { paths } from '../../lib/paths.ts';

export interface NavItem {
  titleKey: string;
  path: string;
  icon?: ReactNode;
  children?: NavItem[];
  badge?: NavBadgeKey;
  /** A fixed label such as "NEW". */
  infoKey?: string;
  captionKey?: string;
  disabled?: boolean;
  external?: boolean;
  /** Shown only to people with this permission (the page itself is guarded the same way). */
  permission?: Permission;
}

export interface NavSection {
  subheaderKey: string;
  items: NavItem[];
}

const d = paths.dashboard;

export const navSections: NavSection[] = [
  {
    subheaderKey: 'nav.overview',
    items: [
      {
        titleKey: 'nav.app',
        path: d.app,
        icon: <DashboardRounded />,
        permission: 'dashboards.read',
      },
      {
        titleKey: 'nav.ecommerce',
        path: d.ecommerce,
        icon: <ShoppingCartRounded />,
        permission: 'dashboards.read',
      },
      {
        titleKey: 'nav.analytics',
        path: d.analytics,
        icon: <AnalyticsRounded />,
        permission: 'dashboards.read',
      },
      {
        titleKey: 'nav.banking',
        path: d.banking,
        icon: <AccountBalanceRounded />,
        permission: 'banking.read',
      },
      {
        titleKey: 'nav.booking',
        path: d.booking,
        icon: <HotelRounded />,
        permission: 'bookings.read',
      },
      {
        titleKey: 'nav.file',
        path: d.file,
        icon: <InsertDriveFileRounded />,
        permission: 'dashboards.read',
      },
    ],
  },
  {
    subheaderKey: 'nav.management',
    items: [
      {
        titleKey: 'nav.user',
        path: d.user.root,
        icon: <PersonRounded />,
        children: [
          { titleKey: 'nav.profile', path: d.user.profile, permission: 'users.read' },
          { titleKey: 'nav.cards', path: d.user.cards, permission: 'users.read' },
          { titleKey: 'nav.list', path: d.user.list, permission: 'users.read' },
          { titleKey: 'nav.create', path: d.user.new, permission: 'users.manage' },
          { titleKey: 'nav.roles', path: d.user.roles, permission: 'roles.manage' },
          { titleKey: 'nav.invitations', path: d.user.invitations, permission: 'users.manage' },
          { titleKey: 'nav.account', path: d.user.account },
        ],
      },
      {
        titleKey: 'nav.ecommerceManagement',
        path: d.eCommerce.root,
        icon: <StorefrontRounded />,
        children: [
          { titleKey: 'nav.shop', path: d.eCommerce.shop, permission: 'products.read' },
          { titleKey: 'nav.list', path: d.eCommerce.list, permission: 'products.read' },
          { titleKey: 'nav.create', path: d.eCommerce.new, permission: 'products.write' },
          { titleKey: 'nav.checkout', path: d.eCommerce.checkout, permission: 'shop.buy' },
        ],
      },
      {
        titleKey: 'nav.order',
        path: d.order.root,
        icon: <ShoppingBagRounded />,
        permission: 'shop.buy',
      },
      {
        titleKey: 'nav.invoice',
        path: d.invoice.root,
        icon: <ReceiptLongRounded />,
        children: [
          { titleKey: 'nav.list', path: d.invoice.list, permission: 'invoices.read' },
          { titleKey: 'nav.create', path: d.invoice.new, permission: 'invoices.write' },
        ],
      },
      {
        titleKey: 'nav.blog',
        path: d.blog.root,
        icon: <ArticleRounded />,
        children: [
          { titleKey: 'nav.posts', path: d.blog.posts },
          { titleKey: 'nav.create', path: d.blog.new, permission: 'blog.write' },
        ],
      },
      {
        titleKey: 'nav.fileManager',
        path: d.fileManager,
        icon: <FolderRounded />,
        permission: 'files.use',
      },
      {
        titleKey: 'nav.contactInbox',
        path: d.contactInbox,
        icon: <ContactMailRounded />,
        permission: 'contact.manage',
      },
    ],
  },
  {
    subheaderKey: 'nav.apps',
    items: [
      {
        titleKey: 'nav.mail',
        path: d.mail.root,
        icon: <MailRounded />,
        badge: 'mail',
        permission: 'mail.use',
      },
      {
        titleKey: 'nav.chat',
        path: d.chat.root,
        icon: <ChatRounded />,
        badge: 'chat',
        permission: 'chat.use',
      },
      {
        titleKey: 'nav.calendar',
        path: d.calendar,
        icon: <CalendarMonthRounded />,
        permission: 'calendar.use',
      },
      {
        titleKey: 'nav.kanban',
        path: d.kanban,
        icon: <ViewKanbanRounded />,
        permission: 'kanban.use',
      },
    ],
  },
  {
    subheaderKey: 'nav.misc',
    items: [
      { titleKey: 'nav.audit', path: d.audit, icon: <HistoryRounded />, permission: 'audit.read' },
      {
        titleKey: 'nav.permissionDenied',
        path: d.permissionDenied,
        icon: <LockRounded />,
        captionKey: 'nav.permissionDeniedCaption',
        permission: 'users.manage',
      },
      {
        titleKey: 'nav.externalLink',
        path: config.docsUrl,
        icon: <OpenInNewRounded />,
        external: true,
      },
      { titleKey: 'nav.blank', path: d.blank, icon: <CheckBoxOutlineBlankRounded /> },
    ],
  },
];

/**
 * Active on its path or below it (docs/spec/pages.md#shell: prefix for parents; Mail and Chat have their own
 * pages below their path too, e.g. /dashboard/mail/inbox); demo `#` and external links never are.
 */
export function isActivePath(item: NavItem, pathname: string): boolean {
  if (item.external || item.path.startsWith('#')) return false;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

/** The item or any of its descendants is the current page. */
export function isActiveBranch(item: NavItem, pathname: string): boolean {
  return (
    isActivePath(item, pathname) ||
    (item.children?.some((child) => isActiveBranch(child, pathname)) ?? false)
  );
}

/** Items the user's permissions allow; a parent whose every child is hidden goes too. */
export function visibleItems(
  items: NavItem[] | undefined,
  permissions: readonly Permission[] | undefined,
): NavItem[] {
  return (items ?? []).filter((item) => {
    if (item.permission && !permissions?.includes(item.permission)) return false;
    return !item.children || visibleItems(item.children, permissions).length > 0;
  });
}

export interface NavSearchEntry {
  /** Translated title; a child's title is prefixed by its parent's ("User › List"). */
  title: string;
  path: string;
  group: string;
  external: boolean;
}

/** Every reachable nav destination, for the header search (disabled and demo `#` items left out). */
export function navSearchEntries(
  sections: NavSection[],
  permissions: readonly Permission[] | undefined,
  t: (key: string) => string,
): NavSearchEntry[] {
  const entries: NavSearchEntry[] = [];
  const walk = (items: NavItem[], group: string, parents: string[]) => {
    for (const item of visibleItems(items, permissions)) {
      if (item.disabled) continue;
      const trail = [...parents, t(item.titleKey)];
      if (item.children) walk(item.children, group, trail);
      else if (!item.path.startsWith('#'))
        entries.push({
          title: trail.join(' › '),
          path: item.path,
          group,
          external: !!item.external,
        });
    }
  };
  for (const section of sections) walk(section.items, t(section.subheaderKey), []);
  return entries;
}

// Kept for screens that need an icon for an unknown nav entry.
export const fallbackNavIcon = <AppsRounded />;
export const docsNavIcon = <DescriptionRounded />;
