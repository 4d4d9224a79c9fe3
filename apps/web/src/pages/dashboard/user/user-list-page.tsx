// /dashboard/user/list: the team's accounts; admins also create, edit and delete.
import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks.ts';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useIsAdmin } from '../../../features/auth/auth-guard.tsx';
import { selectUser } from '../../../features/auth/session.slice.ts';
import { UserListView } from '../../../features/users/user-list-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function UserListPage() {
  const { t } = useTranslation(['common', 'users']);
  const isAdmin = useIsAdmin();
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
          isAdmin && (
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
      <UserListView canManage={isAdmin} currentUserId={me?.id} />
    </DashboardContent>
  );
}
