// The active filters of a list as chips (delete one to drop it) and a "Clear" button; nothing
// when no filter is on.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export interface FilterChip {
  key: string;
  label: string;
  onDelete: () => void;
}

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
