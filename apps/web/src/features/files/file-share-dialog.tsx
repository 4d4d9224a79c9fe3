// "Invite" (docs/spec/pages.md#file-manager): a Keel user's e-mail and "Send invite"; the people it is shared with,
// each "Can view" / "Can edit" or Remove; "Copy link". Only the owner sees it.
import LinkRounded from '@mui/icons-material/LinkRounded';
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSchema } from '@keel/contracts/account';
import type { FileItem, FilePermission } from '@keel/contracts/files';
import { mediaUrl } from '../../lib/media-url.ts';
import { failureMessage } from '../../lib/http.ts';
import {
  useRemoveFileShareMutation,
  useShareFileMutation,
  useUpdateFileShareMutation,
} from './files.api.ts';

interface Props {
  files: FileItem[];
  onClose: () => void;
  onChanged: (file: FileItem) => void;
  onCopyLink?: (file: FileItem) => void;
}

export function FileShareDialog({ files, onClose, onChanged, onCopyLink }: Props) {
  const { t } = useTranslation(['files', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<FilePermission>('view');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState(files);
  const single = current.length === 1 ? current[0]! : null;
  const translate = (message: string) =>
    t(message, {
      ns: 'validation',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: message,
    });

  const [shareFile] = useShareFileMutation();
  const [updateShare] = useUpdateFileShareMutation();
  const [removeShare] = useRemoveFileShareMutation();

  const invite = async () => {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const updated: FileItem[] = [];
      for (const file of current) {
        const { file: saved } = await shareFile({
          body: { fileId: file.id, emails: [parsed.data], permission },
        }).unwrap();
        updated.push(saved);
        onChanged(saved);
      }
      setCurrent(updated);
      setEmail('');
      enqueueSnackbar(t('share.sent'));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const change = async (call: () => Promise<{ file: FileItem }>) => {
    try {
      const { file } = await call();
      setCurrent([file]);
      onChanged(file);
    } catch (failure) {
      enqueueSnackbar(translate(failureMessage(failure)), { variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('share.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {single ? single.name : t('selected', { count: current.length })}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            fullWidth
            size="small"
            type="email"
            label={t('share.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void invite();
              }
            }}
            error={!!error}
            helperText={error ? translate(error) : undefined}
          />
          <Select
            size="small"
            value={permission}
            onChange={(event) => setPermission(event.target.value as FilePermission)}
            inputProps={{ 'aria-label': t('share.permission') }}
            sx={{ minWidth: 130 }}
          >
            <MenuItem value="view">{t('share.canView')}</MenuItem>
            <MenuItem value="edit">{t('share.canEdit')}</MenuItem>
          </Select>
          <Button
            variant="contained"
            onClick={() => void invite()}
            loading={busy}
            disabled={!email}
            sx={{ flexShrink: 0 }}
          >
            {t('share.send')}
          </Button>
        </Stack>
        {single && single.shared.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 3 }}>
              {t('details.sharedWith')}
            </Typography>
            <List dense>
              {single.shared.map((person) => (
                <ListItem
                  key={person.id}
                  disableGutters
                  secondaryAction={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Select
                        size="small"
                        value={person.permission}
                        onChange={(event) =>
                          void change(() =>
                            updateShare({
                              body: {
                                fileId: single.id,
                                userId: person.id,
                                permission: event.target.value as FilePermission,
                              },
                            }).unwrap(),
                          )
                        }
                        inputProps={{
                          'aria-label': t('share.permissionOf', { name: person.displayName }),
                        }}
                        variant="standard"
                        disableUnderline
                      >
                        <MenuItem value="view">{t('share.canView')}</MenuItem>
                        <MenuItem value="edit">{t('share.canEdit')}</MenuItem>
                      </Select>
                      <Button
                        size="small"
                        color="error"
                        onClick={() =>
                          void change(() =>
                            removeShare({
                              body: { fileId: single.id, userId: person.id },
                            }).unwrap(),
                          )
                        }
                      >
                        {t('share.remove')}
                      </Button>
                    </Stack>
                  }
                  sx={{ pr: 24 }}
                >
                  <ListItemAvatar>
                    <Avatar src={mediaUrl(person.photoURL)} alt="">
                      {person.displayName.charAt(0)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={person.displayName}
                    secondary={person.email}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Box>
          {single && single.url && onCopyLink && (
            <Button startIcon={<LinkRounded />} onClick={() => onCopyLink(single)}>
              {t('actions.copyLink')}
            </Button>
          )}
        </Box>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
