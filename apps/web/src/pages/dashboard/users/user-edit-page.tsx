// /dashboard/user/{name}/edit: admins edit, ban or verify a member; my own edit also updates
// the header at once.
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { HistorySection } from '../../../components/record-history/history-section.tsx';
import { PermissionDeniedView } from '../../../components/permission-denied-view.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { selectUser, userUpdated } from '../../../features/auth/session.slice.ts';
import { UserForm } from '../../../features/users/user-form.tsx';
import { useUserBySlugQuery } from '../../../features/users/users.api.ts';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';
import { errorMessage } from '../../../lib/api.ts';

export function UserEditPage() {
  const { t } = useTranslation(['common', 'users']);
  const { name = '' } = useParams();
  const can = useCan();
  const canManageUsers = can('users.manage');
  const me = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lookup = useUserBySlugQuery({ query: { name } });
  const user = {
    data: lookup.data?.user,
    error: errorMessage(lookup.error),
    reload: () => void lookup.refetch(),
  };
  const notFound = user.error === 'User not found';

  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.userEdit')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.user'), href: paths.dashboard.user.list },
          { name: user.data?.displayName ?? name },
        ]}
      />
      {!canManageUsers ? (
        <PermissionDeniedView />
      ) : notFound ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }}>
          <Typography variant="h5">{t('users:form.notFound')}</Typography>
          <Button component={RouterLink} to={paths.dashboard.user.list} variant="outlined">
            {t('users:form.backToList')}
          </Button>
        </Stack>
      ) : user.error ? (
        <RetryAlert message={user.error} onRetry={user.reload} />
      ) : !user.data ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <UserForm
          key={user.data.id}
          current={user.data}
          isSelf={user.data.id === me?.id}
          onSaved={(saved) => {
            dispatch(userUpdated(saved));
            navigate(paths.dashboard.user.list);
          }}
        />
      )}
      {user.data && can('users.read-private') && (
        <HistorySection resource="users" recordId={user.data.id} onRestored={user.reload} />
      )}
    </DashboardContent>
  );
}
