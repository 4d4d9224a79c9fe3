// "New folder" and "Rename": one name, "Name is required" (≤ 100), 409 when taken.
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FolderNewBodySchema } from '@keel/contracts/files';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { failureFields, failureMessage } from '../../lib/http.ts';

const NameSchema = FolderNewBodySchema.pick({ name: true });

interface Props {
  title: string;
  submitLabel: string;
  initial?: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}

export function FileNameDialog({ title, submitLabel, initial = '', onClose, onSubmit }: Props) {
  const { t } = useTranslation('files');
  const methods = useForm<{ name: string }>({
    resolver: zodResolver(NameSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: initial },
  });
  const { handleSubmit, formState, setError } = methods;
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
    } catch (failure) {
      setError('name', {
        type: 'server',
        message: failureFields(failure).name ?? failureMessage(failure),
      });
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <FormProvider {...methods}>
        <form noValidate onSubmit={submit}>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <RHFTextField
              name="name"
              label={t('name')}
              autoFocus
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button variant="outlined" color="inherit" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
