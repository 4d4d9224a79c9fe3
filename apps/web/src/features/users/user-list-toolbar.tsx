// Role filter (job titles in use), search and Clear above the user table.
import SearchRounded from '@mui/icons-material/SearchRounded';
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
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from '../../lib/use-debounce.ts';
import { useUserJobTitlesQuery } from './users.api.ts';

interface Props {
  q: string;
  role: string[];
  access: string;
  /** The access roles to filter by. */
  roleOptions: { key: string; name: string }[];
  onAccess: (access: string) => void;
  onSearch: (q: string) => void;
  onRole: (role: string[]) => void;
  onClear: () => void;
}

export function UserListToolbar({
  q,
  role,
  access,
  roleOptions,
  onSearch,
  onRole,
  onAccess,
  onClear,
}: Props) {
  const { t } = useTranslation('users');
  const labelId = useId();
  const roles = useUserJobTitlesQuery(undefined).data?.roles ?? [];
  const [text, setText] = useState(q);
  const settled = useDebounce(text, 300);

  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (settled !== q) onSearch(settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change searches
  }, [settled]);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2.5, alignItems: { md: 'center' } }}
    >
      <FormControl sx={{ width: { xs: 1, md: 220 }, flexShrink: 0 }}>
        <InputLabel id={labelId}>{t('list.jobTitle')}</InputLabel>
        <Select
          labelId={labelId}
          multiple
          value={role}
          onChange={(event) =>
            onRole(
              typeof event.target.value === 'string'
                ? event.target.value.split(',')
                : event.target.value,
            )
          }
          input={<OutlinedInput label={t('list.jobTitle')} />}
          renderValue={(selected) => selected.join(', ')}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
        >
          {roles.map((option) => (
            <MenuItem key={option} value={option}>
              <Checkbox size="small" checked={role.includes(option)} />
              {option}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        select
        label={t('list.role')}
        value={access}
        onChange={(event) => onAccess(event.target.value)}
        sx={{ width: { xs: 1, md: 180 }, flexShrink: 0 }}
      >
        <MenuItem value="">{t('list.allRoles')}</MenuItem>
        {roleOptions.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('list.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('list.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded sx={{ color: 'text.disabled' }} />
              </InputAdornment>
            ),
          },
        }}
      />
      {(q || role.length > 0 || access) && (
        <Button
          color="error"
          onClick={() => {
            setText('');
            onClear();
          }}
          sx={{ flexShrink: 0 }}
        >
          {t('list.clear')}
        </Button>
      )}
    </Stack>
  );
}
