// The user-management endpoints (packages/contracts/src/users.routes.ts) as RTK Query hooks.
// Every change invalidates 'User', so the list (with its counts), the directory, an open user
// and the job titles refetch.
import { userRoutes } from '@keel/contracts/users.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = userRoutes.routes;

export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    users: queryFor(build, routes.list, { providesTags: ['User'] }),
    userJobTitles: queryFor(build, routes.jobTitles, { providesTags: ['User'] }),
    userBySlug: queryFor(build, routes.bySlug, { providesTags: ['User'] }),
    userCards: queryFor(build, routes.cards, { providesTags: ['User'] }),
    createUser: mutationFor(build, routes.create, { invalidatesTags: ['User'] }),
    updateUser: mutationFor(build, routes.update, { invalidatesTags: ['User'] }),
    deleteUsers: mutationFor(build, routes.remove, { invalidatesTags: ['User'] }),
  }),
});

export const {
  useUsersQuery,
  useUserJobTitlesQuery,
  useUserBySlugQuery,
  useUserCardsQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUsersMutation,
} = usersApi;
