// The header search (pages.md §2): an icon with a "Ctrl K" / "⌘K" hint; Ctrl/Cmd+K toggles it
// anywhere in the dashboard. The dialog (and MUI's Autocomplete) load on first open.
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

const SearchDialog = lazy(() => import('./search-dialog.tsx').then((module) => ({ default: module.SearchDialog })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function Searchbar() {
  const { t } = useTranslation('chrome');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => setOpen(false), [pathname]);

  const hint = isMac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <ButtonBase
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={t('search.open', { hint })}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        sx={{ gap: 1, p: 1, borderRadius: 1.5, color: 'text.secondary', '&:hover': { bgcolor: 'action.hover' } }}
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
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
