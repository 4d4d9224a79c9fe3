// The command palette (docs/spec/pages.md#header search, issue 21): a full-width combobox over pages (grouped
// by section), records found in the database as you type (GET /api/search: only what the user
// may see), actions and recent items; matches highlighted. Arrows + Enter choose, Enter on "/…"
// goes to that path, Esc or a click outside closes, "No results" when nothing fits. Loaded on
// first open (searchbar.tsx).
import SearchRounded from '@mui/icons-material/SearchRounded';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import type { PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { markSignedOutOnPurpose } from '../../../features/auth/guards.tsx';
import { logout, selectUser } from '../../../features/auth/session.slice.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/permissions.ts';
import type { Language } from '../../../locales/languages.ts';
import { changeLanguage, useLanguage } from '../../../locales/use-language.ts';
import { settingsStore, useSettings } from '../../../settings/settings-store.ts';
import { navSearchEntries, navSections } from '../nav-config.tsx';
import {
  actionSpecs,
  recentEntries,
  recordPath,
  rememberEntry,
  type PaletteAction,
  type PaletteEntry,
} from './palette-entries.ts';
import { matchesQuery, splitMatches } from './search-match.ts';
import { useRecordSearch } from './use-record-search.ts';

/** The results list sits inside the dialog, below the input, instead of floating (so none of
 * the popper's positioning classes). */
function InlineResults({ open, children }: PopperProps) {
  if (!open) return null;
  return <Box>{typeof children === 'function' ? null : children}</Box>;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitMatches(text, query).map((part, index) =>
        part.match ? (
          <Box
            key={index}
            component="mark"
            sx={{
              bgcolor: 'transparent',
              fontWeight: 700,
              color: (theme) =>
                theme.palette.mode === 'light'
                  ? theme.palette.primary.dark
                  : theme.palette.primary.light,
            }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Runs a palette action (the same calls as the mode button, language menu and account menu). */
function usePaletteAction() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (action: PaletteAction) => {
    if (action === 'dark-mode' || action === 'light-mode')
      settingsStore.update('themeMode', action === 'dark-mode' ? 'dark' : 'light');
    else if (action === 'sign-out') {
      markSignedOutOnPurpose(true);
      dispatch(logout());
      navigate(paths.auth.login, { replace: true });
    } else void changeLanguage(action.slice('language:'.length) as Language);
  };
}

export function SearchDialog({ open, onClose }: Props) {
  const onAction = usePaletteAction();
  const { t } = useTranslation(['chrome', 'common']);
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const can = useCan();
  const language = useLanguage();
  const { themeMode } = useSettings();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<PaletteEntry[]>([]);
  const records = useRecordSearch(query);
  const pages = useMemo<PaletteEntry[]>(
    () =>
      navSearchEntries(navSections, user?.permissions, (key) => t(key, { ns: 'common' })).map(
        (entry) => ({ ...entry, key: `page-${entry.path}`, subtitle: entry.path }),
      ),
    [t, user?.permissions],
  );
  const actions = useMemo<PaletteEntry[]>(
    () =>
      actionSpecs(themeMode, language)
        .filter((spec) => can(spec.permission))
        .map((spec) => ({
          key: spec.key,
          title: t(spec.titleKey, { name: spec.titleOptions ? t(spec.titleOptions.name) : '' }),
          subtitle: '',
          group: t('palette.groups.actions'),
          path: spec.path,
          action: spec.action,
        })),
    [t, can, themeMode, language],
  );
  const found = useMemo<PaletteEntry[]>(
    () =>
      records.results.map((result) => ({
        key: `${result.kind}-${result.id}`,
        title: result.title,
        subtitle: result.subtitle,
        group: t(`palette.groups.${result.kind}`),
        path: recordPath(result, can('users.manage')),
      })),
    [records.results, t, can],
  );
  // Pages and actions matched here first, then records by the server's rank (best first; a kind's
  // group where its best one falls): records arrive later, and the option Enter takes must not
  // change under the user's fingers when they do. Recent items while nothing is typed.
  const options = useMemo(() => {
    const text = query.trim();
    if (!text)
      return [
        ...recent.map((entry) => ({ ...entry, group: t('palette.groups.recent') })),
        ...pages,
        ...actions,
      ];
    const order = [...new Set(found.map((entry) => entry.group))];
    const grouped = order.flatMap((group) => found.filter((entry) => entry.group === group));
    const local = [...pages, ...actions].filter((entry) =>
      matchesQuery({ title: entry.title, path: entry.path ?? '' }, text),
    );
    return [...local, ...grouped];
  }, [query, recent, pages, actions, found, t]);
  // The highlighted option, so Enter always picks what the list shows as chosen.
  const highlighted = useRef<{ option: PaletteEntry | null; byKeyboard: boolean }>({
    option: null,
    byKeyboard: false,
  });
  // The text is cleared when the palette closes, not when it opens: right after a navigation
  // the shortcut can open it before the new page has rendered (searchbar.tsx opens it "at" the
  // address bar's path), and letters typed in that moment must not be wiped when it shows.
  useEffect(() => {
    if (open) setRecent(recentEntries());
    else setQuery('');
  }, [open]);
  // A free-text autocomplete shows no "no options" row of its own.
  const nothingFound =
    query.trim() !== '' &&
    !query.trim().startsWith('/') &&
    !records.searching &&
    options.length === 0;

  const go = (choice: PaletteEntry | string | null) => {
    if (!choice) return;
    if (typeof choice === 'string') {
      const path = choice.trim();
      if (!path.startsWith('/')) return;
      navigate(path);
    } else if (choice.action) {
      onAction(choice.action);
    } else if (choice.path && choice.external) {
      window.open(choice.path, '_blank', 'noopener');
    } else if (choice.path) {
      rememberEntry(choice);
      navigate(choice.path);
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: {
          'aria-label': t('search.label'),
          sx: { mt: { xs: 2, sm: 12 }, mx: 2, overflow: 'hidden' },
        } as object,
      }}
    >
      <Autocomplete<PaletteEntry, false, false, true>
        open
        freeSolo
        autoHighlight
        disablePortal
        openOnFocus
        options={options}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
        // Filtered above: records were matched by the server (on e-mail or SKU too).
        filterOptions={(all) => all}
        isOptionEqualToValue={(option, value) => option.key === value.key}
        onHighlightChange={(_, option, reason) => {
          highlighted.current = { option, byKeyboard: reason === 'keyboard' };
        }}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
          if (event.key !== 'Enter') return;
          // Arrows pick an option; otherwise "/…" is a path, and anything else takes the first match.
          const { option, byKeyboard } = highlighted.current;
          const firstMatch = query.trim() ? (options[0] ?? null) : null;
          const choice =
            byKeyboard && option ? option : query.trim().startsWith('/') ? query : firstMatch;
          if (!choice) return;
          event.preventDefault();
          event.defaultMuiPrevented = true;
          go(choice);
        }}
        inputValue={query}
        onInputChange={(_, value) => setQuery(value)}
        onChange={(_, value) => go(value)}
        onClose={(_, reason) => {
          if (reason === 'escape') onClose();
        }}
        slots={{ popper: InlineResults }}
        slotProps={{
          paper: {
            elevation: 0,
            sx: { boxShadow: 'none', borderRadius: 0, borderTop: 1, borderColor: 'divider' },
          },
          listbox: { sx: { maxHeight: { xs: '60vh', sm: 400 } } },
        }}
        renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
          <TextField
            {...params}
            autoFocus
            placeholder={t('search.placeholder')}
            slotProps={{
              inputLabel: InputLabelProps,
              htmlInput: { ...inputProps, 'aria-label': t('search.label') },
              input: {
                ...InputProps,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
                sx: { px: 2, py: 1.5, '& fieldset': { border: 'none' } },
              },
            }}
          />
        )}
        // Groups as ARIA groups of options (MUI's default nests plain lists inside the listbox).
        renderGroup={(params) => (
          <Box
            component="li"
            key={params.key}
            role="group"
            aria-label={params.group}
            sx={{ listStyle: 'none' }}
          >
            <Box
              role="presentation"
              sx={{ px: 2, pt: 1.5, pb: 0.5, typography: 'overline', color: 'text.secondary' }}
            >
              {params.group}
            </Box>
            <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
              {params.children}
            </Box>
          </Box>
        )}
        renderOption={({ key: _key, ...props }, option, { inputValue }) => (
          <Box
            component="li"
            key={option.key}
            {...props}
            sx={{ flexDirection: 'column', alignItems: 'flex-start !important', gap: 0.25 }}
          >
            <Box component="span" sx={{ typography: 'subtitle2' }}>
              <Highlighted text={option.title} query={inputValue} />
            </Box>
            {option.subtitle && (
              <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                <Highlighted text={option.subtitle} query={inputValue} />
              </Box>
            )}
          </Box>
        )}
      />
      <Box
        role="status"
        aria-live="polite"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {records.searching
          ? t('palette.searching')
          : query.trim()
            ? t('palette.count', { count: options.length })
            : ''}
      </Box>
      {nothingFound && (
        <Typography
          role="status"
          color="text.secondary"
          sx={{ px: 3, py: 4, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}
        >
          {t('search.noResults')}
        </Typography>
      )}
    </Dialog>
  );
}
