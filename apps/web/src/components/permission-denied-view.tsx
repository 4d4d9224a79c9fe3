// What a member sees on an admin-only page (docs/spec/pages.md#other-dashboard-pages): "Permission denied" / "You do not
// have permission to access this page" with an illustration.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

function LockIllustration() {
  const { palette } = useTheme();
  return (
    <Box
      component="svg"
      viewBox="0 0 240 200"
      aria-hidden
      sx={{ width: 1, maxWidth: 320, height: 'auto', my: { xs: 5, sm: 8 } }}
    >
      <ellipse cx="120" cy="182" rx="92" ry="10" fill={palette.text.primary} opacity="0.08" />
      <path
        d="M84 84V62a36 36 0 0 1 72 0v22"
        fill="none"
        strokeWidth="14"
        strokeLinecap="round"
        stroke={palette.grey[500]}
      />
      <rect x="58" y="84" width="124" height="96" rx="18" fill={palette.primary.main} />
      <rect
        x="58"
        y="84"
        width="124"
        height="40"
        rx="18"
        fill={palette.primary.dark}
        opacity="0.35"
      />
      <circle cx="120" cy="128" r="12" fill="#fff" />
      <rect x="115" y="132" width="10" height="26" rx="5" fill="#fff" />
      <circle cx="196" cy="52" r="6" fill={palette.warning.main} />
      <circle cx="40" cy="70" r="4" fill={palette.secondary.main} />
    </Box>
  );
}

export function PermissionDeniedView() {
  const { t } = useTranslation('ui-kit');
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 480, mx: 'auto', py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('permissionDenied.title')}
      </Typography>
      <Typography color="text.secondary">{t('permissionDenied.text')}</Typography>
      <LockIllustration />
    </Box>
  );
}
