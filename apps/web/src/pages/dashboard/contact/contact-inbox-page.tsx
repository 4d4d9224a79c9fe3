// /dashboard/contact: the contact inbox (contact.manage), messages sent through /contact-us.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { PermissionDeniedView } from '../../../components/permission-denied-view.tsx';
import { ContactInboxView } from '../../../features/contact-inbox/contact-inbox-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/permissions.ts';

export function ContactInboxPage() {
  const { t } = useTranslation();
  const allowed = useCan()('contact.manage');
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.contactInbox')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.contactInbox') },
        ]}
      />
      {allowed ? <ContactInboxView /> : <PermissionDeniedView />}
    </DashboardContent>
  );
}
