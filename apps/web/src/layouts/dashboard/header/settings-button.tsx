// The header's gear: opens the settings drawer; a dot shows while any setting is not default.
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { isDefault } from '../../../settings/settings-config.ts';
import { settingsStore, useSettings } from '../../../settings/settings-store.ts';

export function SettingsButton() {
  const { t } = useTranslation('chrome');
  const changed = !isDefault(useSettings());
  return (
    <IconButton
      onClick={() => settingsStore.setDrawerOpen(true)}
      aria-label={changed ? t('settings.openChanged') : t('settings.open')}
      sx={{
        '& svg': { animation: 'keel-spin 10s linear infinite' },
        '@keyframes keel-spin': { to: { transform: 'rotate(360deg)' } },
        '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
      }}
    >
      <Badge
        color="error"
        variant="dot"
        invisible={!changed}
        data-testid="settings-dot"
        overlap="circular"
      >
        <SettingsRounded />
      </Badge>
    </IconButton>
  );
}
