// The event dialog's repeat, reminder and invitations (issue 20): repeat daily, weekly or
// monthly until a day; a reminder some minutes before; people to invite, with their answers.
import Autocomplete from '@mui/material/Autocomplete';
import { Avatar } from '../../../components/avatar.tsx';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CALENDAR_FREQUENCIES,
  CALENDAR_REMINDER_CHOICES,
} from '@keel/contracts/calendar-constants';
import type { CalendarAttendee, CalendarPerson } from '@keel/contracts/calendar';
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { calendarApi } from '../calendar.api.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** The local day of an instant, for a date input. */
const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** The end of a local day: no occurrence starts after it. */
const endOfLocalDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const addMonths = (iso: string, months: number) => {
  const d = new Date(iso);
  d.setMonth(d.getMonth() + months);
  return d.toISOString();
};

const RESPONSE_COLOR = {
  yes: 'success',
  no: 'error',
  maybe: 'warning',
  pending: 'default',
} as const;

export function CalendarRepeatFields() {
  const { t } = useTranslation('calendar');
  const { control, watch } = useFormContext();
  const start = watch('start') as string;
  return (
    <Controller
      name="recurrence"
      control={control}
      render={({ field, fieldState }) => {
        const value = field.value as { frequency: string; until: string } | null;
        return (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('repeat.label')}
              value={value?.frequency ?? 'none'}
              onChange={(event) => {
                const frequency = event.target.value;
                field.onChange(
                  frequency === 'none'
                    ? null
                    : {
                        frequency,
                        until: value?.until ?? endOfLocalDay(localDay(addMonths(start, 1))),
                      },
                );
              }}
            >
              <MenuItem value="none">{t('repeat.none')}</MenuItem>
              {CALENDAR_FREQUENCIES.map((frequency) => (
                <MenuItem key={frequency} value={frequency}>
                  {t(`repeat.${frequency}`)}
                </MenuItem>
              ))}
            </TextField>
            {value && (
              <TextField
                fullWidth
                type="date"
                label={t('repeat.until')}
                value={localDay(value.until)}
                error={!!fieldState.error}
                helperText={fieldState.error ? t('repeat.untilInvalid') : undefined}
                onChange={(event) => {
                  if (event.target.value)
                    field.onChange({ ...value, until: endOfLocalDay(event.target.value) });
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          </Stack>
        );
      }}
    />
  );
}

export function CalendarReminderField() {
  const { t } = useTranslation('calendar');
  const { control } = useFormContext();
  return (
    <Controller
      name="reminderMinutes"
      control={control}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={t('reminder.label')}
          value={field.value === null || field.value === undefined ? 'none' : String(field.value)}
          onChange={(event) =>
            field.onChange(event.target.value === 'none' ? null : Number(event.target.value))
          }
        >
          <MenuItem value="none">{t('reminder.none')}</MenuItem>
          {CALENDAR_REMINDER_CHOICES.map((minutes) => (
            <MenuItem key={minutes} value={String(minutes)}>
              {minutes === 0
                ? t('reminder.atStart')
                : minutes % 1440 === 0
                  ? t('reminder.days', { count: minutes / 1440 })
                  : minutes % 60 === 0
                    ? t('reminder.hours', { count: minutes / 60 })
                    : t('reminder.minutes', { count: minutes })}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** People to invite: a search over active users, chosen ones as chips. */
export function CalendarInviteField({ answers }: { answers: CalendarAttendee[] }) {
  const { t } = useTranslation('calendar');
  const { control } = useFormContext();
  const [query, setQuery] = useState('');
  const debounced = useDebounce(query, 250);
  const [options, setOptions] = useState<CalendarPerson[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    calendarApi
      .people(debounced, controller.signal)
      .then(({ people }) => setOptions(people))
      .catch(() => undefined);
    return () => controller.abort();
  }, [debounced]);
  const answerOf = (id: string) => answers.find((attendee) => attendee.id === id)?.response;

  return (
    <Controller
      name="attendees"
      control={control}
      render={({ field }) => (
        <Autocomplete
          multiple
          options={options}
          value={(field.value as CalendarPerson[] | undefined) ?? []}
          filterOptions={(list) => list}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionLabel={(option) => option.name}
          onChange={(_event, people) => field.onChange(people)}
          onInputChange={(_event, value) => setQuery(value)}
          noOptionsText={t('invite.none')}
          renderValue={(people, getItemProps) =>
            people.map((person, index) => {
              const answer = answerOf(person.id);
              const { key, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  {...itemProps}
                  size="small"
                  avatar={<Avatar src={person.avatar ?? undefined}>{person.name.charAt(0)}</Avatar>}
                  label={answer ? `${person.name} · ${t(`answer.${answer}`)}` : person.name}
                  color={answer ? RESPONSE_COLOR[answer] : 'default'}
                  variant={answer && answer !== 'pending' ? 'filled' : 'outlined'}
                />
              );
            })
          }
          renderInput={(params) => (
            <TextField {...params} label={t('invite.label')} placeholder={t('invite.search')} />
          )}
        />
      )}
    />
  );
}

/** The invited people and their answers, as text (an invitation shows it to invitees). */
export function CalendarAnswers({ attendees }: { attendees: CalendarAttendee[] }) {
  const { t } = useTranslation('calendar');
  if (attendees.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('invite.answers')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {attendees.map((person) => (
          <Chip
            key={person.id}
            size="small"
            avatar={<Avatar src={person.avatar ?? undefined}>{person.name.charAt(0)}</Avatar>}
            label={`${person.name} · ${t(`answer.${person.response}`)}`}
            color={RESPONSE_COLOR[person.response]}
            variant={person.response === 'pending' ? 'outlined' : 'filled'}
          />
        ))}
      </Stack>
    </Stack>
  );
}
