// The search dialog (pages.md §2): a full-width autocomplete over every nav item, grouped by
// section, matching translated titles and paths (matches highlighted); arrows + Enter choose,
// Enter on "/…" goes to that path, Esc or a click outside closes, "No results" when nothing fits.
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
import { useAppSelector } from '../../../app/hooks.ts';
import { selectUser } from '../../../features/auth/session.slice.ts';
import { navSearchEntries, navSections, type NavSearchEntry } from '../nav-config.tsx';
import { matchesQuery, splitMatches } from './search-match.ts';

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
            sx={{ bgcolor: 'transparent', fontWeight: 700, color: (theme) => (theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.light) }}
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

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['chrome', 'common']);
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const options = useMemo(() => navSearchEntries(navSections, user?.permissions, (key) => t(key, { ns: 'common' })), [t, user?.permissions]);
  const [query, setQuery] = useState('');
  // The highlighted option, so Enter always picks what the list shows as chosen.
  const highlighted = useRef<{ option: NavSearchEntry | null; byKeyboard: boolean }>({ option: null, byKeyboard: false });
  useEffect(() => {
    if (open) setQuery('');
  }, [open]);
  // A free-text autocomplete shows no "no options" row of its own.
  const nothingFound = query.trim() !== '' && !query.trim().startsWith('/') && !options.some((option) => matchesQuery(option, query));

  const go = (choice: NavSearchEntry | string | null) => {
    if (!choice) return;
    if (typeof choice === 'string') {
      const path = choice.trim();
      if (!path.startsWith('/')) return;
      navigate(path);
    } else if (choice.external) {
      window.open(choice.path, '_blank', 'noopener');
    } else {
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
      slotProps={{ paper: { 'aria-label': t('search.label'), sx: { mt: { xs: 2, sm: 12 }, mx: 2, overflow: 'hidden' } } as object }}
    >
      <Autocomplete<NavSearchEntry, false, false, true>
        open
        freeSolo
        autoHighlight
        disablePortal
        openOnFocus
        options={options}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
        filterOptions={(all, { inputValue }) => all.filter((option) => matchesQuery(option, inputValue))}
        onHighlightChange={(_, option, reason) => {
          highlighted.current = { option, byKeyboard: reason === 'keyboard' };
        }}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
          if (event.key !== 'Enter') return;
          // Arrows pick an option; otherwise "/…" is a path, and anything else takes the first match.
          const { option, byKeyboard } = highlighted.current;
          const firstMatch = options.find((entry) => matchesQuery(entry, query)) ?? null;
          const choice = byKeyboard && option ? option : query.trim().startsWith('/') ? query : firstMatch;
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
          paper: { elevation: 0, sx: { boxShadow: 'none', borderRadius: 0, borderTop: 1, borderColor: 'divider' } },
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
          <Box component="li" key={params.key} role="group" aria-label={params.group} sx={{ listStyle: 'none' }}>
            <Box role="presentation" sx={{ px: 2, pt: 1.5, pb: 0.5, typography: 'overline', color: 'text.secondary' }}>
              {params.group}
            </Box>
            <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
              {params.children}
            </Box>
          </Box>
        )}
        renderOption={({ key, ...props }, option, { inputValue }) => (
          <Box component="li" key={key} {...props} sx={{ flexDirection: 'column', alignItems: 'flex-start !important', gap: 0.25 }}>
            <Box component="span" sx={{ typography: 'subtitle2' }}>
              <Highlighted text={option.title} query={inputValue} />
            </Box>
            <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
              <Highlighted text={option.path} query={inputValue} />
            </Box>
          </Box>
        )}
      />
      {nothingFound && (
        <Typography role="status" color="text.secondary" sx={{ px: 3, py: 4, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
          {t('search.noResults')}
        </Typography>
      )}
    </Dialog>
  );
}
