// The card carousel (banking): balance hidden behind an eye, holder, "**** 1234", expiry.
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { BankCard } from '@keel/contracts/banking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fCurrency } from '../../../lib/formatters.ts';

const BRAND: Record<BankCard['cardType'], string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  amex: 'AMEX',
};

export function BankCards({ cards }: { cards: BankCard[] }) {
  const { t } = useTranslation('overview');
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const card = cards[index % Math.max(cards.length, 1)];
  if (!card) return null;
  const step = (delta: number) =>
    setIndex((current) => (current + delta + cards.length) % cards.length);
  return (
    <Card
      component="section"
      aria-label={t('banking.cards')}
      sx={(theme) => ({
        p: 3,
        height: 1,
        minHeight: 240,
        color: 'common.white',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        backgroundImage: `linear-gradient(135deg, ${theme.palette.grey[900]}, ${theme.palette.primary.dark})`,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="subtitle2" sx={{ opacity: 0.64 }}>
            {t('banking.currentBalance')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="h3" aria-live="polite">
              {shown ? fCurrency(card.balance) : '********'}
            </Typography>
            <IconButton
              color="inherit"
              aria-label={shown ? t('banking.hideBalance') : t('banking.showBalance')}
              onClick={() => setShown((value) => !value)}
              sx={{ opacity: 0.64 }}
            >
              {shown ? (
                <VisibilityOffRounded fontSize="small" />
              ) : (
                <VisibilityRounded fontSize="small" />
              )}
            </IconButton>
          </Box>
        </Box>
        <Typography variant="subtitle1" sx={{ fontWeight: 800, fontStyle: 'italic' }}>
          {BRAND[card.cardType]}
        </Typography>
      </Box>
      <Typography variant="subtitle1" dir="ltr" sx={{ letterSpacing: 2, alignSelf: 'flex-start' }}>
        **** **** **** {card.last4}
      </Typography>
      <Box sx={{ display: 'flex', gap: 5, alignItems: 'flex-end' }}>
        <Box>
          <Typography variant="caption" sx={{ opacity: 0.48 }}>
            {t('banking.cardHolder')}
          </Typography>
          <Typography variant="subtitle2">{card.holderName}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" sx={{ opacity: 0.48 }}>
            {t('banking.expiry')}
          </Typography>
          <Typography variant="subtitle2">{card.expiry}</Typography>
        </Box>
        {cards.length > 1 && (
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>
            <IconButton color="inherit" aria-label="previous" onClick={() => step(-1)}>
              <ChevronLeftRounded
                sx={{
                  transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                }}
              />
            </IconButton>
            <Typography variant="caption">
              {index + 1}/{cards.length}
            </Typography>
            <IconButton color="inherit" aria-label="next" onClick={() => step(1)}>
              <ChevronRightRounded
                sx={{
                  transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                }}
              />
            </IconButton>
          </Box>
        )}
      </Box>
    </Card>
  );
}
