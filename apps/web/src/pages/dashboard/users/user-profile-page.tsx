// /dashboard/user/profile (?user={slug}, default me): the social profile.
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/hooks.ts';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { selectUser } from '../../../features/auth/session.slice.ts';
import { ProfileView } from '../../../features/profile/profile-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function UserProfilePage() {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.userProfile')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.user'), href: paths.dashboard.user.root },
          { name: t('nav.profile') },
        ]}
      />
      {me && <ProfileView me={me} />}
    </DashboardContent>
  );
}
