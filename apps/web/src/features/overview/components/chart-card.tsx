// A card with a title, an optional selector (year or period) and a chart or any body.
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface SelectorProps<T extends string | number> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function Selector<T extends string | number>({ label, value, options, onChange }: SelectorProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === event.target.value);
        if (picked) onChange(picked.value);
      }}
      sx={{ minWidth: 110 }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ChartCard({ title, subheader, action, children }: { title: string; subheader?: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Card sx={{ height: 1 }}>
      <CardHeader title={title} subheader={subheader} action={action} sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }} />
      {children}
    </Card>
  );
}
