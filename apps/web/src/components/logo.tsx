// The Keel mark + word; links home unless told otherwise.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { RouterLink } from './router-link.tsx';

export function Logo({ href = '/', withText = true }: { href?: string; withText?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={href}
      aria-label="Keel"
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        flexShrink: 0,
      }}
    >
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: 32, height: 32 }} aria-hidden>
        <rect
          width="32"
          height="32"
          rx="9"
          fill="currentColor"
          style={{ color: 'var(--mui-palette-primary-main, #3366FF)' }}
        />
        <path d="M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z" fill="#fff" />
      </Box>
      {withText && (
        <Box component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: -0.5 }}>
          Keel
        </Box>
      )}
    </Link>
  );
}
