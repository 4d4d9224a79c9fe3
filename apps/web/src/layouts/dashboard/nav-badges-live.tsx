// Keeps the nav's Mail and Chat badges current on every dashboard page (the features' own
// hooks: load the counts, then follow the WebSocket). Loaded after the layout's first paint:
// the contracts and the socket client it brings aren't needed to show the page.
import { useChatBadge } from '../../features/chat/use-chat-badge.ts';
import { useMailBadge } from '../../features/mail/use-mail-badge.ts';

export function NavBadgesLive() {
  useMailBadge();
  useChatBadge();
  return null;
}
