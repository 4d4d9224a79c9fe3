// Toasts exactly as docs/spec/seed.md#constants: at most 5 (the oldest goes), duplicates suppressed, 3000 ms,
// success by default, top-right, dense, four icons, a close button; click-away never dismisses.
// notistack 3 itself pauses the timer on hover and while the window is blurred, and resumes it
// with half the duration (its Snackbar calls setAutoHideTimer(autoHideDuration * 0.5)).
// Loaded with the first toast (lazy-notistack.ts, snackbar-host.tsx), so it imports the real
// notistack by its file: the bare name `notistack` is the lazy stand-in.
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider as NotistackProvider,
  type SnackbarKey,
} from 'notistack/notistack.esm.js';
import { useEffect, type ReactNode } from 'react';
import { snackbarDemand } from './lazy-notistack.ts';
import { useTranslation } from 'react-i18next';

export const SNACKBAR_MAX = 5;
export const SNACKBAR_HIDE_MS = 3000;

const iconStyle = { marginInlineEnd: 8, fontSize: 22 } as const;

function CloseButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      aria-label={t('close')}
      color="inherit"
      onClick={() => closeSnackbar(snackbarKey)}
    >
      <CloseRounded fontSize="small" />
    </IconButton>
  );
}

const closeAction = (key: SnackbarKey) => <CloseButton snackbarKey={key} />;

// Paper-coloured toasts with the variant's colour on the icon, in the theme's mode.
const Content = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent': {
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.customShadows.z8,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 10,
    fontFamily: theme.typography.fontFamily,
    fontSize: 14,
    fontWeight: 500,
  },
  '&.notistack-MuiContent-success svg:first-of-type': { color: theme.palette.success.main },
  '&.notistack-MuiContent-info svg:first-of-type': { color: theme.palette.info.main },
  '&.notistack-MuiContent-warning svg:first-of-type': { color: theme.palette.warning.main },
  '&.notistack-MuiContent-error svg:first-of-type': { color: theme.palette.error.main },
}));

const components = {
  default: Content,
  success: Content,
  info: Content,
  warning: Content,
  error: Content,
};

export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <NotistackProvider
      maxSnack={SNACKBAR_MAX}
      preventDuplicate
      autoHideDuration={SNACKBAR_HIDE_MS}
      variant="success"
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      dense
      action={closeAction}
      Components={components}
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

// notistack points its module-level functions at the mounted provider; read them at call time.
const attached = {
  enqueueSnackbar: ((...args: Parameters<typeof enqueueSnackbar>) =>
    enqueueSnackbar(...args)) as typeof enqueueSnackbar,
  closeSnackbar: (key?: SnackbarKey) => closeSnackbar(key),
};

function Attach() {
  useEffect(() => snackbarDemand.attach(attached), []);
  return null;
}

/** The provider as <SnackbarHost> mounts it: toasts queued while it loaded show at once. */
export function AttachedSnackbarProvider() {
  return (
    <SnackbarProvider>
      <Attach />
    </SnackbarProvider>
  );
}
