// The compose window's title bar: minimise, full screen (not on a phone, where the window is
// the whole screen already) and close, which saves a draft when there is content.
import CloseFullscreenRounded from '@mui/icons-material/CloseFullscreenRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MinimizeRounded from '@mui/icons-material/MinimizeRounded';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function MailComposeHeader({
  title,
  titleId,
  phone,
  minimised,
  fullScreen,
  onMinimise,
  onFullScreen,
  onClose,
}: {
  title: string;
  titleId: string;
  phone: boolean;
  minimised: boolean;
  fullScreen: boolean;
  /** Minimises, or restores a minimised window. */
  onMinimise: () => void;
  /** Enters or leaves full screen. */
  onFullScreen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('mail');
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 1, py: 1, bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }} id={titleId}>
        {title}
      </Typography>
      {!phone && (
        <>
          <Tooltip title={minimised ? t('compose.restore') : t('compose.minimise')}>
            <IconButton
              size="small"
              aria-label={minimised ? t('compose.restore') : t('compose.minimise')}
              onClick={onMinimise}
            >
              <MinimizeRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={fullScreen ? t('compose.exitFullScreen') : t('compose.fullScreen')}>
            <IconButton
              size="small"
              aria-label={fullScreen ? t('compose.exitFullScreen') : t('compose.fullScreen')}
              onClick={onFullScreen}
            >
              {fullScreen ? (
                <CloseFullscreenRounded fontSize="small" />
              ) : (
                <OpenInFullRounded fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
        </>
      )}
      <Tooltip title={t('compose.close')}>
        <IconButton size="small" aria-label={t('compose.close')} onClick={onClose}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
