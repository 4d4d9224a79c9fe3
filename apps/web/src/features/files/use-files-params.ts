// The file manager's place and filters in the URL: scope, folder, name, types, modified range,
// page, size and sort; the list/grid choice is remembered in localStorage.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILE_CATEGORIES,
  FILE_SCOPES,
  FILE_SORT_FIELDS,
  type FileCategory,
  type FileScope,
} from '@keel/contracts/files';

/** The list route's parameters as the page keeps them (FileListQuerySchema checks them). */
export interface FileListParams {
  parentId?: string;
  q?: string;
  types?: FileCategory[];
  from?: string;
  to?: string;
  scope: FileScope;
  page: number;
  pageSize: number;
  sort?: string;
}

export type FilesScope = (typeof FILE_SCOPES)[number];
export type FileSortField = (typeof FILE_SORT_FIELDS)[number];

export interface FilesView {
  scope: FilesScope;
  folder: string | null;
  q: string;
  types: FileCategory[];
  from: string;
  to: string;
  page: number;
  pageSize: number;
  sort: { field: FileSortField; direction: 'asc' | 'desc' };
}

export function parseFilesParams(search: URLSearchParams): FilesView {
  const scope = search.get('scope');
  const [field, direction] = (search.get('sort') ?? 'dateModified:desc').split(':');
  const pageSize = Number(search.get('pageSize'));
  return {
    scope: (FILE_SCOPES as readonly string[]).includes(scope ?? '')
      ? (scope as FilesScope)
      : 'mine',
    folder: search.get('folder'),
    q: search.get('q') ?? '',
    types: (search.get('types') ?? '')
      .split(',')
      .filter((type): type is FileCategory =>
        (FILE_CATEGORIES as readonly string[]).includes(type),
      ),
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: [5, 10, 25].includes(pageSize) ? pageSize : 10,
    sort: {
      field: (FILE_SORT_FIELDS as readonly string[]).includes(field ?? '')
        ? (field as FileSortField)
        : 'dateModified',
      direction: direction === 'asc' ? 'asc' : 'desc',
    },
  };
}

export function toFileListParams(view: FilesView): FileListParams {
  return {
    scope: view.scope,
    parentId: view.folder ?? undefined,
    q: view.q || undefined,
    types: view.types.length > 0 ? view.types : undefined,
    from: view.from || undefined,
    to: view.to || undefined,
    page: view.page,
    pageSize: view.pageSize,
    sort: `${view.sort.field}:${view.sort.direction}`,
  };
}

export function hasFilters(view: FilesView): boolean {
  return Boolean(view.q || view.types.length > 0 || view.from || view.to);
}

type Key = 'scope' | 'folder' | 'q' | 'types' | 'from' | 'to' | 'page' | 'pageSize' | 'sort';

export function useFilesParams() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => parseFilesParams(search), [search]);
  const update = useCallback(
    (changes: Partial<Record<Key, string | null>>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('folder' in changes) && !('scope' in changes) },
      );
    },
    [setSearch],
  );
  return { view, update };
}

const VIEW_KEY = 'keel-files-view';

export function useFilesLayout() {
  const [layout, setLayout] = useState<'list' | 'grid'>(() => {
    try {
      return localStorage.getItem(VIEW_KEY) === 'grid' ? 'grid' : 'list';
    } catch {
      return 'list';
    }
  });
  const choose = useCallback((next: 'list' | 'grid') => {
    setLayout(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Private mode: remembered for this visit only.
    }
  }, []);
  return [layout, choose] as const;
}
