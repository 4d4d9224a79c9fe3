// The calendar's limits, colours and messages, without zod: the calendar page shows them on its
// first visit, and zod loads only with the event dialog.
export const CALENDAR_TITLE_MAX = 255;
export const CALENDAR_DESCRIPTION_MAX = 5000;

/** The dialog's seven colours (primary, secondary, info, success, warning, error, violet). */
export const CALENDAR_COLORS = [
  '#3366FF',
  '#00AB55',
  '#00B8D9',
  '#22C55E',
  '#FFAB00',
  '#FF5630',
  '#7635DC',
] as const;

export const CalendarMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${CALENDAR_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CALENDAR_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endBeforeStart: 'End date must be later than start date',
  color: 'Color must be a hex colour like #3366FF',
} as const;

/** How a repeating event repeats (issue 20); every series ends on a date. */
export const CALENDAR_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type CalendarFrequency = (typeof CALENDAR_FREQUENCIES)[number];

/** An invited user's answer; `pending` until they answer. */
export const CALENDAR_RESPONSES = ['pending', 'yes', 'no', 'maybe'] as const;
export type CalendarResponse = (typeof CALENDAR_RESPONSES)[number];

/** The reminder choices the dialog offers, in minutes before the start. */
export const CALENDAR_REMINDER_CHOICES = [0, 5, 15, 30, 60, 1440] as const;
/** At most a week before, and a series may repeat at most this many times. */
export const CALENDAR_REMINDER_MAX = 10_080;
export const CALENDAR_OCCURRENCES_MAX = 1000;
export const CALENDAR_ATTENDEES_MAX = 50;

export const CalendarRecurrenceMessages = {
  untilRequired: 'Choose the date the event stops repeating',
  untilBeforeStart: 'The repeat end must be after the start',
  tooMany: `A series may repeat at most ${CALENDAR_OCCURRENCES_MAX.toLocaleString('en-US')} times`,
  timeZone: 'Time zone is not known',
  attendeeNotFound: 'Invited user not found',
  notOrganizer: 'Only the organiser can change this event',
  notInvited: 'You are not invited to this event',
  occurrenceNotFound: 'This occurrence is not part of the series',
} as const;
