// A card with a title, an optional selector (year or period) and a chart or any body.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import type { Period } from '@keel/contracts/dashboards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chartColors } from '../../../components/chart/chart-frame.tsx';

const PERIODS: readonly Period[] = ['week', 'month', 'year'];

interface SelectorProps<T extends string | number> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

function Selector<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: SelectorProps<T>) {
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

/** The year a chart shows, among the years that have data. */
export function YearSelector({
  value,
  years,
  onChange,
}: {
  value: number;
  years: number[];
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation('overview');
  return (
    <Selector
      label={t('year')}
      value={value}
      options={years.map((year) => ({ value: year, label: String(year) }))}
      onChange={onChange}
    />
  );
}

/** The period a chart shows: the last week, month or year. */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation('overview');
  return (
    <Selector
      label={t('periodLabel')}
      value={value}
      options={PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
      onChange={onChange}
    />
  );
}

/** Five named shares and "Other" in grey: the default palette's sixth colour would read as a sixth name. */
export const fiveAndOtherColors = (theme: Theme) => [
  ...chartColors(theme).slice(0, 5),
  theme.palette.grey[500],
];

export function ChartCard({
  title,
  subheader,
  action,
  children,
}: {
  title: string;
  subheader?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card sx={{ height: 1 }}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Box sx={{ p: { xs: 2, sm: 3 }, pt: 2 }}>{children}</Box>
    </Card>
  );
}
