// The greeting card at the top of the app and e-commerce dashboards.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function WelcomeCard({
  title,
  text,
  action,
  art,
}: {
  title: string;
  text: ReactNode;
  action?: ReactNode;
  art?: ReactNode;
}) {
  return (
    <Card
      sx={(theme) => ({
        height: 1,
        display: 'flex',
        alignItems: 'center',
        flexDirection: { xs: 'column', md: 'row' },
        p: { xs: 3, md: 5 },
        gap: 3,
        color: 'common.white',
        backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
      })}
    >
      <Box sx={{ flexGrow: 1, textAlign: { xs: 'center', md: 'start' } }}>
        <Typography variant="h4" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {title}
        </Typography>
        <Typography sx={{ opacity: 0.8, mb: 3, maxWidth: 420, mx: { xs: 'auto', md: 0 } }}>
          {text}
        </Typography>
        {action}
      </Box>
      {art && <Box sx={{ flexShrink: 0, width: { xs: 180, md: 220 } }}>{art}</Box>}
    </Card>
  );
}

/** A small decorative illustration drawn in the theme's colours (no image download). */
export function DashboardArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 220 160"
      aria-hidden
      sx={{ width: 1, height: 'auto', display: 'block' }}
    >
      <rect x="18" y="22" width="184" height="116" rx="14" fill="rgba(255,255,255,0.16)" />
      <rect x="34" y="40" width="70" height="10" rx="5" fill="rgba(255,255,255,0.7)" />
      <rect x="34" y="58" width="110" height="8" rx="4" fill="rgba(255,255,255,0.35)" />
      <rect x="40" y="104" width="16" height="22" rx="3" fill="#FFD666" />
      <rect x="66" y="88" width="16" height="38" rx="3" fill="#77ED8B" />
      <rect x="92" y="76" width="16" height="50" rx="3" fill="#FFFFFF" />
      <rect x="118" y="94" width="16" height="32" rx="3" fill="#61F3F3" />
      <circle
        cx="170"
        cy="96"
        r="24"
        fill="none"
        stroke="rgba(255,255,255,0.35)"
        strokeWidth="10"
      />
      <path
        d="M170 72 A24 24 0 0 1 192 104"
        fill="none"
        stroke="#FFD666"
        strokeWidth="10"
        strokeLinecap="round"
      />
    </Box>
  );
}
