// Search autocomplete over post titles (GET /api/blog/posts/search); choosing one opens it. The
// text asks once it has settled for 300 ms; RTK Query (blog.api.ts) answers a query asked before
// from its cache and asks a query typed twice once.
import SearchRounded from '@mui/icons-material/SearchRounded';
import Autocomplete from '@mui/material/Autocomplete';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { useBlogSearchQuery } from '../blog.api.ts';

export function PostSearch() {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const settled = useDebounce(query.trim(), 300);
  const search = useBlogSearchQuery(settled ? { query: { query: settled } } : skipToken);
  // An emptied box shows nothing; a failed search shows "No results".
  const results = (settled && search.data?.results) || [];

  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: 1, sm: 280 } }}
      options={results}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.title}
      noOptionsText={t('noResults')}
      onInputChange={(_, value) => setQuery(value)}
      onChange={(_, option) => option && navigate(paths.dashboard.blog.view(option.slug))}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('search')}
          inputProps={{ ...params.inputProps, 'aria-label': t('search') }}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          }}
        />
      )}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 1.5 }}>
            <Avatar src={option.cover} variant="rounded" alt="" sx={{ width: 32, height: 32 }} />
            {option.title}
          </Box>
        );
      }}
    />
  );
}
