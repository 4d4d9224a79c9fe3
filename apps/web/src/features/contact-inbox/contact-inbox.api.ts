// The contact inbox endpoints (packages/contracts/src/contact-inbox.routes.ts) as RTK Query
// hooks. Every change invalidates 'ContactMessage', so the list and its tab counts refetch.
import { contactInboxRoutes } from '@keel/contracts/contact-inbox.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = contactInboxRoutes.routes;

export const contactInboxApi = api
  .enhanceEndpoints({ addTagTypes: ['ContactMessage'] })
  .injectEndpoints({
    endpoints: (build) => ({
      contactMessages: queryFor(build, routes.list, { providesTags: ['ContactMessage'] }),
      markContactMessages: mutationFor(build, routes.mark, {
        invalidatesTags: ['ContactMessage'],
      }),
      deleteContactMessages: mutationFor(build, routes.remove, {
        invalidatesTags: ['ContactMessage'],
      }),
      replyToContactMessage: mutationFor(build, routes.reply, {
        invalidatesTags: ['ContactMessage'],
      }),
    }),
  });

export const {
  useContactMessagesQuery,
  useMarkContactMessagesMutation,
  useDeleteContactMessagesMutation,
  useReplyToContactMessageMutation,
} = contactInboxApi;
