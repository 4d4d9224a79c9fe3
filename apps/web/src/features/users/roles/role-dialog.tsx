// Create or change a custom role: name, description and the permissions it grants, as
// checkboxes grouped by resource (packages/contracts/src/permissions.ts).
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { useTranslation } from 'react-i18next';
import type { RoleInput, RoleSummary } from '@keel/contracts/access';
import { PERMISSIONS, permissionResource, type Permission } from '@keel/contracts/permissions';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useCreateRoleMutation, useUpdateRoleMutation } from './roles.api.ts';

type Values = { name: string; description: string; permissions: Permission[] };
const EMPTY: Values = { name: '', description: '', permissions: [] };
// The contract's schema; its description defaults to '' where the form always sends one.
const resolver = lazyZodResolver<Values>(() =>
  import('@keel/contracts/access').then(
    (contract) => contract.RoleInputSchema as unknown as $ZodType<unknown, Values>,
  ),
);

const groups = [...new Set(PERMISSIONS.map(permissionResource))].map((resource) => ({
  resource,
  permissions: PERMISSIONS.filter((permission) => permissionResource(permission) === resource),
}));

export function RoleDialog({
  open,
  role,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The role to change; none to create one. */
  role?: RoleSummary;
  onClose: () => void;
  onSaved: (role: RoleSummary) => void;
}) {
  const { t } = useTranslation('users');
  const titleId = useId();
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const methods = useForm<Values>({ resolver, defaultValues: EMPTY });
  const { reset, control } = methods;
  useEffect(() => {
    if (open)
      reset(
        role
          ? { name: role.name, description: role.description, permissions: role.permissions }
          : EMPTY,
      );
  }, [open, role, reset]);

  return (
    <FormDialog<Values, Values, RoleSummary>
      open={open}
      onClose={onClose}
      title={role ? t('rolesPage.edit') : t('rolesPage.new')}
      titleId={titleId}
      maxWidth="sm"
      methods={methods}
      empty={EMPTY}
      serverFields={['name', 'description']}
      save={async (values: RoleInput) =>
        (role
          ? updateRole({ body: { key: role.key, role: values } })
          : createRole({ body: values })
        )
          .unwrap()
          .then((answer) => answer.role)
      }
      onSaved={onSaved}
      cancelLabel={t('rolesPage.cancel')}
      submitLabel={role ? t('rolesPage.save') : t('rolesPage.create')}
    >
      <RHFTextField name="name" label={t('rolesPage.name')} autoFocus />
      <RHFTextField name="description" label={t('rolesPage.description')} multiline minRows={2} />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {groups.map((group) => (
              <Box component="fieldset" key={group.resource} sx={{ border: 0, m: 0, p: 0 }}>
                <FormLabel
                  component="legend"
                  sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}
                >
                  {t(`permissions.resources.${group.resource}`)}
                </FormLabel>
                <FormGroup>
                  {group.permissions.map((permission) => (
                    <FormControlLabel
                      key={permission}
                      label={t(`permissions.names.${permission.replace('.', '_')}`)}
                      control={
                        <Checkbox
                          size="small"
                          checked={field.value.includes(permission)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, permission]
                                : field.value.filter((held) => held !== permission),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
            ))}
          </Box>
        )}
      />
    </FormDialog>
  );
}
