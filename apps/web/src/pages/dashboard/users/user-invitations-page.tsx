// /dashboard/user/invitations (docs/spec/product.md#security-and-access): the access model's invitations page.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { InvitationsView } from '../../../features/users/roles/invitations-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function UserInvitationsPage() {
  const { t } = useTranslation(['common']);
  const heading = t('nav.invitations');
  return (
    <DashboardContent>
      <PageHeader
        heading={heading}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.user'), href: paths.dashboard.user.root },
          { name: heading },
        ]}
      />
      <InvitationsView />
    </DashboardContent>
  );
}
