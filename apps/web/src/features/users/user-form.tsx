// The member form (docs/spec/pages.md#user-form /dashboard/user/new and /{name}/edit): avatar, ban and
// verified switches on the left, the fields on the right; the contract validates both sides.
// An edit sends the version it started from: when someone saved in between, the merge dialog
// asks field by field (issue 17), as the product form does.
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
import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@keel/contracts/user';
import { useRoleName, useRoles } from './roles/use-roles.ts';
import { UserNewBodySchema, type UserNewBody } from '@keel/contracts/users';
import { USER_INPUT_FIELDS, type UserInputField } from '@keel/contracts/users-constants';
import type { z } from 'zod';
import {
  EditConflictDialog,
  type EditConflictDialogProps,
} from '../../components/edit-conflict-dialog.tsx';
import { RHFCountryField } from '../../components/form/rhf-country-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { ImageUpload } from '../../components/upload/image-upload.tsx';
import { changedFields } from '../../lib/changed-fields.ts';
import { conflictingFields, showValue, staleSave } from '../../lib/edit-conflict.ts';
import { failureFields, failureMessage } from '../../lib/http.ts';
import { UserStatusLabel } from './user-status-label.tsx';
import { useCreateUserMutation, useUpdateUserMutation } from './users.api.ts';

type Values = UserNewBody;
const FIELDS = USER_INPUT_FIELDS satisfies readonly (keyof Values)[];
type Field = UserInputField;

/** The label key of each field in the merge dialog (the form's own labels). */
const LABELS: Record<Field, string> = {
  firstName: 'form.firstName',
  lastName: 'form.lastName',
  email: 'form.email',
  phoneNumber: 'form.phoneNumber',
  country: 'form.country',
  state: 'form.state',
  city: 'form.city',
  address: 'form.address',
  zipCode: 'form.zipCode',
  company: 'form.company',
  jobTitle: 'form.role',
  role: 'form.access',
  isVerified: 'form.emailVerified',
  status: 'form.banned',
  photoURL: 'form.uploadPhoto',
  isPublic: 'form.isPublic',
};

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
  const baseline = useRef(valuesOf(current));
  const { handleSubmit, setError, formState, control, watch, setValue } = methods;
  const roles = useRoles();
  const roleName = useRoleName(roles.data);
  const currentRole = watch('role');
  // The version this form started from: a save from an older one gets 409 and the merge dialog.
  const version = useRef(current?.version);
  const [updateUser] = useUpdateUserMutation();
  const [createUser] = useCreateUserMutation();
  const [merge, setMerge] = useState<Omit<EditConflictDialogProps, 'open' | 'onCancel'>>();
  // The fields the server's last refusal named: fixing one of them clears the alert (issue 19).
  const refusedFields = useRef(new Set<string>());
  useEffect(() => {
    const subscription = watch((_values, { name: changed }) => {
      if (changed && refusedFields.current.has(changed)) {
        refusedFields.current.clear();
        setServerError('');
      }
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  function showFailure(failure: unknown) {
    refusedFields.current.clear();
    for (const [field, message] of Object.entries(failureFields(failure))) {
      const key = field.replace(/^user\./, '');
      if ((FIELDS as readonly string[]).includes(key)) {
        setError(key as Field, { type: 'server', message });
        refusedFields.current.add(key);
      }
    }
    setServerError(failureMessage(failure));
  }

  /** Saves `changes`; when someone saved in between, asks field by field and saves the merge. */
  async function saveChanges(userId: string, changes: Partial<Values>): Promise<User | undefined> {
    try {
      const { user } = await updateUser({
        body: { userId, user: changes, version: version.current },
      }).unwrap();
      version.current = user.version;
      return user;
    } catch (failure) {
      const stale = staleSave<User>(failure);
      if (!stale) throw failure;
      version.current = stale.current.version;
      const theirs = valuesOf(stale.current);
      const differ = conflictingFields(changes, theirs, baseline.current);
      if (differ.length === 0) return saveChanges(userId, changes);
      setMerge({
        changedBy: stale.changedBy?.name ?? null,
        changedAt: stale.changedAt,
        fields: differ.map((field) => ({
          name: field,
          label: t(LABELS[field as Field]),
          mine: showValue(changes[field]),
          theirs: showValue(theirs[field]),
        })),
        onResolve: async (choices) => {
          const kept = Object.fromEntries(
            Object.entries(changes).filter(([field]) => choices[field] !== 'theirs'),
          );
          setMerge(undefined);
          try {
            const user = await saveChanges(userId, kept);
            if (user) saved(user);
          } catch (again) {
            showFailure(again);
          }
        },
      });
      return undefined;
    }
  }

  function saved(user: User) {
    baseline.current = valuesOf(user);
    enqueueSnackbar(t('form.saved'));
    onSaved(user);
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      if (current) {
        const changed = changedFields(FIELDS, values, baseline.current);
        const user = await saveChanges(current.id, changed);
        if (user) saved(user);
      } else {
        const { user } = await createUser({ body: values }).unwrap();
        enqueueSnackbar(t('form.created'));
        onSaved(user);
      }
    } catch (failure) {
      showFailure(failure);
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
      {merge && <EditConflictDialog open {...merge} onCancel={() => setMerge(undefined)} />}
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
