// The Roles page (docs/spec/product.md#security-and-access): built-in and custom roles with what they grant and who holds
// them; admins create, change and delete custom roles and choose the role a self-registered
// account gets.
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '@keel/contracts/access';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { RowMenuCell } from '../../../components/table/row-menu-cell.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { useCan } from '../../../lib/permissions.ts';
import { PermissionChips } from './permission-chips.tsx';
import { RoleDialog } from './role-dialog.tsx';
import {
  useMfaRolesQuery,
  useSetMfaRolesMutation,
  useRemoveRoleMutation,
  useSaveWorkspaceSettingsMutation,
  useWorkspaceSettingsQuery,
} from './roles.api.ts';
import { useRoleName, useRoles } from './use-roles.ts';

/** The grants get their own column from `sm` up; on phones they sit under the role's name. */
const PERMISSIONS_COLUMN = { xs: 'none', sm: 'table-cell' } as const;

function DefaultRoleSetting({ roles }: { roles: RoleSummary[] }) {
  const { t } = useTranslation('users');
  const { enqueueSnackbar } = useSnackbar();
  const roleName = useRoleName(roles);
  const settings = useWorkspaceSettingsQuery(undefined).data?.settings;
  const [save] = useSaveWorkspaceSettingsMutation();
  if (!settings) return null;
  const change = async (defaultRole: string) => {
    try {
      await save({ body: { defaultRole } }).unwrap();
      enqueueSnackbar(t('rolesPage.defaultSaved'));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  };
  return (
    <TextField
      select
      size="small"
      label={t('rolesPage.defaultRole')}
      helperText={t('rolesPage.defaultRoleHelp')}
      value={settings.defaultRole}
      onChange={(event) => void change(event.target.value)}
      sx={{ minWidth: 240 }}
    >
      {roles.map((role) => (
        <MenuItem key={role.key} value={role.key}>
          {roleName(role.key)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RolesView() {
  const { t } = useTranslation('users');
  const can = useCan();
  const { enqueueSnackbar } = useSnackbar();
  const roles = useRoles();
  const roleName = useRoleName(roles.data);
  const [editing, setEditing] = useState<RoleSummary | 'new'>();
  const [deleting, setDeleting] = useState<RoleSummary>();
  const [removeRole] = useRemoveRoleMutation();
  // Roles whose members must use two-factor sign-in (the API holds them to the set-up step).
  const mfaRoles = useMfaRolesQuery(undefined).data?.roles;
  const [setMfaRoles] = useSetMfaRolesMutation();
  const toggleMfa = async (key: string, required: boolean) => {
    const current = mfaRoles ?? [];
    try {
      const next = required ? [...current, key] : current.filter((role) => role !== key);
      await setMfaRoles({ body: { roles: next } }).unwrap();
      enqueueSnackbar(t('rolesPage.mfaRolesSaved'));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  };

  if (roles.error) return <RetryAlert message={roles.error} onRetry={roles.reload} />;

  const saved = (role: RoleSummary) => {
    setEditing(undefined);
    enqueueSnackbar(t('rolesPage.saved', { name: role.name }));
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await removeRole({ body: { key: deleting.key } }).unwrap();
      enqueueSnackbar(t('rolesPage.deleted', { name: deleting.name }));
    } catch (failure) {
      enqueueSnackbar(
        t(failureMessage(failure), {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: failureMessage(failure),
        }),
        { variant: 'error' },
      );
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        {can('settings.manage') && roles.data ? (
          <DefaultRoleSetting roles={roles.data} />
        ) : (
          <span />
        )}
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          {t('rolesPage.new')}
        </Button>
      </Stack>
      <Alert severity="info">{t('rolesPage.builtInHelp')}</Alert>
      <Card>
        <TableContainer>
          <Table aria-label={t('rolesPage.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('rolesPage.name')}</TableCell>
                <TableCell sx={{ display: PERMISSIONS_COLUMN }}>{t('rolesPage.grants')}</TableCell>
                <TableCell align="right">{t('rolesPage.people')}</TableCell>
                <TableCell>{t('rolesPage.mfaRolesTitle')}</TableCell>
                <RowMenuCell>{t('rolesPage.actions')}</RowMenuCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(roles.data ?? []).map((role) => (
                <TableRow key={role.key} hover>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Typography variant="subtitle2">{roleName(role.key)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {role.builtIn
                        ? t(`rolesPage.about.${role.key}`, { defaultValue: role.description })
                        : role.description}
                    </Typography>
                    {/* Phones: the grants under the name, at the cell's full width (issue 19). */}
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 1 }}>
                      <PermissionChips permissions={role.permissions} />
                    </Box>
                  </TableCell>
                  <TableCell sx={{ display: PERMISSIONS_COLUMN }}>
                    <PermissionChips permissions={role.permissions} />
                  </TableCell>
                  <TableCell align="right">{role.userCount}</TableCell>
                  <TableCell>
                    <Switch
                      checked={mfaRoles?.includes(role.key) ?? false}
                      disabled={!mfaRoles}
                      onChange={(event) => void toggleMfa(role.key, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': `${t('rolesPage.mfaRolesTitle')}: ${roleName(role.key)}`,
                        },
                      }}
                    />
                  </TableCell>
                  <RowMenuCell sx={{ whiteSpace: 'nowrap' }}>
                    {role.builtIn ? (
                      <Chip size="small" label={t('rolesPage.builtIn')} />
                    ) : (
                      <>
                        <Button
                          size="small"
                          onClick={() => setEditing(role)}
                          aria-label={t('rolesPage.editNamed', { name: role.name })}
                        >
                          {t('rolesPage.editShort')}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setDeleting(role)}
                          aria-label={t('rolesPage.deleteNamed', { name: role.name })}
                        >
                          {t('rolesPage.delete')}
                        </Button>
                      </>
                    )}
                  </RowMenuCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      <RoleDialog
        open={editing !== undefined}
        role={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
        onSaved={saved}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        target={deleting && { name: deleting.name }}
        onClose={() => setDeleting(undefined)}
        onConfirm={remove}
      />
    </Stack>
  );
}
