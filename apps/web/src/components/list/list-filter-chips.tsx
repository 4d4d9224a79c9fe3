// The active filters of a list as chips (delete one to drop it) and a "Clear" button; nothing
// when no filter is on. The date-range and keyword chips every list has are built here.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { dateRangeLabel } from './list-date-range.tsx';

export interface FilterChip {
  key: string;
  label: string;
  onDelete: () => void;
}

/** The date range's chip, when a start or an end is set. */
export const dateRangeChips = (
  format: { date: (iso: string) => string },
  from: string,
  to: string,
  onDelete: () => void,
): FilterChip[] =>
  from || to ? [{ key: 'dates', label: dateRangeLabel(format, from, to), onDelete }] : [];

/** The search's chip ("Keyword: …"), when the list is searched. */
export const keywordChips = (label: string, q: string, onDelete: () => void): FilterChip[] =>
  q ? [{ key: 'q', label: `${label}: ${q}`, onDelete }] : [];

export function ListFilterChips({
  chips,
  clearLabel,
  onClear,
}: {
  chips: FilterChip[];
  clearLabel: string;
  onClear: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, px: 2.5, pb: 2, alignItems: 'center' }}
    >
      {chips.map((chip) => (
        <Chip key={chip.key} size="small" label={chip.label} onDelete={chip.onDelete} />
      ))}
      <Button color="error" size="small" onClick={onClear}>
        {clearLabel}
      </Button>
    </Stack>
  );
}
