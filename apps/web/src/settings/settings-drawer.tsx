// The settings drawer (docs/spec/pages.md#shell): right, 280 px, opened from the header's gear. "Settings",
// Reset (defaults, cookies deleted) and Close; Mode, Contrast, Direction, Layout, Stretch,
// Presets and Fullscreen. Every choice applies at once and is stored in its cookie.
import CloseRounded from '@mui/icons-material/CloseRounded';
import ContrastRounded from '@mui/icons-material/ContrastRounded';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import FormatTextdirectionLToRRounded from '@mui/icons-material/FormatTextdirectionLToRRounded';
import FormatTextdirectionRToLRounded from '@mui/icons-material/FormatTextdirectionRToLRounded';
import FullscreenExitRounded from '@mui/icons-material/FullscreenExitRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import TonalityRounded from '@mui/icons-material/TonalityRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESETS } from '../theme/presets.ts';
import { COLOR_PRESETS, isDefault } from './settings-config.ts';
import { OptionGroup } from './settings-option-group.tsx';
import { settingsStore, useSettings, useSettingsDrawerOpen } from './settings-store.ts';

function LayoutIllustration({ mini }: { mini: boolean }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 0.5, width: 56, height: 36 }}>
      <Box
        sx={{ width: mini ? 10 : 18, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.64 }}
      />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ height: 8, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.24 }} />
        <Box sx={{ flex: 1, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.16 }} />
      </Box>
    </Box>
  );
}

function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  );
  useEffect(() => {
    const onChange = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return { fullscreen, toggle };
}

export function SettingsDrawer() {
  const { t } = useTranslation('chrome');
  const settings = useSettings();
  const open = useSettingsDrawerOpen();
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen();
  const close = () => settingsStore.setDrawerOpen(false);
  const changed = !isDefault(settings);
  const stretchId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          sx: { width: 280, backdropFilter: 'blur(20px)' },
          'aria-label': t('settings.title'),
          role: 'dialog',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 2, pl: 2.5, pr: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <Tooltip title={t('settings.reset')}>
          <span>
            <IconButton
              onClick={() => settingsStore.reset()}
              aria-label={t('settings.reset')}
              disabled={!changed}
            >
              <Badge color="error" variant="dot" invisible={!changed}>
                <RestartAltRounded />
              </Badge>
            </IconButton>
          </span>
        </Tooltip>
        <IconButton onClick={close} aria-label={t('settings.close')}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box sx={{ overflowY: 'auto', p: 2.5, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <OptionGroup
          name="themeMode"
          label={t('settings.mode')}
          value={settings.themeMode}
          onChange={(value) => settingsStore.update('themeMode', value)}
          options={[
            { value: 'light', label: t('settings.light'), icon: <LightModeRounded /> },
            { value: 'dark', label: t('settings.dark'), icon: <DarkModeRounded /> },
          ]}
        />
        <OptionGroup
          name="themeContrast"
          label={t('settings.contrast')}
          value={settings.themeContrast}
          onChange={(value) => settingsStore.update('themeContrast', value)}
          options={[
            { value: 'default', label: t('settings.contrastDefault'), icon: <TonalityRounded /> },
            { value: 'bold', label: t('settings.contrastBold'), icon: <ContrastRounded /> },
          ]}
        />
        <OptionGroup
          name="themeDirection"
          label={t('settings.direction')}
          value={settings.themeDirection}
          onChange={(value) => settingsStore.update('themeDirection', value)}
          options={[
            { value: 'ltr', label: t('settings.ltr'), icon: <FormatTextdirectionLToRRounded /> },
            { value: 'rtl', label: t('settings.rtl'), icon: <FormatTextdirectionRToLRounded /> },
          ]}
        />
        <OptionGroup
          name="themeLayout"
          label={t('settings.layout')}
          value={settings.themeLayout}
          onChange={(value) => settingsStore.update('themeLayout', value)}
          options={[
            {
              value: 'vertical',
              label: t('settings.vertical'),
              icon: <LayoutIllustration mini={false} />,
            },
            { value: 'mini', label: t('settings.mini'), icon: <LayoutIllustration mini /> },
          ]}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 2,
            py: 1,
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={stretchId} variant="subtitle2" component="span">
            {t('settings.stretch')}
          </Typography>
          <Tooltip title={t('settings.stretchHint')}>
            <InfoOutlined
              tabIndex={0}
              aria-label={t('settings.stretchHint')}
              sx={{ fontSize: 16, color: 'text.disabled' }}
            />
          </Tooltip>
          <Box sx={{ flexGrow: 1 }} />
          <Switch
            checked={settings.themeStretch}
            onChange={(event) => settingsStore.update('themeStretch', event.target.checked)}
            slotProps={{ input: { 'aria-labelledby': stretchId } }}
          />
        </Box>
        <OptionGroup
          name="themeColorPresets"
          label={t('settings.presets')}
          value={settings.themeColorPresets}
          onChange={(value) => settingsStore.update('themeColorPresets', value)}
          columns={3}
          options={COLOR_PRESETS.map((preset) => ({
            value: preset,
            label: t(`settings.preset.${preset}`),
            hideLabel: true,
            icon: (
              <Box
                aria-hidden
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: PRESETS[preset].main,
                  boxShadow: `0 4px 8px ${PRESETS[preset].main}52`,
                }}
              />
            ),
          }))}
        />
        <Button
          fullWidth
          size="large"
          color="inherit"
          variant="outlined"
          onClick={toggleFullscreen}
          startIcon={fullscreen ? <FullscreenExitRounded /> : <FullscreenRounded />}
        >
          {fullscreen ? t('settings.exitFullscreen') : t('settings.fullscreen')}
        </Button>
      </Box>
    </Drawer>
  );
}
