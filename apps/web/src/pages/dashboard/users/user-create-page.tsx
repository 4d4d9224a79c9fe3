// /dashboard/user/new: admins create a member (members see "Permission denied").
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { PermissionDeniedView } from '../../../components/permission-denied-view.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { UserForm } from '../../../features/users/user-form.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function UserCreatePage() {
  const { t } = useTranslation();
  const canManageUsers = useCan()('users.manage');
  const navigate = useNavigate();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.userCreate')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.user'), href: paths.dashboard.user.list },
          { name: t('nav.create') },
        ]}
      />
      {canManageUsers ? (
        <UserForm onSaved={() => navigate(paths.dashboard.user.list)} />
      ) : (
        <PermissionDeniedView />
      )}
    </DashboardContent>
  );
}
