// Personal API tokens (packages/contracts/src/api-tokens.routes.ts) as RTK Query hooks; creating
// or revoking one refetches the list.
import { apiTokenRoutes } from '@keel/contracts/api-tokens.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = apiTokenRoutes.routes;

export const apiTokensApi = api.enhanceEndpoints({ addTagTypes: ['ApiToken'] }).injectEndpoints({
  endpoints: (build) => ({
    apiTokens: queryFor(build, routes.list, { providesTags: ['ApiToken'] }),
    createApiToken: mutationFor(build, routes.create, { invalidatesTags: ['ApiToken'] }),
    revokeApiToken: mutationFor(build, routes.revoke, { invalidatesTags: ['ApiToken'] }),
  }),
});

export const { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } =
  apiTokensApi;
