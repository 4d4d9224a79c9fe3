// Mail (docs/spec/pages.md#mail): /dashboard/mail/{systemLabel}[/{mailId}] and /dashboard/mail/label/{customLabel}[/{mailId}].
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/hooks.ts';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { selectUser } from '../../../features/auth/session.slice.ts';
import { MailView } from '../../../features/mail/components/mail-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function MailPage() {
  const { t } = useTranslation(['mail', 'common']);
  const user = useAppSelector(selectUser);
  return (
    <DashboardContent>
      <PageHeader
        heading={t('common:pages.mail')}
        links={[
          { name: t('common:nav.dashboard'), href: paths.dashboard.root },
          { name: t('common:pages.mail') },
        ]}
      />
      <MailView myEmail={user?.email} userId={user?.id} />
    </DashboardContent>
  );
}
