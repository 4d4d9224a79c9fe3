// /dashboard/user/roles (docs/spec/product.md#security-and-access): the access model's roles page.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { RolesView } from '../../../features/users/roles/roles-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function UserRolesPage() {
  const { t } = useTranslation(['common']);
  const heading = t('nav.roles');
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
      <RolesView />
    </DashboardContent>
  );
}
