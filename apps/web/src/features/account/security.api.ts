// The security centre's endpoints (packages/contracts/src/security.routes.ts) as RTK Query hooks:
// sessions, sign-in history, two-factor set-up. Ending a session refetches the list; turning
// two-factor on or off refetches its status.
import type { RouteOutput } from '@keel/contracts/route';
import { securityRoutes } from '@keel/contracts/security.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = securityRoutes.routes;

/** A started two-factor set-up: the secret and its QR code. */
export type MfaSetup = RouteOutput<typeof routes.mfaSetup>;

/** The sign-in history shows the latest page. */
export const SIGN_INS = { query: { pageSize: 20 } };

export const securityApi = api
  .enhanceEndpoints({ addTagTypes: ['Session', 'Mfa'] })
  .injectEndpoints({
    endpoints: (build) => ({
      mySessions: queryFor(build, routes.sessions, { providesTags: ['Session'] }),
      endSession: mutationFor(build, routes.endSession, { invalidatesTags: ['Session'] }),
      endOtherSessions: mutationFor(build, routes.endOtherSessions, {
        invalidatesTags: ['Session'],
      }),
      mySignIns: queryFor(build, routes.mySignIns),
      allSignIns: queryFor(build, routes.signIns),
      mfaStatus: queryFor(build, routes.mfa, { providesTags: ['Mfa'] }),
      mfaSetup: mutationFor(build, routes.mfaSetup),
      mfaEnable: mutationFor(build, routes.mfaEnable, { invalidatesTags: ['Mfa'] }),
      mfaDisable: mutationFor(build, routes.mfaDisable, { invalidatesTags: ['Mfa'] }),
    }),
  });

export const {
  useMySessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useMySignInsQuery,
  useAllSignInsQuery,
  useMfaStatusQuery,
  useMfaSetupMutation,
  useMfaEnableMutation,
  useMfaDisableMutation,
} = securityApi;
