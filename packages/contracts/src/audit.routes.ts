// The audit trail (docs/decisions/016-route-tables.md): the admin list (audit.read) and a record's
// History with "restore this version", each checked against the record's own permissions by the
// handler (apps/api/src/modules/audit/audit-resources.ts).
import {
  AuditListQuerySchema,
  AuditListResponseSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  RestoreBodySchema,
  RestoreResponseSchema,
} from './audit.ts';
import { ErrorResponseSchema } from './common.ts';
import { defineRoutes } from './route.ts';

export const auditRoutes = defineRoutes('audit', {
  list: {
    method: 'GET',
    path: '/api/audit',
    summary: 'The audit trail, newest first, filtered',
    access: 'audit.read',
    query: AuditListQuerySchema,
    response: AuditListResponseSchema,
  },
  history: {
    method: 'GET',
    path: '/api/audit/history',
    summary: "A record's changes, newest first",
    access: 'signed-in',
    query: HistoryQuerySchema,
    response: HistoryResponseSchema,
  },
  restore: {
    method: 'POST',
    path: '/api/audit/restore',
    summary: 'Bring back the plain fields of a version',
    access: 'signed-in',
    body: RestoreBodySchema,
    response: RestoreResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: ErrorResponseSchema },
  },
});
