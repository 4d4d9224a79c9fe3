// The audit page's list (packages/contracts/src/audit.routes.ts) as an RTK Query hook; a record's
// History and restore live with the shared History section (components/record-history).
import { auditRoutes } from '@keel/contracts/audit.routes';
import { api, queryFor } from '../../lib/api.ts';

export const auditListApi = api.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    auditEntries: queryFor(build, auditRoutes.routes.list, { providesTags: ['Audit'] }),
  }),
});

export const { useAuditEntriesQuery } = auditListApi;
