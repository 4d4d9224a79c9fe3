// The filter drawer (docs/spec/pages.md#calendar, browser-side): colours, a date range, "Events (n)" (a click
// opens the event) and Reset.
import CloseRounded from '@mui/icons-material/CloseRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { CALENDAR_COLORS, CalendarMessages } from '@keel/contracts/calendar-constants';
import { useTranslation } from 'react-i18next';
import { filtersActive, noFilters, type CalendarFilters } from '../calendar-filters.ts';
import { eventKey } from '../calendar-views.ts';
import { CalendarColorPicker } from './calendar-color-picker.tsx';
import { formatEventTime } from './calendar-format.ts';

interface Props {
  open: boolean;
  filters: CalendarFilters;
  events: CalendarEvent[];
  onChange: (filters: CalendarFilters) => void;
  onClose: () => void;
  onOpenEvent: (eventId: string) => void;
}

export function CalendarFiltersDrawer({
  open,
  filters,
  events,
  onChange,
  onClose,
  onOpenEvent,
}: Props) {
  const { t, i18n } = useTranslation('calendar');
  const { t: tv } = useTranslation('validation');
  const rangeInverted = !!filters.startDay && !!filters.endDay && filters.endDay < filters.startDay;
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const toggleColor = (color: string) =>
    onChange({
      ...filters,
      colors: filters.colors.includes(color)
        ? filters.colors.filter((c) => c !== color)
        : [...filters.colors, color],
    });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: 1, sm: 320 } }, 'aria-label': t('filters.title') } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 2, pr: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('filters.title')}
        </Typography>
        <Tooltip title={t('filters.reset')}>
          <span>
            <IconButton
              aria-label={t('filters.reset')}
              onClick={() => onChange(noFilters)}
              disabled={!filtersActive(filters)}
            >
              <Badge color="error" variant="dot" invisible={!filtersActive(filters)}>
                <RestartAltRounded />
              </Badge>
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label={t('filters.close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5 }}>
        <Box>
          <Typography variant="subtitle2" gutterBottom>
            {t('filters.colors')}
          </Typography>
          <CalendarColorPicker
            label={t('filters.colors')}
            value=""
            colors={CALENDAR_COLORS}
            multiple={{ selected: filters.colors }}
            onChange={toggleColor}
          />
        </Box>
        <Stack spacing={2}>
          <Typography variant="subtitle2">{t('filters.range')}</Typography>
          <TextField
            type="date"
            size="small"
            label={t('filters.start')}
            value={filters.startDay}
            onChange={(event) => onChange({ ...filters, startDay: event.target.value })}
            error={rangeInverted}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('filters.end')}
            value={filters.endDay}
            onChange={(event) => onChange({ ...filters, endDay: event.target.value })}
            error={rangeInverted}
            helperText={
              rangeInverted
                ? tv(CalendarMessages.endBeforeStart, { keySeparator: false, nsSeparator: false })
                : undefined
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </Stack>
      <Divider />
      <Typography variant="subtitle2" sx={{ px: 2.5, pt: 2 }}>
        {t('filters.events', { n: events.length })}
      </Typography>
      <List
        dense
        sx={{ overflowY: 'auto', flexGrow: 1 }}
        aria-label={t('filters.events', { n: events.length })}
      >
        {sorted.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, py: 2 }}>
            {t('filters.noEvents')}
          </Typography>
        )}
        {sorted.map((event) => (
          <ListItemButton
            key={eventKey(event)}
            onClick={() => {
              onClose();
              onOpenEvent(eventKey(event));
            }}
            sx={{ px: 2.5, gap: 1.5, alignItems: 'flex-start' }}
          >
            <Box
              sx={{
                mt: 0.75,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: event.color,
                flexShrink: 0,
              }}
            />
            <ListItemText
              primary={event.title}
              secondary={formatEventTime(event, i18n.language, t('allDay'))}
              slotProps={{ primary: { noWrap: true, variant: 'subtitle2' } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
