// /dashboard/user/account: my own settings; every save puts the new user in the session so the
// header and nav show it at once, and a password change applies the new token.
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { AccountView } from '../../../features/account/account-view.tsx';
import { selectUser, userUpdated } from '../../../features/auth/session.slice.ts';
import { setSession } from '../../../features/auth/token.ts';
import { OrderListView } from '../../../features/orders/list/order-list-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function UserAccountPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.userAccount')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.user'), href: paths.dashboard.user.root },
          { name: t('nav.account') },
        ]}
      />
      {me && (
        <AccountView
          user={me}
          orders={<OrderListView canManage={false} mine />}
          onUserChanged={(user) => dispatch(userUpdated(user))}
          onPasswordChanged={({ accessToken, user }) => {
            setSession(accessToken);
            dispatch(userUpdated(user));
          }}
        />
      )}
    </DashboardContent>
  );
}
