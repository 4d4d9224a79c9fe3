// Start or end of an event: a local date-time, or a day for all-day events (whose stored end is
// the day after the last one, so the field shows the last day).
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addDays, dayOf, dayStart, fromLocalInput, toLocalInput } from '../calendar-dates.ts';

interface Props {
  name: 'start' | 'end';
  label: string;
  allDay: boolean;
  isEnd?: boolean;
  error: boolean;
  helperText?: string;
}

export function CalendarDateField({ name, label, allDay, isEnd, error, helperText }: Props) {
  const { control } = useFormContext();
  const { t } = useTranslation('validation');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' && field.value ? field.value : '';
        const shown = !value
          ? ''
          : allDay
            ? dayOf(isEnd ? addDays(value, -1) : value)
            : toLocalInput(value);
        const message =
          helperText ??
          (fieldState.error?.message
            ? t(fieldState.error.message, {
                keySeparator: false,
                nsSeparator: false,
                defaultValue: fieldState.error.message,
              })
            : undefined);
        return (
          <TextField
            fullWidth
            type={allDay ? 'date' : 'datetime-local'}
            label={label}
            value={shown}
            error={error || !!fieldState.error}
            helperText={message}
            onBlur={field.onBlur}
            onChange={(event) => {
              const raw = event.target.value;
              if (allDay) {
                const day = dayStart(raw);
                field.onChange(day ? (isEnd ? addDays(day, 1) : day) : '');
              } else {
                field.onChange(fromLocalInput(raw) ?? '');
              }
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        );
      }}
    />
  );
}
