// Confirmation before a destructive action (pages.md §0): "Delete" / "Are you sure…?". The
// caller passes translated texts; the action button shows a spinner while it runs.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content: ReactNode;
  actionLabel: string;
  cancelLabel: string;
  onClose: () => void;
  /** May return a promise: the dialog waits for it, then the caller closes it. */
  onConfirm: () => unknown;
  /** The action button's colour: destructive (default) or a positive confirmation. */
  color?: 'error' | 'primary' | 'success';
}

export function ConfirmDialog({
  open,
  title,
  content,
  actionLabel,
  cancelLabel,
  onClose,
  onConfirm,
  color = 'error',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={color}
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
