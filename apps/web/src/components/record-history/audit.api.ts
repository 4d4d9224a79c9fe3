// The audit trail's calls (issue 21) through the typed client (contracts audit.routes.ts): the
// admin list, a record's history, restoring a version.
import type { AuditAction, HistoryResource } from '@keel/contracts/audit';

export interface AuditFilters {
  userId?: string;
  resource?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}
import { auditRoutes } from '@keel/contracts/audit.routes';
import { callRoute } from '../../lib/api-client.ts';

const routes = auditRoutes.routes;

export const auditApi = {
  list: (query: AuditFilters, signal?: AbortSignal) =>
    callRoute(routes.list, { query }, { signal }),
  history: (resource: HistoryResource, recordId: string, signal?: AbortSignal) =>
    callRoute(routes.history, { query: { resource, recordId } }, { signal }),
  restore: (resource: HistoryResource, recordId: string, entryId: string) =>
    callRoute(routes.restore, { body: { resource, recordId, entryId } }),
};
