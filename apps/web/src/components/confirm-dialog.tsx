// Confirmation before a destructive action (docs/spec/pages.md#shared-rules): "Delete" / "Are you sure you want to
// delete {name}?" (or "… {n} items?"). Pass `target` for those texts, or your own translated
// title, content and labels; the action button shows a spinner while it runs.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../lib/use-opened-once.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** What is deleted, for the default texts: a name, or a count of items. */
  target?: { name: string } | { count: number };
  title?: string;
  content?: ReactNode;
  actionLabel?: string;
  cancelLabel?: string;
  onClose: () => void;
  /** May return a promise: the dialog waits for it, then the caller closes it. */
  onConfirm: () => unknown;
  /** The action button's colour: destructive (default) or a positive confirmation. */
  color?: 'error' | 'primary' | 'success';
}

/** Mounts the dialog at its first open (lib/use-opened-once.ts); the default texts load before. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Starts loading the default texts before the first open. Without Suspense (here and below):
  // callers that pass every text never wait for the default ones.
  useTranslation('ui-kit', { useSuspense: false });
  return useOpenedOnce(props.open) ? <OpenedConfirmDialog {...props} /> : null;
}

function OpenedConfirmDialog({
  open,
  target,
  title,
  content,
  actionLabel,
  cancelLabel,
  onClose,
  onConfirm,
  color = 'error',
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui-kit', { useSuspense: false });
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const text =
    content ??
    (target && 'name' in target
      ? t('confirm.deleteName', { name: target.name })
      : t('confirm.deleteCount', { count: target?.count ?? 1 }));
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
      <DialogTitle id={titleId}>{title ?? t('confirm.delete')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color={color}
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {actionLabel ?? t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
