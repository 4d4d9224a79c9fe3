// The coloured status label of a user: active green, banned red (pages.md §10).
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { User } from '@keel/contracts/user';

export function UserStatusLabel({ status }: { status: User['status'] }) {
  const { t } = useTranslation('users');
  const colour = status === 'active' ? 'success' : 'error';
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      sx={{
        fontWeight: 700,
        borderRadius: 1,
        bgcolor: (theme) => alpha(theme.palette[colour].main, 0.16),
        color: (theme) =>
          theme.palette.mode === 'light' ? theme.palette[colour].dark : theme.palette[colour].light,
      }}
    />
  );
}
