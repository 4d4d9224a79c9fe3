// What a role grants, as chips: the first six and "+n". Labels wrap inside their chip instead of
// being cut to a few letters (issue 19: Arabic labels at 390 px showed as "استخد…"), so each
// chip is as wide as its text allows and never wider than the cell.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const SHOWN = 6;

const wrappingChip = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
} as const;

export function PermissionChips({ permissions }: { permissions: string[] }) {
  const { t } = useTranslation('users');
  if (permissions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('rolesPage.none')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" data-testid="permission-chips" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {permissions.slice(0, SHOWN).map((permission) => (
        <Chip
          key={permission}
          size="small"
          variant="outlined"
          label={t(`permissions.names.${permission.replace('.', '_')}`)}
          sx={wrappingChip}
        />
      ))}
      {permissions.length > SHOWN && (
        <Chip
          size="small"
          label={t('rolesPage.more', { extra: permissions.length - SHOWN })}
          sx={wrappingChip}
        />
      )}
    </Stack>
  );
}
