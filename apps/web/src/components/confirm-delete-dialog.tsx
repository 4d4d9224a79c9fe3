// The confirmation every destructive action asks for (pages.md §0): "Delete" /
// "Are you sure you want to delete {name}?" (or "… {n} items?").
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void> | void;
  /** What is deleted: a name, or a count of items. */
  target: { name: string } | { count: number };
  title?: string;
  confirmLabel?: string;
  content?: string;
}

export function ConfirmDeleteDialog({
  open,
  onClose,
  onConfirm,
  target,
  title,
  confirmLabel,
  content,
}: Props) {
  const { t } = useTranslation('ui-kit');
  const [busy, setBusy] = useState(false);
  const text =
    content ??
    ('name' in target
      ? t('confirm.deleteName', { name: target.name })
      : t('confirm.deleteCount', { count: target.count }));
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title ?? t('confirm.delete')}</DialogTitle>
      <DialogContent>{text}</DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={busy}>
          {confirmLabel ?? t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
