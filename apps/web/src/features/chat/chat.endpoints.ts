// Chat's RTK Query endpoints (docs/decisions/016-route-tables.md) for the components: contact
// search and my status. Conversations and messages live in the seed's slice (chat.slice.ts),
// fed through chat.api.ts from the same route table.
import { chatRoutes } from '@keel/contracts/chat.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const { routes } = chatRoutes;

export const chatEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    chatSearch: queryFor(build, routes.search),
    setChatStatus: mutationFor(build, routes.status),
  }),
});

export const { useChatSearchQuery, useSetChatStatusMutation } = chatEndpoints;
