// Changing or deleting one occurrence of a repeating event: "This event" or "All events".
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  action: 'save' | 'delete';
  onChoose: (scope: 'one' | 'all') => void;
  onClose: () => void;
}

export function CalendarScopeDialog({ action, onChoose, onClose }: Props) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {action === 'save' ? t('scope.saveTitle') : t('scope.deleteTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('scope.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="outlined" onClick={() => onChoose('one')}>
          {t('scope.one')}
        </Button>
        <Button variant="contained" onClick={() => onChoose('all')}>
          {t('scope.all')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
