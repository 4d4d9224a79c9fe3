// Filters (docs/spec/pages.md#file-manager): name, modified range ("Select date"), type, Clear, and the list/grid
// switch. The scope tabs sit above it.
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_CATEGORIES, type FileCategory } from '@keel/contracts/files';
import { useDebounce } from '../../lib/use-debounce.ts';
import { hasFilters, type FilesView } from './use-files-params.ts';

interface Props {
  view: FilesView;
  update: (changes: Partial<Record<'q' | 'types' | 'from' | 'to', string | null>>) => void;
  layout: 'list' | 'grid';
  onLayout: (layout: 'list' | 'grid') => void;
}

export function FilesToolbar({ view, update, layout, onLayout }: Props) {
  const { t } = useTranslation('files');
  const typeLabel = useId();
  const [text, setText] = useState(view.q);
  const settled = useDebounce(text, 300);
  useEffect(() => setText(view.q), [view.q]);
  useEffect(() => {
    if (settled !== view.q) update({ q: settled });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change searches
  }, [settled]);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2.5, alignItems: { md: 'center' } }}
    >
      <TextField
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('filters.search')}
        sx={{ width: { md: 240 } }}
        slotProps={{
          htmlInput: { 'aria-label': t('filters.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded sx={{ color: 'text.disabled' }} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          type="date"
          label={t('filters.from')}
          value={view.from}
          onChange={(event) => update({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <TextField
          size="small"
          type="date"
          label={t('filters.to')}
          value={view.to}
          onChange={(event) => update({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: view.from || undefined } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormControl size="small" sx={{ width: { md: 200 } }}>
        <InputLabel id={typeLabel}>{t('filters.type')}</InputLabel>
        <Select
          labelId={typeLabel}
          multiple
          value={view.types}
          onChange={(event) => {
            const value = event.target.value;
            update({ types: (typeof value === 'string' ? value.split(',') : value).join(',') });
          }}
          input={<OutlinedInput label={t('filters.type')} />}
          renderValue={(selected) =>
            (selected as FileCategory[]).map((type) => t(`types.${type}`)).join(', ')
          }
        >
          {FILE_CATEGORIES.map((type) => (
            <MenuItem key={type} value={type}>
              <Checkbox size="small" checked={view.types.includes(type)} />
              {t(`types.${type}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {hasFilters(view) && (
        <Button
          color="error"
          onClick={() => {
            setText('');
            update({ q: null, types: null, from: null, to: null });
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
      <Stack direction="row" sx={{ flexGrow: 1, justifyContent: 'flex-end' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_, next: 'list' | 'grid' | null) => next && onLayout(next)}
          aria-label={t('filters.layout')}
        >
          <ToggleButton value="list" aria-label={t('filters.list')}>
            <ViewListRounded />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t('filters.grid')}>
            <GridViewRounded />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
