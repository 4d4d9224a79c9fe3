// The compact error pages' body: title, text, illustration, "Go to home".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { paths } from '../../lib/paths.ts';

export function ErrorPageContent({
  code,
  title,
  text,
  action,
}: {
  code: string;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {/* The faint code is decoration (the heading says it): drawn by CSS, so it is no text to read or contrast-check. */}
      <Box
        aria-hidden
        sx={{
          my: { xs: 5, sm: 8 },
          fontSize: { xs: 96, sm: 128 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          // Faint, but still seen on the dark background (0.24 nearly vanished there).
          opacity: (theme) => (theme.palette.mode === 'dark' ? 0.48 : 0.24),
          userSelect: 'none',
          '&::before': { content: JSON.stringify(code) },
        }}
      />
      {action ?? (
        <Button component={RouterLink} to={paths.home} size="large" variant="contained">
          {t('errors.goHome')}
        </Button>
      )}
    </>
  );
}
