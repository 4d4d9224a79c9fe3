// The audit trail's calls (issue 21): the admin list, a record's history, restoring a version.
import type { AuditAction, AuditListResponse, HistoryResource, HistoryResponse } from '@keel/contracts/audit';

export interface AuditFilters {
  userId?: string;
  resource?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}
import { http } from '../../lib/http.ts';

export const auditApi = {
  list: (query: AuditFilters, signal?: AbortSignal) => http.get<AuditListResponse>('/api/audit', { query: { ...query }, signal }),
  history: (resource: HistoryResource, recordId: string, signal?: AbortSignal) =>
    http.get<HistoryResponse>('/api/audit/history', { query: { resource, recordId }, signal }),
  restore: (resource: HistoryResource, recordId: string, entryId: string) =>
    http.post<{ restoredFields: string[] }>('/api/audit/restore', { resource, recordId, entryId }),
};
