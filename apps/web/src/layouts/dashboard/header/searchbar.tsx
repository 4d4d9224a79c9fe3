// The header search (docs/spec/pages.md#shell): an icon with a "Ctrl K" / "⌘K" hint; Ctrl/Cmd+K toggles it
// anywhere in the dashboard. The dialog (and MUI's Autocomplete) load on first open.
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

const SearchDialog = lazy(() =>
  import('./search-dialog.tsx').then((module) => ({ default: module.SearchDialog })),
);

const isMac =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function Searchbar() {
  const { t } = useTranslation('chrome');
  // Open "at" a path: a route change closes it. The address bar is read because the router
  // updates it before the page it leads to has rendered.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  const open = openedAt === pathname;
  const show = () => {
    setUsed(true);
    setOpenedAt(window.location.pathname);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpenedAt((current) =>
          current === window.location.pathname ? null : window.location.pathname,
        );
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const hint = isMac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <ButtonBase
        onClick={show}
        aria-label={t('search.open', { hint })}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        sx={{
          gap: 1,
          p: 1,
          borderRadius: 1.5,
          color: 'text.secondary',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <SearchRounded />
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', sm: 'inline-flex' },
            px: 0.75,
            py: 0.25,
            borderRadius: 0.75,
            fontFamily: 'inherit',
            fontSize: 12,
            fontWeight: 700,
            color: 'text.primary',
            bgcolor: 'background.neutral',
          }}
        >
          {hint}
        </Box>
      </ButtonBase>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpenedAt(null)} />
        </Suspense>
      )}
    </>
  );
}
