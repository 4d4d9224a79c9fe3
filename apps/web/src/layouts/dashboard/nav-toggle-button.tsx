// The round button on the nav's edge that switches the vertical nav (280 px) and the mini nav
// (88 px); it writes the `themeLayout` setting like the drawer's Layout option.
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { settingsStore } from '../../settings/settings-store.ts';
import { HEADER } from '../layout-constants.ts';

export function NavToggleButton({ mini, navWidth }: { mini: boolean; navWidth: number }) {
  const { t } = useTranslation('chrome');
  return (
    <IconButton
      size="small"
      onClick={() => settingsStore.update('themeLayout', mini ? 'vertical' : 'mini')}
      aria-label={mini ? t('nav.expand') : t('nav.collapse')}
      sx={{
        position: 'fixed',
        top: (HEADER.dashboardDesktop - 28) / 2,
        left: navWidth - 14,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        display: { xs: 'none', lg: 'inline-flex' },
        width: 28,
        height: 28,
        p: 0.5,
        color: 'text.secondary',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        transition: (theme) =>
          theme.transitions.create('left', { duration: theme.transitions.duration.shorter }),
        '&:hover': { bgcolor: 'background.neutral', color: 'text.primary' },
        '& svg': { fontSize: 18, transform: mini ? 'scaleX(-1)' : 'none' },
        '[dir=rtl] & svg': { transform: mini ? 'none' : 'scaleX(-1)' },
      }}
    >
      <ChevronLeftRounded />
    </IconButton>
  );
}
