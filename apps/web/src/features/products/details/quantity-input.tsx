// − n + : a quantity within 1…max (product summary, cart lines).
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function QuantityInput({
  value,
  max,
  onIncrease,
  onDecrease,
  label,
}: {
  value: number;
  max: number;
  onIncrease: () => void;
  onDecrease: () => void;
  label: string;
}) {
  const { t } = useTranslation('products');
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        width: 96,
        justifyContent: 'space-between',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        size="small"
        onClick={onDecrease}
        disabled={value <= 1}
        aria-label={t('quantity.decrease')}
      >
        <Remove sx={{ fontSize: 16 }} />
      </IconButton>
      <Typography variant="body2" component="output" aria-live="polite">
        {value}
      </Typography>
      <IconButton
        size="small"
        onClick={onIncrease}
        disabled={value >= max}
        aria-label={t('quantity.increase')}
      >
        <Add sx={{ fontSize: 16 }} />
      </IconButton>
    </Box>
  );
}
