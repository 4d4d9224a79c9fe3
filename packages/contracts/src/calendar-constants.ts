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
