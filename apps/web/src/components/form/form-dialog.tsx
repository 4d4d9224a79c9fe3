// A dialog that is one form (docs/spec/pages.md#ui Forms): the title, the server's message in an alert
// above the fields, Cancel and a submit button that spins while saving. A failed save puts its
// field messages on their fields; a save or a cancel empties the form for next time.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../lib/form-errors.ts';

export interface FormDialogProps<Input extends FieldValues, Output, Saved> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The title's id, which names the dialog. */
  titleId: string;
  maxWidth: 'xs' | 'sm';
  methods: UseFormReturn<Input, unknown, Output>;
  /** The values the form starts from again after a save or a cancel. */
  empty: Input;
  /** The fields a server failure may name. */
  serverFields: readonly Path<Input>[];
  save: (values: Output) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}

export function FormDialog<Input extends FieldValues, Output, Saved>({
  open,
  onClose,
  title,
  titleId,
  maxWidth,
  methods,
  empty,
  serverFields,
  save,
  onSaved,
  cancelLabel,
  submitLabel,
  children,
}: FormDialogProps<Input, Output, Saved>) {
  const { t } = useTranslation('validation');
  const [serverError, setServerError] = useState('');
  const { handleSubmit, setError, reset, formState } = methods;

  const close = () => {
    reset(empty);
    setServerError('');
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const saved = await save(values);
      reset(empty);
      onSaved(saved);
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, serverFields));
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <FormProvider {...methods}>
        {/* A flex column like the dialog's paper: on a short screen the fields scroll between a
            title and buttons that stay in view. */}
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={3}>
              {serverError && (
                <Alert severity="error">
                  {t(serverError, {
                    keySeparator: false,
                    nsSeparator: false,
                    defaultValue: serverError,
                  })}
                </Alert>
              )}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" variant="outlined" onClick={close}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
