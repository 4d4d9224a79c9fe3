import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS, type Permission } from '@keel/contracts/permissions';
import {
  isActiveBranch,
  isActivePath,
  navSearchEntries,
  navSections,
  visibleItems,
  type NavItem,
} from './nav-config.tsx';

const flat = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => [item, ...flat(item.children ?? [])]);
const all = flat(navSections.flatMap((section) => section.items));
const byKey = (key: string, path?: string) =>
  all.find((item) => item.titleKey === key && (!path || item.path === path))!;

describe('dashboard nav', () => {
  it('has the structure of pages.md §2', () => {
    expect(navSections.map((section) => section.subheaderKey)).toEqual([
      'nav.overview',
      'nav.management',
      'nav.apps',
      'nav.misc',
    ]);
    expect(byKey('nav.mail').badge).toBe('mail');
    expect(byKey('nav.chat').badge).toBe('chat');
    expect(byKey('nav.externalLink').external).toBe(true);
    expect(byKey('nav.permissionDenied').permission).toBe('users.manage');
  });

  it('has no template demo items that lead nowhere ("Menu level", "Item disabled")', () => {
    expect(all.filter((item) => item.path.startsWith('#') || item.disabled)).toEqual([]);
  });

  it('marks the current page and its parent active', () => {
    expect(isActivePath(byKey('nav.app'), '/dashboard/app')).toBe(true);
    expect(isActivePath(byKey('nav.app'), '/dashboard/analytics')).toBe(false);
    expect(isActiveBranch(byKey('nav.user'), '/dashboard/user/list')).toBe(true);
    expect(isActivePath(byKey('nav.list', '/dashboard/user/list'), '/dashboard/user/list')).toBe(
      true,
    );
    expect(isActivePath(byKey('nav.list', '/dashboard/user/list'), '/dashboard/user/cards')).toBe(
      false,
    );
    expect(isActivePath(byKey('nav.mail'), '/dashboard/mail/inbox')).toBe(true);
    expect(isActivePath(byKey('nav.file'), '/dashboard/files-manager')).toBe(false);
    expect(isActivePath(byKey('nav.externalLink'), '/')).toBe(false);
  });

  it('shows an item only to people with its permission, and drops a parent left empty', () => {
    const misc = navSections.find((section) => section.subheaderKey === 'nav.misc')!.items;
    expect(
      visibleItems(misc, [...BUILT_IN_ROLE_PERMISSIONS.admin]).some(
        (item) => item.titleKey === 'nav.permissionDenied',
      ),
    ).toBe(true);
    expect(
      visibleItems(misc, [...BUILT_IN_ROLE_PERMISSIONS.member]).some(
        (item) => item.titleKey === 'nav.permissionDenied',
      ),
    ).toBe(false);
    const management = navSections.find(
      (section) => section.subheaderKey === 'nav.management',
    )!.items;
    const invoice = (permissions: Permission[]) =>
      visibleItems(management, permissions).find((item) => item.titleKey === 'nav.invoice');
    expect(invoice([...BUILT_IN_ROLE_PERMISSIONS.member])).toBeUndefined();
    expect(
      visibleItems(invoice(['invoices.read'])!.children, ['invoices.read']).map(
        (item) => item.titleKey,
      ),
    ).toEqual(['nav.list']);
  });

  it('offers every reachable destination to the search, grouped by section', () => {
    const entries = navSearchEntries(
      navSections,
      [...BUILT_IN_ROLE_PERMISSIONS.member],
      (key) => key,
    );
    expect(entries).toContainEqual({
      title: 'nav.user › nav.list',
      path: '/dashboard/user/list',
      group: 'nav.management',
      external: false,
    });
    expect(entries.some((entry) => entry.path.startsWith('#'))).toBe(false);
    expect(entries.some((entry) => entry.title === 'nav.permissionDenied')).toBe(false);
    expect(entries.find((entry) => entry.title === 'nav.externalLink')?.external).toBe(true);
  });
});
