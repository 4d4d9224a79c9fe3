// The user list (docs/spec/pages.md#users) on the shared list toolbar and table (components/list/,
// components/table/paged-table.tsx), as the invoice, order and contact lists: status tabs with
// counts, job-title and role filters with chips, search, a sortable server-paged table with its
// state in the URL, CSV import / export, bulk delete for admins. Members see the list without
// checkboxes and actions.
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import Card from '@mui/material/Card';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SORT_FIELDS } from '@keel/contracts/users-constants';
import type { User } from '@keel/contracts/user';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListTransferBar } from '../../components/csv/list-transfer-bar.tsx';
import { BulkActionButton } from '../../components/list-toolbar.tsx';
import { keywordChips, ListFilterChips } from '../../components/list/list-filter-chips.tsx';
import { ListStatusTabs, statusTab } from '../../components/list/list-status-tabs.tsx';
import { useListSearch } from '../../components/list/use-list-search.ts';
import { PagedTable } from '../../components/table/paged-table.tsx';
import type { TableColumn } from '../../components/table/table-head-sortable.tsx';
import { usePagedQuery } from '../../components/table/use-paged-query.ts';
import { useTableUrlState } from '../../components/table/use-table-url-state.ts';
import { failureMessage } from '../../lib/http.ts';
import { useRoleName, useRoles } from './roles/use-roles.ts';
import { UserListFilters } from './user-list-filters.tsx';
import { UserTableRow } from './user-table-row.tsx';
import { useDeleteUsersMutation, useUpdateUserMutation, useUsersQuery } from './users.api.ts';
import { dataAndError } from '../../lib/api.ts';

const TABS = ['all', 'active', 'banned'] as const;
const TAB_COLOR = { all: 'default', active: 'success', banned: 'error' } as const;

export function UserListView({
  canManage,
  currentUserId,
}: {
  canManage: boolean;
  currentUserId?: string;
}) {
  const { t } = useTranslation(['users', 'validation', 'table']);
  const { enqueueSnackbar } = useSnackbar();
  const table = useTableUrlState({ sort: 'displayName:asc', sortFields: USER_SORT_FIELDS });
  const { update } = table;
  const status = statusTab(table, TABS);
  const jobTitles = table.getList('role');
  const access = table.get('access');
  const { search, setSearch, clear: clearSearch } = useListSearch(table);
  const roles = useRoles();
  const roleName = useRoleName(roles.data);
  const [confirm, setConfirm] = useState<{ ids: string[]; name?: string } | null>(null);
  const [updateUser] = useUpdateUserMutation();
  const [deleteUsers] = useDeleteUsersMutation();
  const jobTitlesKey = jobTitles.join(',');

  // What the export sends too: the list's filters, search and sort, every page.
  const filters = {
    sort: table.sort,
    q: table.q || undefined,
    status,
    role: jobTitlesKey ? jobTitlesKey.split(',') : undefined,
    access: access || undefined,
  };
  const query = { page: table.page, pageSize: table.pageSize, ...filters };
  const list = usePagedQuery(
    table,
    useUsersQuery({ query }, { selectFromResult: dataAndError }),
    (page) => page.users,
    query,
  );
  const counts = list.page?.counts;

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
    ...(canManage ? [{ id: 'actions', align: 'right' as const, width: 64, sticky: true }] : []),
  ];

  /** The server's message, in the reader's language when it is one the app translates. */
  const failed = (failure: unknown) => {
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
  };

  // The mutations invalidate 'User': the page and its counts refetch by themselves.
  const changeRole = async (user: User, role: string) => {
    try {
      await updateUser({ body: { userId: user.id, user: { role } } }).unwrap();
      enqueueSnackbar(t('list.roleChanged', { name: user.displayName, role: roleName(role) }));
    } catch (failure) {
      failed(failure);
    }
  };

  const remove = async (ids: string[]) => {
    try {
      await deleteUsers({ body: { userIds: ids } }).unwrap();
      enqueueSnackbar(t('list.deleted', { count: ids.length }));
      setConfirm(null);
      list.removed(ids);
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <Card>
      <ListStatusTabs
        table={table}
        tabs={TABS}
        value={status}
        label={(tab) => t(`list.tabs.${tab}`)}
        color={(tab) => TAB_COLOR[tab]}
        count={(tab) => counts?.[tab]}
      />
      <ListTransferBar
        list="users"
        query={filters}
        importKind={canManage ? 'users' : undefined}
        onImported={list.reload}
      />
      <UserListFilters
        jobTitles={jobTitles}
        access={access}
        accessOptions={(roles.data ?? []).map((role) => ({
          key: role.key,
          name: roleName(role.key),
        }))}
        search={search}
        onJobTitles={(value) => update({ role: value })}
        onAccess={(value) => update({ access: value })}
        onSearch={setSearch}
      />
      <ListFilterChips
        chips={[
          ...jobTitles.map((title) => ({
            key: `role:${title}`,
            label: title,
            onDelete: () => update({ role: jobTitles.filter((entry) => entry !== title) }),
          })),
          ...(access
            ? [
                {
                  key: 'access',
                  label: `${t('list.role')}: ${roleName(access)}`,
                  onDelete: () => update({ access: '' }),
                },
              ]
            : []),
          ...keywordChips(t('keyword', { ns: 'table' }), table.q, clearSearch),
        ]}
        clearLabel={t('list.clear')}
        onClear={() => {
          setSearch('');
          update({ role: [], access: '', q: '' });
        }}
      />
      <PagedTable
        table={table}
        label={t('list.tableLabel')}
        minWidth={960}
        columns={columns}
        list={list}
        selectable={canManage}
        canSelect={(user) => user.id !== currentUserId}
        bulkActions={
          <BulkActionButton
            label={t('list.deleteSelected')}
            icon={<DeleteRounded />}
            onClick={() => setConfirm({ ids: list.selected })}
          />
        }
        renderRow={(user, selection) => (
          <UserTableRow
            user={user}
            canManage={canManage}
            roles={roles.data}
            roleName={roleName}
            onRoleChange={(role) => void changeRole(user, role)}
            isSelf={user.id === currentUserId}
            {...selection}
            onDelete={() => setConfirm({ ids: [user.id], name: user.displayName })}
          />
        )}
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
