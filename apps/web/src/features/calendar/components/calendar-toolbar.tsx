// The calendar's toolbar: title, prev/next, Today, the view switch and the filter button.
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CALENDAR_VIEWS, type CalendarView } from '../calendar-views.ts';

interface Props {
  title: string;
  view: CalendarView;
  filtersActive: boolean;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  /** A pointer or the focus is on a view's button: a hint to load that view now. */
  onViewIntent?: (view: CalendarView) => void;
  onOpenFilters: () => void;
}

export function CalendarToolbar({
  title,
  view,
  filtersActive,
  onPrev,
  onNext,
  onToday,
  onView,
  onViewIntent,
  onOpenFilters,
}: Props) {
  const { t } = useTranslation('calendar');
  const rtl = useTheme().direction === 'rtl';
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', p: 2.5, pr: { md: 2 } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label={t('toolbar.view')}
        onChange={(_event, next: CalendarView | null) => next && onView(next)}
        sx={{ alignSelf: { xs: 'center', md: 'auto' } }}
      >
        {CALENDAR_VIEWS.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            onPointerEnter={() => onViewIntent?.(option)}
            onFocus={() => onViewIntent?.(option)}
            sx={{ px: 1.5 }}
          >
            {t(`views.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <IconButton onClick={onPrev} aria-label={t('toolbar.previous')}>
          {rtl ? <ChevronRightRounded /> : <ChevronLeftRounded />}
        </IconButton>
        <Typography
          variant="h6"
          component="h2"
          aria-live="polite"
          sx={{ minWidth: { sm: 200 }, textAlign: 'center' }}
        >
          {title}
        </Typography>
        <IconButton onClick={onNext} aria-label={t('toolbar.next')}>
          {rtl ? <ChevronLeftRounded /> : <ChevronRightRounded />}
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <Button size="small" color="error" variant="contained" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
        <IconButton onClick={onOpenFilters} aria-label={t('toolbar.filters')}>
          <Badge color="error" variant="dot" invisible={!filtersActive}>
            <FilterListRounded />
          </Badge>
        </IconButton>
      </Stack>
    </Stack>
  );
}
