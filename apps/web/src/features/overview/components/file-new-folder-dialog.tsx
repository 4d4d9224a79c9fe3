// The file dashboard's "New folder" dialog: a name, checked by the contract's schema. Loaded on
// the first click (file-folders.tsx), so zod and the form library stay off the page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FolderNewBodySchema } from '@keel/contracts/files';
import { useSnackbar } from 'notistack';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { failureFields, failureMessage } from '../../../lib/http.ts';
import { useDashboardNewFolderMutation } from '../overview.api.ts';

const NameSchema = FolderNewBodySchema.pick({ name: true });

export function NewFolderDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: () => void;
}) {
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
