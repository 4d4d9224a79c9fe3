// The file dashboard's "Folders": my top-level folders (each opens in the file manager),
// "+" for a new one (the files table's new-folder route) and "View all".
import AddRounded from '@mui/icons-material/AddRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { FileDashboard } from '@keel/contracts/dashboards';
import { FolderNewBodySchema } from '@keel/contracts/files';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { fBytes } from '../../../lib/formatters.ts';
import { failureFields, failureMessage } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { useDashboardNewFolderMutation } from '../overview.api.ts';

const NameSchema = FolderNewBodySchema.pick({ name: true });

function NewFolderDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('overview');
  const { enqueueSnackbar } = useSnackbar();
  const [newFolder] = useDashboardNewFolderMutation();
  const methods = useForm<{ name: string }>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: '' },
  });
  const submit = methods.handleSubmit(async ({ name }) => {
    try {
      await newFolder({ body: { name, parentId: null } }).unwrap();
      enqueueSnackbar(t('file.folderCreated'));
      onCreated();
    } catch (failure) {
      methods.setError('name', {
        type: 'server',
        message: failureFields(failure).name ?? failureMessage(failure),
      });
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <FormProvider {...methods}>
        <form noValidate onSubmit={submit}>
          <DialogTitle>{t('file.newFolder')}</DialogTitle>
          <DialogContent>
            <RHFTextField
              name="name"
              label={t('file.folderName')}
              autoFocus
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button variant="outlined" color="inherit" onClick={onClose}>
              {t('file.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={methods.formState.isSubmitting}>
              {t('file.create')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}

export function FileFolders({ folders }: { folders: FileDashboard['folders'] }) {
  const { t } = useTranslation('overview');
  const [creating, setCreating] = useState(false);
  return (
    <Card>
      <CardHeader
        title={t('file.folders')}
        action={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton
              aria-label={t('file.newFolder')}
              onClick={() => setCreating(true)}
              color="primary"
            >
              <AddRounded />
            </IconButton>
            <Button component={RouterLink} to={paths.dashboard.fileManager} size="small">
              {t('viewAll')}
            </Button>
          </Box>
        }
      />
      <Box
        sx={{
          p: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {folders.length === 0 && (
          <Typography color="text.secondary">{t('file.noFolders')}</Typography>
        )}
        {folders.map((folder) => (
          <Card key={folder.id} variant="outlined" sx={{ borderRadius: 1.5 }}>
            <CardActionArea
              component={RouterLink}
              to={`${paths.dashboard.fileManager}?folder=${folder.id}`}
              sx={{ p: 2 }}
            >
              <FolderRounded sx={{ color: 'warning.main', fontSize: 36 }} />
              <Typography variant="subtitle2" noWrap>
                {folder.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('file.files', { count: folder.totalFiles })} · {fBytes(folder.size)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {creating && (
        <NewFolderDialog onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
      )}
    </Card>
  );
}
