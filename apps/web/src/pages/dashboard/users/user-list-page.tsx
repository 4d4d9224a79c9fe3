// /dashboard/user/list: the team's accounts; admins also create, edit and delete.
import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/hooks.ts';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { selectUser } from '../../../features/auth/session.slice.ts';
import { UserListView } from '../../../features/users/user-list-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function UserListPage() {
  const { t } = useTranslation(['common', 'users']);
  const canManageUsers = useCan()('users.manage');
  const me = useAppSelector(selectUser);
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.userList')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.user'), href: paths.dashboard.user.root },
          { name: t('nav.list') },
        ]}
        action={
          canManageUsers && (
            <Button
              component={RouterLink}
              to={paths.dashboard.user.new}
              variant="contained"
              startIcon={<AddRounded />}
            >
              {t('users:list.newUser')}
            </Button>
          )
        }
      />
      <UserListView canManage={canManageUsers} currentUserId={me?.id} />
    </DashboardContent>
  );
}
