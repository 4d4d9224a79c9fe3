// The merge dialog of a stale save (issue 17; the server's 409 STALE_VERSION, see
// packages/contracts/src/edit-version.ts): "Changed by {name} at {time}", the fields where the
// editor's values and the saved ones differ, and a choice per field (keep mine / take theirs),
// with shortcuts for all fields. Saving hands the choices back; the form applies them and saves
// again from the current version. Shared by every edit form of a versioned record.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type MergeChoice = 'mine' | 'theirs';

export interface ConflictField {
  name: string;
  label: string;
  /** The values as text, as the form shows them. */
  mine: string;
  theirs: string;
}

export interface EditConflictDialogProps {
  open: boolean;
  changedBy: string | null;
  /** ISO time of their change. */
  changedAt: string;
  fields: ConflictField[];
  onCancel: () => void;
  /** Called with one choice per field; may return a promise (the save). */
  onResolve: (choices: Record<string, MergeChoice>) => unknown;
}

export function EditConflictDialog({
  open,
  changedBy,
  changedAt,
  fields,
  onCancel,
  onResolve,
}: EditConflictDialogProps) {
  const { t, i18n } = useTranslation('ui-kit', { useSuspense: false });
  const titleId = useId();
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  const [busy, setBusy] = useState(false);
  const choiceOf = (name: string): MergeChoice => choices[name] ?? 'mine';
  const all = (choice: MergeChoice) =>
    setChoices(Object.fromEntries(fields.map((field) => [field.name, choice])));
  const time = new Date(changedAt).toLocaleString(
    i18n.language === 'cn' ? 'zh-CN' : i18n.language,
    {
      dateStyle: 'medium',
      timeStyle: 'short',
    },
  );
  const save = async () => {
    setBusy(true);
    try {
      await onResolve(
        Object.fromEntries(fields.map((field) => [field.name, choiceOf(field.name)])),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {changedBy
            ? t('conflict.changedBy', { name: changedBy, time })
            : t('conflict.changedAt', { time })}
        </DialogContentText>
        <Table size="small" aria-label={t('conflict.fields')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('conflict.field')}</TableCell>
              <TableCell>{t('conflict.mine')}</TableCell>
              <TableCell>{t('conflict.theirs')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => (
              <TableRow key={field.name}>
                <TableCell component="th" scope="row">
                  {field.label}
                </TableCell>
                {(['mine', 'theirs'] as const).map((side) => (
                  <TableCell key={side} dir="auto">
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                      <Radio
                        size="small"
                        checked={choiceOf(field.name) === side}
                        onChange={() =>
                          setChoices((current) => ({ ...current, [field.name]: side }))
                        }
                        slotProps={{
                          input: { 'aria-label': `${field.label}: ${t(`conflict.${side}`)}` },
                        }}
                      />
                      <span style={{ wordBreak: 'break-word' }}>
                        {side === 'mine' ? field.mine : field.theirs}
                      </span>
                    </Stack>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => all('mine')}>{t('conflict.keepMine')}</Button>
        <Button onClick={() => all('theirs')}>{t('conflict.takeTheirs')}</Button>
        <Stack sx={{ flex: 1 }} />
        <Button variant="outlined" color="inherit" onClick={onCancel}>
          {t('conflict.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={busy}>
          {t('conflict.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
