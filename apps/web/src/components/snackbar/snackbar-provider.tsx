// Toasts exactly as seed §9: at most 5 (the oldest goes), duplicates suppressed, 3000 ms,
// success by default, top-right, dense, four icons, a close button; click-away never dismisses.
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, SnackbarProvider as NotistackProvider, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';

export const SNACKBAR_MAX = 5;
export const SNACKBAR_HIDE_MS = 3000;

const iconStyle = { marginInlineEnd: 8, fontSize: 22 } as const;

function CloseAction(key: SnackbarKey) {
  return (
    <IconButton size="small" aria-label="Close" color="inherit" onClick={() => closeSnackbar(key)}>
      <CloseRounded fontSize="small" />
    </IconButton>
  );
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <NotistackProvider
      maxSnack={SNACKBAR_MAX}
      preventDuplicate
      autoHideDuration={SNACKBAR_HIDE_MS}
      variant="success"
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      dense
      action={CloseAction}
      iconVariant={{
        info: <InfoRounded style={iconStyle} />,
        success: <CheckCircleRounded style={iconStyle} />,
        warning: <WarningRounded style={iconStyle} />,
        error: <ErrorRounded style={iconStyle} />,
      }}
    >
      {children}
    </NotistackProvider>
  );
}
