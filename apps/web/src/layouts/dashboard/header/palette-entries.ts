// What the command palette lists besides pages: records from GET /api/search, actions, and the
// items chosen lately (kept in localStorage). Each entry either leads to a path or runs an action.
import type { Permission } from '@keel/contracts/permissions';
import type { SearchKind, SearchResult } from '@keel/contracts/search';
import { LANGUAGE_OPTIONS, type Language } from '../../../locales/languages.ts';
import { paths } from '../../../lib/paths.ts';

export type PaletteAction = 'dark-mode' | 'light-mode' | `language:${Language}` | 'sign-out';

export interface PaletteEntry {
  key: string;
  title: string;
  subtitle: string;
  group: string;
  /** Where it leads, or what it runs. */
  path?: string;
  external?: boolean;
  action?: PaletteAction;
}

/** Where a record opens; people open their edit page only for those who manage users. */
export function recordPath(result: SearchResult, canManageUsers: boolean): string {
  const by: Record<SearchKind, () => string> = {
    people: () =>
      canManageUsers && result.slug
        ? paths.dashboard.user.edit(result.slug)
        : `${paths.dashboard.user.cards}?q=${encodeURIComponent(result.title)}`,
    mail: () => `${paths.dashboard.mail.all}/${result.id}`,
    files: () => `${paths.dashboard.fileManager}?q=${encodeURIComponent(result.title)}`,
    invoices: () => paths.dashboard.invoice.view(result.id),
    orders: () => paths.dashboard.order.view(result.id),
    products: () => paths.dashboard.eCommerce.view(result.slug ?? result.id),
    posts: () => paths.dashboard.blog.view(result.slug ?? result.id),
    cards: () => `${paths.dashboard.kanban}?card=${result.id}`,
  };
  return by[result.kind]();
}

interface ActionSpec {
  key: string;
  titleKey: string;
  titleOptions?: { name: string };
  permission?: Permission;
  path?: string;
  action?: PaletteAction;
}

/** The palette's actions for this user, mode and language. */
export function actionSpecs(themeMode: 'light' | 'dark', language: Language): ActionSpec[] {
  return [
    {
      key: 'new-invoice',
      titleKey: 'palette.actions.newInvoice',
      permission: 'invoices.write',
      path: paths.dashboard.invoice.new,
    },
    {
      key: 'compose-mail',
      titleKey: 'palette.actions.composeMail',
      permission: 'mail.use',
      path: `${paths.dashboard.mail.all}?compose=1`,
    },
    {
      key: 'upload-files',
      titleKey: 'palette.actions.uploadFiles',
      permission: 'files.use',
      path: `${paths.dashboard.fileManager}?upload=1`,
    },
    themeMode === 'light'
      ? { key: 'dark-mode', titleKey: 'palette.actions.darkMode', action: 'dark-mode' }
      : { key: 'light-mode', titleKey: 'palette.actions.lightMode', action: 'light-mode' },
    ...LANGUAGE_OPTIONS.filter((option) => option.value !== language).map((option) => ({
      key: `language-${option.value}`,
      titleKey: 'palette.actions.language',
      titleOptions: { name: option.labelKey },
      action: `language:${option.value}` as const,
    })),
    { key: 'sign-out', titleKey: 'palette.actions.signOut', action: 'sign-out' },
  ];
}

const RECENT_KEY = 'keel-palette-recent';
const RECENT_MAX = 5;

export function recentEntries(): PaletteEntry[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored)
      ? (stored as PaletteEntry[])
          .filter((entry) => typeof entry?.path === 'string')
          .slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Pages and records chosen lately, newest first (actions are not "items"). */
export function rememberEntry(entry: PaletteEntry) {
  if (!entry.path) return;
  const rest = recentEntries().filter((item) => item.path !== entry.path);
  const kept = {
    key: `recent-${entry.path}`,
    title: entry.title,
    subtitle: entry.subtitle,
    group: '',
    path: entry.path,
  };
  localStorage.setItem(RECENT_KEY, JSON.stringify([kept, ...rest].slice(0, RECENT_MAX)));
}
