// The round button that switches light/dark and writes the `themeMode` cookie (docs/spec/seed.md#product, docs/spec/pages.md
// §2): floating at the bottom-right of every screen but the dashboard, whose header shows
// ModeToggleIconButton instead (mode-toggle-dock.ts). Its tooltip is plain CSS so the sign-in
// page doesn't load MUI's Tooltip (and Popper) for one label.
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useModeToggleDocked } from './mode-toggle-dock.ts';
import { settingsStore, useSettings } from './settings-store.ts';

function useModeLabel() {
  const { t } = useTranslation();
  const { themeMode } = useSettings();
  return { themeMode, label: themeMode === 'light' ? t('mode.toDark') : t('mode.toLight') };
}

/** The header's plain icon button (the dashboard). */
export function ModeToggleIconButton() {
  const { themeMode, label } = useModeLabel();
  return (
    <IconButton onClick={() => settingsStore.toggle('themeMode')} aria-label={label} title={label}>
      {themeMode === 'light' ? <DarkModeRounded /> : <LightModeRounded />}
    </IconButton>
  );
}

export function ModeToggleButton() {
  const { themeMode, label } = useModeLabel();
  const docked = useModeToggleDocked();
  if (docked) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: (theme) => theme.zIndex.speedDial,
        '&:hover .mode-tooltip, &:focus-within .mode-tooltip': {
          opacity: 1,
          transform: 'translateY(-50%) scale(1)',
        },
      }}
    >
      <IconButton
        onClick={() => settingsStore.toggle('themeMode')}
        aria-label={label}
        sx={{
          width: 48,
          height: 48,
          color: 'text.primary',
          bgcolor: 'background.paper',
          boxShadow: (theme) => theme.customShadows.z8,
          border: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
        }}
      >
        {themeMode === 'light' ? <DarkModeRounded /> : <LightModeRounded />}
      </IconButton>
      <Box
        className="mode-tooltip"
        aria-hidden
        sx={{
          position: 'absolute',
          right: 'calc(100% + 8px)',
          top: '50%',
          transform: 'translateY(-50%) scale(0.9)',
          opacity: 0,
          transition: 'opacity 150ms, transform 150ms',
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
          px: 1,
          py: 0.5,
          borderRadius: 0.75,
          typography: 'caption',
          fontWeight: 500,
          color: 'common.white',
          bgcolor: (theme) => theme.palette.grey[theme.palette.mode === 'light' ? 800 : 700],
        }}
      >
        {label}
      </Box>
    </Box>
  );
}
