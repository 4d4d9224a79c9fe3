// The member form (pages.md §10 /dashboard/user/new and /{name}/edit): avatar, ban and
// verified switches on the left, the fields on the right; the contract validates both sides.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@keel/contracts/user';
import { useRoleName, useRoles } from './roles/use-roles.ts';
import { UserNewBodySchema, type UserNewBody } from '@keel/contracts/users';
import type { z } from 'zod';
import { RHFCountryField } from '../../components/form/rhf-country-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { ImageUpload } from '../../components/upload/image-upload.tsx';
import { changedFields } from '../../lib/changed-fields.ts';
import { failureFields, failureMessage } from '../../lib/http.ts';
import { UserStatusLabel } from './user-status-label.tsx';
import { usersApi } from './users.api.ts';

type Values = UserNewBody;
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
  'company',
  'jobTitle',
  'role',
  'isVerified',
  'status',
  'photoURL',
  'isPublic',
] as const;

function valuesOf(user?: User): Values {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    country: user?.country ?? '',
    state: user?.state ?? '',
    city: user?.city ?? '',
    address: user?.address ?? '',
    zipCode: user?.zipCode ?? '',
    company: user?.company ?? '',
    jobTitle: user?.jobTitle ?? '',
    role: user?.role ?? 'member',
    isVerified: user?.isVerified ?? false,
    status: user?.status ?? 'active',
    photoURL: user?.photoURL ?? null,
    isPublic: user?.isPublic ?? true,
  };
}

interface Props {
  current?: User;
  /** Editing my own account: the access role and the ban switch are locked (server rule). */
  isSelf?: boolean;
  onSaved: (user: User) => void;
}

export function UserForm({ current, isSelf = false, onSaved }: Props) {
  const { t } = useTranslation(['users', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState('');
  const methods = useForm<Values, unknown, z.output<typeof UserNewBodySchema>>({
    resolver: zodResolver(UserNewBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(current),
  });
  // What the server holds now: the baseline `changedFields` compares against.
  const saved = useRef(valuesOf(current));
  const { handleSubmit, setError, formState, control, watch, setValue } = methods;
  const roles = useRoles();
  const roleName = useRoleName(roles.data);
  const currentRole = watch('role');
  const name = `${watch('firstName') ?? ''} ${watch('lastName') ?? ''}`.trim();

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      let user: User;
      if (current) {
        const changed = changedFields(FIELDS, values, saved.current);
        ({ user } = await usersApi.update({ userId: current.id, user: changed }));
        saved.current = values;
        enqueueSnackbar(t('form.saved'));
      } else {
        ({ user } = await usersApi.create(values));
        enqueueSnackbar(t('form.created'));
      }
      onSaved(user);
    } catch (failure) {
      for (const [field, message] of Object.entries(failureFields(failure))) {
        const key = field.replace(/^user\./, '');
        if ((FIELDS as readonly string[]).includes(key))
          setError(key as (typeof FIELDS)[number], { type: 'server', message });
      }
      setServerError(failureMessage(failure));
    }
  });

  const translate = (message: string) =>
    t(message, {
      ns: 'validation',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: message,
    });

  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card sx={{ pt: 8, pb: 5, px: 3, position: 'relative' }}>
              {current && (
                <Box sx={{ position: 'absolute', top: 24, right: 24 }}>
                  <UserStatusLabel status={watch('status') ?? 'active'} />
                </Box>
              )}
              <Controller
                name="photoURL"
                control={control}
                render={({ field }) => (
                  <ImageUpload
                    value={field.value ?? null}
                    onChange={(url) => setValue('photoURL', url, { shouldDirty: true })}
                    label={t('form.uploadPhoto')}
                    fallback={name.charAt(0).toUpperCase() || undefined}
                  />
                )}
              />
              <Stack spacing={3} sx={{ mt: 4 }}>
                {current && (
                  <Controller
                    name="status"
                    control={control}
                    render={({ field }) => (
                      <FormControlLabel
                        labelPlacement="start"
                        sx={{ mx: 0, justifyContent: 'space-between' }}
                        control={
                          <Switch
                            checked={field.value === 'banned'}
                            disabled={isSelf}
                            onChange={(event) =>
                              field.onChange(event.target.checked ? 'banned' : 'active')
                            }
                          />
                        }
                        label={
                          <Box>
                            <Typography variant="subtitle2">{t('form.banned')}</Typography>
                            <Typography variant="body2" color="text.secondary">
                              {t('form.bannedHelp')}
                            </Typography>
                          </Box>
                        }
                      />
                    )}
                  />
                )}
                <Controller
                  name="isVerified"
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      labelPlacement="start"
                      sx={{ mx: 0, justifyContent: 'space-between' }}
                      control={
                        <Switch
                          checked={Boolean(field.value)}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      }
                      label={
                        <Box>
                          <Typography variant="subtitle2">{t('form.emailVerified')}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {t('form.emailVerifiedHelp')}
                          </Typography>
                        </Box>
                      }
                    />
                  )}
                />
              </Stack>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card sx={{ p: 3 }}>
              {serverError && (
                <Alert severity="error" role="alert" sx={{ mb: 3 }}>
                  {translate(serverError)}
                </Alert>
              )}
              <Box
                sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <RHFTextField name="firstName" label={t('form.firstName')} autoComplete="off" />
                <RHFTextField name="lastName" label={t('form.lastName')} autoComplete="off" />
                <RHFTextField
                  name="email"
                  label={t('form.email')}
                  type="email"
                  autoComplete="off"
                />
                <RHFTextField name="phoneNumber" label={t('form.phoneNumber')} autoComplete="off" />
                <RHFCountryField name="country" label={t('form.country')} />
                <RHFTextField name="state" label={t('form.state')} />
                <RHFTextField name="city" label={t('form.city')} />
                <RHFTextField name="address" label={t('form.address')} />
                <RHFTextField name="zipCode" label={t('form.zipCode')} />
                <RHFTextField name="company" label={t('form.company')} />
                <RHFTextField name="jobTitle" label={t('form.role')} />
                <RHFTextField name="role" label={t('form.access')} select disabled={isSelf}>
                  {(roles.data ?? [{ key: currentRole ?? 'member' }]).map((role) => (
                    <MenuItem key={role.key} value={role.key}>
                      {roleName(role.key)}
                    </MenuItem>
                  ))}
                </RHFTextField>
              </Box>
              <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
                <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                  {current ? t('form.saveChanges') : t('form.createUser')}
                </Button>
              </Stack>
            </Card>
          </Grid>
        </Grid>
      </Box>
    </FormProvider>
  );
}
