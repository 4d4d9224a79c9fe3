// The audit trail's request side (docs/decisions/010-audit-trail-by-triggers.md): a write by a
// signed-in user or an API token runs inside auditScope, so the database client passes the actor
// to the row triggers of migration *_audit_tokens.sql. Also prunes the trail past
// AUDIT_RETENTION_DAYS. Edit this when the actor's description (session, token) changes.
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { runPeriodically } from '../shared/periodic-task.ts';
import type { FastifyRequest } from 'fastify';
import { auditScope, type AuditActor } from '@keel/db/audit-context';
import { auditLog } from '@keel/db/schema/audit';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin when an API token (not a session) signed the call in. */
    apiTokenId?: string;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/** A session is named by a hash of its bearer token: the trail can group its writes, never replay it. */
function sessionOf(request: FastifyRequest): string | null {
  if (request.apiTokenId) return null;
  const header = request.headers.authorization;
  return header ? createHash('sha256').update(header).digest('hex').slice(0, 16) : null;
}

export function actorOf(request: FastifyRequest): AuditActor {
  return {
    userId: request.user.id,
    tokenId: request.apiTokenId ?? null,
    sessionId: sessionOf(request),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    requestId: request.id,
  };
}

export const auditPlugin = fp<{ retentionDays: number }>(
  async (app, options) => {
    // preHandler: after the route's auth guard (onRequest) and the body, right before the handler,
    // which then runs inside the scope with everything it awaits.
    app.addHook('preHandler', (request, _reply, done) => {
      if (READS.has(request.method) || !request.user) return done();
      auditScope.run({ actor: actorOf(request) }, done);
    });

    if (options.retentionDays > 0) {
      const prune = async () => {
        const cutoff = new Date(Date.now() - options.retentionDays * 86_400_000);
        await app.db.delete(auditLog).where(lt(auditLog.at, cutoff));
      };
      runPeriodically(app, {
        everyMs: PRUNE_EVERY_MS,
        task: prune,
        failure: 'audit retention failed',
      });
    }
  },
  { name: 'audit', dependencies: ['database', 'auth'] },
);
