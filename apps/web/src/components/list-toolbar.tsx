// Pieces of a list page's toolbar and "{n} selected" bar (docs/spec/pages.md#ui Tables): a multi-select
// filter with checkboxes, the search field, and an icon button for a bulk action.
import Search from '@mui/icons-material/Search';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId, type ReactNode } from 'react';

export function ToolbarMultiSelect<T extends string>({
  label,
  options,
  optionLabel,
  value,
  onChange,
  width = 220,
}: {
  label: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  value: T[];
  onChange: (value: T[]) => void;
  width?: number;
}) {
  const labelId = useId();
  return (
    <FormControl sx={{ width: { xs: 1, md: width }, flexShrink: 0 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={value}
        onChange={(event) => onChange(event.target.value as T[])}
        input={<OutlinedInput label={label} />}
        renderValue={(values) => values.map(optionLabel).join(', ')}
        // A long list (the user list's job titles) scrolls inside the menu.
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            <Checkbox size="small" checked={value.includes(option)} />
            <ListItemText primary={optionLabel(option)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The toolbar's search; the placeholder is its accessible name too. */
export function ToolbarSearch({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <TextField
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search sx={{ color: 'text.disabled' }} />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': placeholder },
      }}
    />
  );
}

/** An action of the "{n} selected" bar; the span keeps the tooltip working while disabled. */
export function BulkActionButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton color="primary" aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
