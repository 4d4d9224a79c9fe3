// Chat (docs/spec/pages.md#chat): /dashboard/chat and /new (compose), /dashboard/chat/{conversationKey}.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '../../../lib/hooks.ts';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { selectUser } from '../../../features/auth/session.slice.ts';
import { ChatView } from '../../../features/chat/components/chat-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function ChatPage() {
  const { t } = useTranslation(['chat', 'common']);
  const { conversationKey } = useParams();
  const user = useAppSelector(selectUser);
  return (
    <DashboardContent>
      <PageHeader
        heading={t('common:pages.chat')}
        links={[
          { name: t('common:nav.dashboard'), href: paths.dashboard.root },
          { name: t('common:pages.chat') },
        ]}
      />
      {user && <ChatView me={user} conversationKey={conversationKey} />}
    </DashboardContent>
  );
}
