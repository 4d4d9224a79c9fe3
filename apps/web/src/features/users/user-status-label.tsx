// The coloured status label of a user: active green, banned red (docs/spec/pages.md#users).
import Chip from '@mui/material/Chip';
import { alpha, type PaletteColor, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { User } from '@keel/contracts/user';

type LabelColour = 'success' | 'error' | 'info';

/** A soft label: tinted background, dark text (light mode) or light text (dark mode), AA contrast. */
export function softLabelSx(colour: LabelColour | 'default') {
  return {
    fontWeight: 700,
    borderRadius: 1,
    bgcolor: (theme: Theme) =>
      colour === 'default'
        ? theme.palette.action.selected
        : alpha(theme.palette[colour].main, 0.16),
    color: (theme: Theme) => {
      if (colour === 'default') return theme.palette.text.primary;
      const palette = theme.palette[colour] as PaletteColor & { darker?: string };
      return theme.palette.mode === 'light' ? (palette.darker ?? palette.dark) : palette.light;
    },
  };
}

export function UserStatusLabel({ status }: { status: User['status'] }) {
  const { t } = useTranslation('users');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      sx={softLabelSx(status === 'active' ? 'success' : 'error')}
    />
  );
}
