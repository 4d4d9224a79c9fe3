// General tab: avatar, "Public profile", the member fields (no Company/Role), About, cover and
// school. Saving returns the new user, which the page puts in the session at once. A save sends
// the version the form started from; when the account changed since (another tab, an admin), the
// merge dialog asks field by field (issue 17), as the product form does.
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
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
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountFieldsSchema, AccountFields } from '@keel/contracts/account-settings';
import type { Profile } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import type { z } from 'zod';
import {
  EditConflictDialog,
  type EditConflictDialogProps,
} from '../../components/edit-conflict-dialog.tsx';
import { RHFCountryField } from '../../components/form/rhf-country-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { ImageUpload } from '../../components/upload/image-upload.tsx';
import { changedFields } from '../../lib/changed-fields.ts';
import { conflictingFields, showValue, staleSave } from '../../lib/edit-conflict.ts';
import { failureFields, failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { useUpdateAccountMutation } from './account.api.ts';

// The contract's schema, loaded with zod when the form first validates (lib/lazy-zod-resolver.ts):
// the page itself then carries no zod.
const resolver = lazyZodResolver<AccountFields>(() =>
  import('@keel/contracts/account-settings').then((contract) => contract.AccountFieldsSchema),
) as unknown as Resolver<AccountFields, unknown, z.output<typeof AccountFieldsSchema>>;

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
type Field = (typeof FIELDS)[number];

/** The fields the 409's record (a User) carries; cover and school live in the profile. */
const USER_FIELDS: readonly Field[] = FIELDS.filter(
  (field) => field !== 'coverUrl' && field !== 'school',
);

/** The account's own fields of a saved user (cover and school are not on it). */
const fieldsOf = (user: User): Partial<AccountFields> =>
  Object.fromEntries(USER_FIELDS.map((field) => [field, user[field as keyof User]]));

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
  // Issue 22: a new e-mail needs the current password too (the server refuses it otherwise).
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentPasswordError, setCurrentPasswordError] = useState('');
  const [updateAccount] = useUpdateAccountMutation();
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
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const { handleSubmit, formState, control, setValue, setError, reset, getValues } = methods;
  // The version this form started from: a save from an older one gets 409 and the merge dialog.
  const version = useRef(user.version);
  const [merge, setMerge] = useState<Omit<EditConflictDialogProps, 'open' | 'onCancel'>>();

  function showFailure(failure: unknown) {
    const fields = failureFields(failure);
    if (fields.currentPassword) setCurrentPasswordError(fields.currentPassword);
    for (const [field, message] of Object.entries(fields)) {
      const key = field.replace(/^user\./, '');
      if ((FIELDS as readonly string[]).includes(key))
        setError(key as Field, { type: 'server', message });
    }
    setServerError(failureMessage(failure));
  }

  /** Saves `changes`; when the account changed in between, asks field by field, saves the merge. */
  async function saveChanges(changes: Partial<AccountFields>): Promise<User | undefined> {
    const emailChanging = 'email' in changes && changes.email !== saved.current.email;
    try {
      const { user: updated } = await updateAccount({
        body: {
          user: changes,
          version: version.current,
          ...(emailChanging && { currentPassword }),
        },
      }).unwrap();
      version.current = updated.version;
      return updated;
    } catch (failure) {
      const stale = staleSave<User>(failure);
      if (!stale) throw failure;
      version.current = stale.current.version;
      const theirs = stale.current as unknown as Partial<AccountFields>;
      const compared = Object.fromEntries(
        Object.entries(changes).filter(([field]) => USER_FIELDS.includes(field as Field)),
      ) as Partial<AccountFields>;
      const differ = conflictingFields(compared, theirs as AccountFields, saved.current);
      if (differ.length === 0) return saveChanges(changes);
      setMerge({
        changedBy: stale.changedBy?.name ?? null,
        changedAt: stale.changedAt,
        fields: differ.map((field) => ({
          name: field,
          label:
            field === 'isPublic'
              ? t('general.publicProfile')
              : field === 'photoURL'
                ? t('general.uploadPhoto')
                : t(`fields.${field}`),
          mine: showValue(changes[field]),
          theirs: showValue(theirs[field]),
        })),
        onResolve: async (choices) => {
          const kept = Object.fromEntries(
            Object.entries(changes).filter(([field]) => choices[field] !== 'theirs'),
          ) as Partial<AccountFields>;
          setMerge(undefined);
          try {
            const updated = await saveChanges(kept);
            if (updated) done(updated, { ...getValues(), ...fieldsOf(updated) });
          } catch (again) {
            showFailure(again);
          }
        },
      });
      return undefined;
    }
  }

  function done(updated: User, values: AccountFields) {
    saved.current = values;
    setCurrentPassword('');
    reset(values);
    onSaved(updated);
    enqueueSnackbar(t('saved'));
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    setCurrentPasswordError('');
    const changed = changedFields(FIELDS, values, saved.current);
    try {
      const updated = await saveChanges(changed);
      // Their changes to other fields came back with the record: the form shows them too.
      if (updated) done(updated, { ...values, ...fieldsOf(updated) });
    } catch (failure) {
      showFailure(failure);
    }
  });

  return (
    <FormProvider {...methods}>
      {merge && <EditConflictDialog open {...merge} onCancel={() => setMerge(undefined)} />}
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
                {methods.watch('email') !== user.email && (
                  <TextField
                    name="currentPassword"
                    type="password"
                    autoComplete="current-password"
                    label={t('general.currentPassword')}
                    value={currentPassword}
                    onChange={(event) => setCurrentPassword(event.target.value)}
                    error={Boolean(currentPasswordError)}
                    helperText={
                      currentPasswordError &&
                      t(currentPasswordError, {
                        ns: 'validation',
                        keySeparator: false,
                        nsSeparator: false,
                        defaultValue: currentPasswordError,
                      })
                    }
                  />
                )}
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
