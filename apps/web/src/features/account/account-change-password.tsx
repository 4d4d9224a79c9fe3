// Change password tab: old, new, confirm. The server signs out my other sessions and returns
// a new token for this one, which the page applies ("Password changed", session kept).
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuthResponse } from '@keel/contracts/account';
import {
  ChangePasswordFormSchema,
  type ChangePasswordForm,
} from '@keel/contracts/account-settings';
import { PasswordField } from '../../components/form/password-field.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { weakPasswordMessage } from '../../lib/password-strength.ts';
import { useChangePasswordMutation } from './account.api.ts';

export function AccountChangePassword({
  onChanged,
}: {
  onChanged: (session: AuthResponse) => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState('');
  const [changePassword] = useChangePasswordMutation();
  const methods = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { handleSubmit, formState, setError, reset } = methods;

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setServerError('');
    const weak = await weakPasswordMessage(newPassword);
    if (weak)
      return setError('newPassword', { type: 'strength', message: weak }, { shouldFocus: true });
    try {
      onChanged(await changePassword({ body: { oldPassword, newPassword } }).unwrap());
      reset();
      enqueueSnackbar(t('password.changed'));
    } catch (failure) {
      const message = applyServerErrors(failure, setError, ['oldPassword', 'newPassword']);
      if (message !== 'Old password is incorrect') setServerError(message);
    }
  });

  return (
    <FormProvider {...methods}>
      <Card component="form" noValidate onSubmit={onSubmit} sx={{ p: 3 }}>
        <Stack spacing={3}>
          {serverError && (
            <Alert severity="error" role="alert">
              {t(serverError, {
                ns: 'validation',
                keySeparator: false,
                nsSeparator: false,
                defaultValue: serverError,
              })}
            </Alert>
          )}
          <PasswordField
            name="oldPassword"
            label={t('password.old')}
            autoComplete="current-password"
          />
          <PasswordField
            name="newPassword"
            label={t('password.new')}
            autoComplete="new-password"
            helperText={t('password.hint')}
          />
          <PasswordField
            name="confirmNewPassword"
            label={t('password.confirm')}
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('saveChanges')}
          </Button>
        </Stack>
      </Card>
    </FormProvider>
  );
}
