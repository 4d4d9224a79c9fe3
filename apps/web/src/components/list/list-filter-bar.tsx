// A list page's filter row: the caller's filters (a multi-select, a date range), then the search
// field filling the rest; stacked on phones.
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ToolbarSearch } from '../list-toolbar.tsx';

export function ListFilterBar({
  search,
  onSearch,
  searchPlaceholder,
  children,
}: {
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  children?: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2.5 }}>
      {children}
      <ToolbarSearch value={search} onChange={onSearch} placeholder={searchPlaceholder} />
    </Stack>
  );
}
