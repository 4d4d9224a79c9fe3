// The chat calls the seed's slice, its hooks and the nav badge make, through the typed client:
// paths and answers come from the route table (packages/contracts/src/chat.routes.ts).
// Components use the RTK Query hooks of chat.endpoints.ts; this file stays light, as the
// dashboard shell imports it for the badge.
import type { DeleteMessageBody, EditMessageBody, NewMessageBody } from '@keel/contracts/chat';
import { chatRoutes } from '@keel/contracts/chat.routes';
import type { PRESENCES } from '@keel/contracts/user';
import { callRoute } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload.ts';

export type Presence = (typeof PRESENCES)[number];

const { routes } = chatRoutes;

export const chatApi = {
  contacts: () => callRoute(routes.contacts),
  conversations: () => callRoute(routes.conversations),
  conversation: (conversationKey: string, before?: string) =>
    callRoute(routes.conversation, { query: { conversationKey, before } }),
  markAsSeen: (conversationId: string) =>
    callRoute(routes.markAsSeen, { query: { conversationId } }),
  participants: (conversationKey: string) =>
    callRoute(routes.participants, { query: { conversationKey } }),
  send: (body: NewMessageBody) => callRoute(routes.send, { body }),
  edit: (body: EditMessageBody) => callRoute(routes.edit, { body }),
  remove: (body: DeleteMessageBody) => callRoute(routes.remove, { body }),
  typing: (conversationId: string) => callRoute(routes.typing, { body: { conversationId } }),
  unreadCount: () => callRoute(routes.unreadCount),
  upload: uploadFile,
};
