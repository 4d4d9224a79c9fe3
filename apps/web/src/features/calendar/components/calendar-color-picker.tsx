// The dialog's seven colours, as a radio group of swatches.
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { CALENDAR_COLORS } from '@keel/contracts/calendar-constants';
import { useTranslation } from 'react-i18next';

export const COLOR_NAMES: Record<string, string> = {
  '#3366FF': 'blue',
  '#00AB55': 'green',
  '#00B8D9': 'cyan',
  '#22C55E': 'lightGreen',
  '#FFAB00': 'amber',
  '#FF5630': 'red',
  '#7635DC': 'violet',
};

interface Props {
  value: string;
  onChange: (color: string) => void;
  colors?: readonly string[];
  /** Several may be chosen (the filter drawer); otherwise exactly one. */
  multiple?: { selected: string[] };
  label: string;
}

export function CalendarColorPicker({
  value,
  onChange,
  colors = CALENDAR_COLORS,
  multiple,
  label,
}: Props) {
  const { t } = useTranslation('calendar');
  return (
    <Box
      role={multiple ? 'group' : 'radiogroup'}
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {colors.map((color) => {
        const checked = multiple
          ? multiple.selected.includes(color)
          : value.toLowerCase() === color.toLowerCase();
        const name = COLOR_NAMES[color.toUpperCase()];
        return (
          <ButtonBase
            key={color}
            role={multiple ? 'checkbox' : 'radio'}
            aria-checked={checked}
            aria-label={name ? t(`colors.${name}`) : color}
            onClick={() => onChange(color)}
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: color,
              color: 'common.white',
              transition: (theme) => theme.transitions.create('transform'),
              transform: checked ? 'scale(1.1)' : 'none',
              boxShadow: checked ? `0 0 0 3px ${color}55` : 'none',
              '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
            }}
          >
            {checked && <CheckRounded sx={{ fontSize: 18 }} />}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
