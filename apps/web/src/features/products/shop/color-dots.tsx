// A row of colour dots (cards, cart lines), "+n" past the limit.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatters.ts';
import { COLOR_KEYS } from '../product-display.ts';

export function ColorDots({
  colors,
  limit = 3,
  size = 14,
}: {
  colors: string[];
  limit?: number;
  size?: number;
}) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const shown = colors.slice(0, limit);
  return (
    <Box
      role="img"
      aria-label={t('colorsLabel', {
        colors: colors.map((colour) => t(COLOR_KEYS[colour] ?? colour)).join(', '),
      })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexDirection: 'row-reverse',
        justifyContent: 'flex-end',
      }}
    >
      {colors.length > limit && (
        <Typography variant="subtitle2" component="span" sx={{ ml: 0.5 }}>
          +{format.number(colors.length - limit)}
        </Typography>
      )}
      {shown.map((colour, index) => (
        <Box
          key={colour}
          sx={{
            width: size,
            height: size,
            ml: index === shown.length - 1 ? 0 : -0.75,
            borderRadius: '50%',
            bgcolor: colour,
            border: (theme) => `2px solid ${theme.palette.background.paper}`,
            boxShadow: 'inset -1px 1px 2px rgba(0, 0, 0, 0.24), 0 0 0 1px rgba(145, 158, 171, 0.4)',
          }}
        />
      ))}
    </Box>
  );
}
