// Shop search: autocomplete with thumbnails over GET /api/products/search (docs/spec/pages.md#e-commerce),
// an RTK Query endpoint (product.api.ts): a query asked before answers from the cache.
import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import { paths } from '../../../lib/paths.ts';
import { useProductSearchQuery } from '../product.api.ts';

export function ShopSearch() {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const query = useDebounce(input.trim(), 300);
  const search = useProductSearchQuery(query ? { query: { query } } : skipToken);
  // An emptied box or a failed search shows no options.
  const results = (query && !search.isError && search.currentData?.results) || [];
  const loading = Boolean(query) && search.isFetching;

  return (
    <Autocomplete
      sx={{ width: { xs: 1, sm: 260 } }}
      autoHighlight
      popupIcon={null}
      options={results}
      loading={loading}
      filterOptions={(options) => options}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      getOptionLabel={(option) => option.name}
      noOptionsText={query ? t('search.noResults', { query }) : t('search.typeToSearch')}
      loadingText={t('search.loading')}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, value) => value && navigate(paths.dashboard.eCommerce.view(value.slug))}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <Box
            component="img"
            src={mediaUrl(option.cover)}
            alt=""
            width={40}
            height={40}
            sx={{ borderRadius: 1, flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {format.currency(option.priceSale ?? option.price)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('search.placeholder')}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <Search sx={{ color: 'text.disabled' }} />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.inputProps, 'aria-label': t('search.placeholder') },
          }}
        />
      )}
    />
  );
}
