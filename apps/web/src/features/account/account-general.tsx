// General tab: avatar, "Public profile", the member fields (no Company/Role), About, cover and
// school. Saving returns the new user, which the page puts in the session at once.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountFieldsSchema, type AccountFields } from '@keel/contracts/account-settings';
import type { Profile } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import type { z } from 'zod';
import { RHFCountryField } from '../../components/form/rhf-country-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { ImageUpload } from '../../components/upload/image-upload.tsx';
import { changedFields } from '../../lib/changed-fields.ts';
import { failureFields, failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { accountApi } from './account.api.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'about',
  'isPublic',
  'photoURL',
  'coverUrl',
  'school',
] as const;

export function AccountGeneral({
  user,
  profile,
  onSaved,
}: {
  user: User;
  profile: Profile;
  onSaved: (user: User) => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState('');
  const initial: AccountFields = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      country: user.country,
      state: user.state,
      city: user.city,
      address: user.address,
      zipCode: user.zipCode,
      about: user.about,
      isPublic: user.isPublic,
      photoURL: user.photoURL,
      coverUrl: profile.coverUrl,
      school: profile.school,
  };
  // What the server holds now: the baseline `changedFields` compares against.
  const saved = useRef(initial);
  const methods = useForm<AccountFields, unknown, z.output<typeof AccountFieldsSchema>>({
    resolver: zodResolver(AccountFieldsSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const { handleSubmit, formState, control, setValue, setError, reset } = methods;

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    const changed = changedFields(FIELDS, values, saved.current);
    try {
      const { user } = await accountApi.update({ user: changed });
      saved.current = values;
      reset(values);
      onSaved(user);
      enqueueSnackbar(t('saved'));
    } catch (failure) {
      for (const [field, message] of Object.entries(failureFields(failure))) {
        const key = field.replace(/^user\./, '');
        if ((FIELDS as readonly string[]).includes(key))
          setError(key as (typeof FIELDS)[number], { type: 'server', message });
      }
      setServerError(failureMessage(failure));
    }
  });

  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {!user.isVerified && (
          <Alert
            severity="warning"
            sx={{ mb: 3 }}
            action={
              <Link
                component={RouterLink}
                to={paths.auth.verify}
                color="inherit"
                variant="subtitle2"
              >
                {t('general.verifyNow')}
              </Link>
            }
          >
            {t('general.verifyEmail')}
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card sx={{ pt: 8, pb: 5, px: 3, textAlign: 'center' }}>
              <Controller
                name="photoURL"
                control={control}
                render={({ field }) => (
                  <ImageUpload
                    value={field.value ?? null}
                    onChange={(url) => setValue('photoURL', url, { shouldDirty: true })}
                    label={t('general.uploadPhoto')}
                    fallback={user.displayName.charAt(0)}
                  />
                )}
              />
              <Controller
                name="isPublic"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ mt: 4 }}
                    labelPlacement="start"
                    control={
                      <Switch
                        checked={Boolean(field.value)}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t('general.publicProfile')}
                  />
                )}
              />
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card sx={{ p: 3 }}>
              {serverError && (
                <Alert severity="error" role="alert" sx={{ mb: 3 }}>
                  {t(serverError, {
                    ns: 'validation',
                    keySeparator: false,
                    nsSeparator: false,
                    defaultValue: serverError,
                  })}
                </Alert>
              )}
              <Box
                sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <RHFTextField name="firstName" label={t('fields.firstName')} />
                <RHFTextField name="lastName" label={t('fields.lastName')} />
                <RHFTextField name="email" label={t('fields.email')} type="email" />
                <RHFTextField name="phoneNumber" label={t('fields.phoneNumber')} />
                <RHFTextField name="address" label={t('fields.address')} />
                <RHFCountryField name="country" label={t('fields.country')} />
                <RHFTextField name="state" label={t('fields.state')} />
                <RHFTextField name="city" label={t('fields.city')} />
                <RHFTextField name="zipCode" label={t('fields.zipCode')} />
                <RHFTextField name="school" label={t('fields.school')} />
              </Box>
              <RHFTextField
                name="about"
                label={t('fields.about')}
                multiline
                minRows={4}
                sx={{ mt: 3 }}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <Typography variant="subtitle2" sx={{ mt: 3, mb: 1.5 }}>
                {t('general.cover')}
              </Typography>
              <Controller
                name="coverUrl"
                control={control}
                render={({ field }) => (
                  <ImageUpload
                    variant="cover"
                    value={field.value ?? null}
                    onChange={(url) => setValue('coverUrl', url, { shouldDirty: true })}
                    label={t('general.uploadCover')}
                  />
                )}
              />
              <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
                <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                  {t('saveChanges')}
                </Button>
              </Stack>
            </Card>
          </Grid>
        </Grid>
      </Box>
    </FormProvider>
  );
}
