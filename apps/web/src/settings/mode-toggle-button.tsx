// The round button that switches light/dark and writes the `themeMode` cookie (docs/spec/seed.md#product, docs/spec/pages.md
// §2): floating at the bottom-right of every screen, dashboard included. It steps aside (fades out
// and lets taps through) while a control of the page lies under it (lib/use-step-aside.ts,
// docs/decisions/026-floating-widgets-step-aside.md); every layout ends with MODE_BUTTON_CLEARANCE
// of room where it always shows. Its tooltip is plain CSS so the sign-in page doesn't load MUI's
// Tooltip (and Popper) for one label.
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stepAsideSx, useStepAside } from '../lib/use-step-aside.ts';
import { settingsStore, useSettings } from './settings-store.ts';

/** 24 px offset + 48 px button + 16 px gap: the room every layout leaves below its content. */
export const MODE_BUTTON_CLEARANCE = 88;

export function ModeToggleButton() {
  const { t } = useTranslation();
  const { themeMode } = useSettings();
  const label = themeMode === 'light' ? t('mode.toDark') : t('mode.toLight');
  const ref = useRef<HTMLDivElement>(null);
  const aside = useStepAside(ref);
  return (
    <Box
      ref={ref}
      data-floating="mode"
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: (theme) => theme.zIndex.speedDial,
        ...stepAsideSx(aside),
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
