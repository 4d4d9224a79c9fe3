// A record's History and "restore this version" (packages/contracts/src/audit.routes.ts) as RTK
// Query hooks; the admin list lives in features/audit/audit.api.ts. A restore refreshes the
// record's History, the audit list and the record itself wherever its feature cached it.
import { auditRoutes } from '@keel/contracts/audit.routes';
import type { HistoryResource } from '@keel/contracts/audit';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = auditRoutes.routes;

/**
 * The tag each resource's feature gives its cached records (features/<feature>/<feature>.api.ts),
 * named as strings: shared components do not import features. Kanban cards live in the kanban
 * slice, which the drawer reloads itself (onRestored).
 */
export const RECORD_TAGS: Record<HistoryResource, string | null> = {
  invoices: 'Invoice',
  products: 'Product',
  blog_posts: 'BlogPost',
  users: 'User',
  kanban_cards: null,
};

/** The History tag of one record. */
export function historyTag(resource: HistoryResource, recordId: string) {
  return { type: 'History', id: `${resource}:${recordId}` } as const;
}

/** What a restore of `resource`'s record invalidates. */
export function restoredTags(resource: HistoryResource, recordId: string) {
  const record = RECORD_TAGS[resource];
  return [historyTag(resource, recordId), 'Audit', ...(record ? [record] : [])];
}

export const historyApi = api
  .enhanceEndpoints({ addTagTypes: ['History', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      recordHistory: queryFor(build, routes.history, {
        providesTags: (_result, _error, { query }) => [historyTag(query.resource, query.recordId)],
      }),
      restoreVersion: mutationFor(build, routes.restore, {
        invalidatesTags: (result, _error, { body }) =>
          result ? restoredTags(body.resource, body.recordId) : [],
      }),
    }),
  });

export const { useRecordHistoryQuery, useRestoreVersionMutation } = historyApi;
