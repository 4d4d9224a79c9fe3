// "Add event" / "Edit event" (docs/spec/pages.md#calendar): title, description, all day, start, end and colour;
// Delete (confirm), Cancel, Add/Save. Validates on submit, then on change; an end before the
// start turns both dates red, says so, and disables saving.
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { useId, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toggleAllDay } from '../calendar-dates.ts';
import { datesInvalid, EVENT_FORM_FIELDS, type EventFormDefaults } from '../calendar-event-form.ts';
import {
  EventFormSchema,
  type EventFormInput,
  type EventFormValues,
} from '../calendar-event-schema.ts';
import { CalendarColorPicker } from './calendar-color-picker.tsx';
import {
  CalendarInviteField,
  CalendarReminderField,
  CalendarRepeatFields,
} from './calendar-event-extras.tsx';
import { CalendarDateField } from './calendar-date-field.tsx';

interface Props {
  /** The event being edited; absent when adding. */
  event?: CalendarEvent;
  defaults: EventFormDefaults;
  onClose: () => void;
  onSubmit: (values: EventFormValues) => Promise<unknown>;
  onDelete: (event: CalendarEvent) => Promise<unknown>;
}

export function CalendarEventDialog({ event, defaults, onClose, onSubmit, onDelete }: Props) {
  const { t } = useTranslation('calendar');
  const { t: tv } = useTranslation('validation');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [serverError, setServerError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const methods = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(EventFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const { control, handleSubmit, setError, watch, setValue, getValues, formState } = methods;
  const [allDay = false, start, end] = watch(['allDay', 'start', 'end']);
  const invalidDates = datesInvalid({ start, end, allDay });

  const submit = handleSubmit(async (values) => {
    setServerError('');
    try {
      await onSubmit(values);
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, EVENT_FORM_FIELDS));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <FormProvider {...methods}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          <DialogTitle id={titleId}>
            {event ? t('dialog.editTitle') : t('dialog.addTitle')}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={3} sx={{ pt: 1 }}>
              {serverError && (
                <Alert severity="error">
                  {tv(serverError, {
                    keySeparator: false,
                    nsSeparator: false,
                    defaultValue: serverError,
                  })}
                </Alert>
              )}
              <RHFTextField name="title" label={t('dialog.title')} autoFocus={!event} />
              <RHFTextField
                name="description"
                label={t('dialog.description')}
                multiline
                minRows={3}
                maxRows={8}
              />
              <Controller
                name="allDay"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    label={t('dialog.allDay')}
                    control={
                      <Switch
                        checked={!!field.value}
                        onChange={(_e, checked) => {
                          const times = toggleAllDay(
                            { start: getValues('start'), end: getValues('end') },
                            checked,
                          );
                          field.onChange(checked);
                          setValue('start', times.start, { shouldValidate: formState.isSubmitted });
                          setValue('end', times.end, { shouldValidate: formState.isSubmitted });
                        }}
                      />
                    }
                  />
                )}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <CalendarDateField
                  name="start"
                  label={t('dialog.start')}
                  allDay={allDay}
                  error={invalidDates}
                />
                <CalendarDateField
                  name="end"
                  label={t('dialog.end')}
                  allDay={allDay}
                  isEnd
                  error={invalidDates}
                  helperText={
                    invalidDates
                      ? tv('End date must be later than start date', {
                          keySeparator: false,
                          nsSeparator: false,
                        })
                      : undefined
                  }
                />
              </Stack>
              <CalendarRepeatFields />
              <CalendarReminderField />
              <CalendarInviteField answers={event?.attendees ?? []} />
              <Controller
                name="color"
                control={control}
                render={({ field }) => (
                  <CalendarColorPicker
                    label={t('dialog.color')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                  />
                )}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            {event && (
              <Tooltip title={t('dialog.delete')}>
                <IconButton
                  color="error"
                  aria-label={t('dialog.delete')}
                  onClick={() => setConfirming(true)}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Tooltip>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="outlined" color="inherit" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={invalidDates || formState.isSubmitting}
              startIcon={
                formState.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {event ? t('dialog.save') : t('dialog.add')}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
      {event && (
        <ConfirmDialog
          open={confirming}
          title={t('dialog.delete')}
          content={t('dialog.deleteConfirm', { name: event.title })}
          actionLabel={t('dialog.delete')}
          cancelLabel={t('dialog.cancel')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            try {
              await onDelete(event);
            } finally {
              setConfirming(false);
            }
          }}
        />
      )}
    </Dialog>
  );
}
