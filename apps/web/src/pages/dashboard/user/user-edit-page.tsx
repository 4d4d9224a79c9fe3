// /dashboard/user/{name}/edit: admins edit, ban or verify a member; my own edit also updates
// the header at once.
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { PermissionDeniedView } from '../../../components/permission-denied-view.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { selectUser, userUpdated } from '../../../features/auth/session.slice.ts';
import { UserForm } from '../../../features/users/user-form.tsx';
import { usersApi } from '../../../features/users/users.api.ts';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRequest } from '../../../lib/use-request.ts';

export function UserEditPage() {
  const { t } = useTranslation(['common', 'users']);
  const { name = '' } = useParams();
  const canManageUsers = useCan()('users.manage');
  const me = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useRequest(
    (signal) => usersApi.bySlug(name, signal).then((body) => body.user),
    [name],
  );
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
    </DashboardContent>
  );
}
