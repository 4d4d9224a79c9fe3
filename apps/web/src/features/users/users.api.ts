// The user-management endpoints (packages/contracts/src/users.routes.ts) as RTK Query hooks.
// Every change invalidates 'User', so the directory, an open user and the job titles refetch;
// the list page keeps its slice (users.slice.ts), whose thunks call the same routes.
import { userRoutes } from '@keel/contracts/users.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = userRoutes.routes;

export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    userJobTitles: queryFor(build, routes.jobTitles, { providesTags: ['User'] }),
    userBySlug: queryFor(build, routes.bySlug, { providesTags: ['User'] }),
    userCards: queryFor(build, routes.cards, { providesTags: ['User'] }),
    createUser: mutationFor(build, routes.create, { invalidatesTags: ['User'] }),
    updateUser: mutationFor(build, routes.update, { invalidatesTags: ['User'] }),
  }),
});

export const {
  useUserJobTitlesQuery,
  useUserBySlugQuery,
  useUserCardsQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
} = usersApi;
