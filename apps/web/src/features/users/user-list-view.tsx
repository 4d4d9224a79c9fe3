// The user list (docs/spec/pages.md#users): status tabs with counts, role filter and search, a sortable
// server-paged table, bulk delete for admins. Members see the list without the actions.
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TableFooter } from '../../components/table/table-footer.tsx';
import {
  TableHeadSortable,
  type TableColumn,
} from '../../components/table/table-head-sortable.tsx';
import { TableSelectedBar } from '../../components/table/table-selected-bar.tsx';
import {
  TableErrorRow,
  TableNoData,
  TableSkeletonRows,
} from '../../components/table/table-states.tsx';
import { failureMessage } from '../../lib/http.ts';
import { ListTransferBar } from '../../components/csv/list-transfer-bar.tsx';
import type { User } from '@keel/contracts/user';
import { useRoleName, useRoles } from './roles/use-roles.ts';
import { toApiParams, useUserListParams } from './use-user-list-params.ts';
import { UserListToolbar } from './user-list-toolbar.tsx';
import { softLabelSx } from './user-status-label.tsx';
import { UserTableRow } from './user-table-row.tsx';
import { useUpdateUserMutation } from './users.api.ts';
import { deleteUsers, fetchUsers, selectUserList } from './users.slice.ts';

const TABS = ['all', 'active', 'banned'] as const;

export function UserListView({
  canManage,
  currentUserId,
}: {
  canManage: boolean;
  currentUserId?: string;
}) {
  const { t } = useTranslation(['users', 'validation']);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { users, total, counts, loading, error } = useAppSelector(selectUserList);
  const { view, update } = useUserListParams();
  const roles = useRoles();
  const roleName = useRoleName(roles.data);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<{ ids: string[]; name?: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [updateUser] = useUpdateUserMutation();
  const params = useMemo(() => toApiParams(view), [view]);

  useEffect(() => {
    const request = dispatch(fetchUsers(params));
    setSelected([]);
    return () => request.abort();
  }, [dispatch, params, attempt]);

  // Column ids are the API's sort fields.
  const columns: TableColumn[] = [
    { id: 'displayName', label: t('list.columns.name'), sortable: true },
    { id: 'phoneNumber', label: t('list.columns.phone'), sortable: true, width: 180 },
    { id: 'company', label: t('list.columns.company'), sortable: true, width: 200 },
    { id: 'jobTitle', label: t('list.columns.jobTitle'), sortable: true, width: 180 },
    { id: 'role', label: t('list.columns.role'), sortable: true, width: 150 },
    {
      id: 'isVerified',
      label: t('list.columns.verified'),
      sortable: true,
      align: 'center',
      width: 100,
    },
    { id: 'status', label: t('list.columns.status'), sortable: true, width: 110 },
    ...(canManage ? [{ id: 'actions', width: 64, sticky: true }] : []),
  ];
  const colSpan = columns.length + (canManage ? 1 : 0);
  const selectable = users.filter((user) => user.id !== currentUserId).map((user) => user.id);

  const changeRole = async (user: User, role: string) => {
    try {
      await updateUser({ body: { userId: user.id, user: { role } } }).unwrap();
      enqueueSnackbar(t('list.roleChanged', { name: user.displayName, role: roleName(role) }));
      setAttempt((value) => value + 1);
    } catch (failure) {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
        {
          variant: 'error',
        },
      );
    }
  };

  const remove = async (ids: string[]) => {
    try {
      await dispatch(deleteUsers(ids)).unwrap();
      enqueueSnackbar(t('list.deleted', { count: ids.length }));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      setConfirm(null);
      setAttempt((value) => value + 1);
    } catch (failure) {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
        { variant: 'error' },
      );
    }
  };

  return (
    <Card>
      <Tabs
        value={view.status}
        onChange={(_, status: string) => update({ status: status === 'all' ? null : status })}
        variant="scrollable"
        sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            iconPosition="end"
            label={t(`list.tabs.${tab}`)}
            icon={
              <Chip
                size="small"
                label={counts[tab]}
                sx={{
                  ...softLabelSx(
                    tab === 'active' ? 'success' : tab === 'banned' ? 'error' : 'default',
                  ),
                  height: 22,
                }}
              />
            }
          />
        ))}
      </Tabs>
      <ListTransferBar
        list="users"
        query={{ ...params }}
        importKind={canManage ? 'users' : undefined}
        onImported={() => setAttempt((value) => value + 1)}
      />
      <UserListToolbar
        q={view.q}
        role={view.role}
        access={view.access}
        roleOptions={(roles.data ?? []).map((role) => ({
          key: role.key,
          name: roleName(role.key),
        }))}
        onSearch={(q) => update({ q })}
        onRole={(role) => update({ role: role.join(',') })}
        onAccess={(access) => update({ access })}
        onClear={() => update({ q: null, role: null, access: null })}
      />
      <Box sx={{ position: 'relative' }}>
        {canManage && (
          <TableSelectedBar
            numSelected={selected.length}
            rowCount={selectable.length}
            dense={view.dense}
            onSelectAll={(checked) => setSelected(checked ? selectable : [])}
            actions={
              <Tooltip title={t('list.delete')}>
                <IconButton
                  color="primary"
                  onClick={() => setConfirm({ ids: selected })}
                  aria-label={t('list.deleteSelected')}
                >
                  <DeleteRounded />
                </IconButton>
              </Tooltip>
            }
          />
        )}
        <TableContainer>
          <Table size={view.dense ? 'small' : 'medium'} sx={{ minWidth: 960 }}>
            <TableHeadSortable
              columns={columns}
              orderBy={view.sort.field}
              order={view.sort.direction}
              onSort={(field) =>
                update({
                  sort: `${field}:${view.sort.field === field && view.sort.direction === 'asc' ? 'desc' : 'asc'}`,
                })
              }
              rowCount={selectable.length}
              numSelected={selected.length}
              onSelectAll={
                canManage ? (checked) => setSelected(checked ? selectable : []) : undefined
              }
            />
            <TableBody>
              {loading && users.length === 0 ? (
                <TableSkeletonRows
                  rows={Math.min(view.pageSize, 10)}
                  columns={colSpan}
                  dense={view.dense}
                />
              ) : error ? (
                <TableErrorRow
                  columns={colSpan}
                  message={error}
                  onRetry={() => setAttempt((value) => value + 1)}
                />
              ) : users.length === 0 ? (
                <TableNoData columns={colSpan} />
              ) : (
                users.map((user) => (
                  <UserTableRow
                    key={user.id}
                    user={user}
                    canManage={canManage}
                    roles={roles.data}
                    roleName={roleName}
                    onRoleChange={(role) => void changeRole(user, role)}
                    isSelf={user.id === currentUserId}
                    selected={selected.includes(user.id)}
                    onSelect={(checked) =>
                      setSelected((current) =>
                        checked ? [...current, user.id] : current.filter((id) => id !== user.id),
                      )
                    }
                    onDelete={() => setConfirm({ ids: [user.id], name: user.displayName })}
                  />
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <TableFooter
        count={total}
        page={view.page}
        pageSize={view.pageSize}
        onPageChange={(page) => update({ page: String(page) })}
        onPageSizeChange={(size) => update({ pageSize: String(size) })}
        dense={view.dense}
        onDenseChange={(dense) => update({ dense: dense ? '1' : null, page: String(view.page) })}
      />
      {confirm && (
        <ConfirmDialog
          open
          onClose={() => setConfirm(null)}
          onConfirm={() => remove(confirm.ids)}
          target={confirm.name ? { name: confirm.name } : { count: confirm.ids.length }}
        />
      )}
    </Card>
  );
}
