// Live file manager (issue 20): after a share, rename, tag, favourite, new folder, upload,
// delete (to the trash), restore or purge, the people who can see the item (its owner, and
// whoever it or a folder above it is shared with) get `files.changed` over the WebSocket and
// refetch their list; through PostgreSQL LISTEN/NOTIFY (plugins/events.ts) on every API process.
// Who can see it is read before the change (an unshare removes the rows) and after it (a share
// adds them).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { FILES_CHANGED_EVENT } from '@keel/contracts/files';
import { rawRows } from '../../shared/raw-rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const audience = Symbol('files-live-audience');
const uploadedInto = Symbol('files-live-uploaded-into');

type WithAudience = FastifyRequest & {
  [audience]?: Set<string>;
  /** An upload's folder (read from the multipart body by the handler; null = the root). */
  [uploadedInto]?: string | null;
};

/** Tells the live hook which folder a multipart upload went into (its body is not JSON). */
export function markUploadedInto(request: FastifyRequest, parentId: string | null) {
  (request as WithAudience)[uploadedInto] = parentId;
}

/** The ids of the files a JSON call acts on (fileId, fileIds, or the parent of a new folder). */
function targetIds(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const { fileId, fileIds, parentId } = body as Record<string, unknown>;
  const ids = [fileId, parentId, ...(Array.isArray(fileIds) ? fileIds : [])];
  return ids.filter((id): id is string => typeof id === 'string' && UUID.test(id));
}

export function registerFilesLive(app: Pick<FastifyInstance, 'db' | 'events' | 'addHook'>) {
  async function whoSees(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const idList = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = await app.db.execute(sql`
      with recursive chain(id, parent_id, owner_id) as (
        select id, parent_id, owner_id from files where id in (${idList})
        union
        select f.id, f.parent_id, f.owner_id from files f join chain c on f.id = c.parent_id
      )
      select owner_id::text as user_id from chain
      union
      select s.user_id::text from file_shares s join chain c on s.file_id = c.id`);
    return rawRows<{ user_id: string }>(result).map((row) => row.user_id);
  }

  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !request.user) return;
    const ids = targetIds(request.body);
    // Emptying the trash names no file: only my own other pages need to hear of it.
    if (ids.length > 0 || request.url.startsWith('/api/files/trash/'))
      (request as WithAudience)[audience] = new Set(await whoSees(ids));
  });

  app.addHook('onResponse', async (request, reply) => {
    const into = (request as WithAudience)[uploadedInto];
    const before = into === undefined ? (request as WithAudience)[audience] : new Set<string>();
    if (!before || reply.statusCode !== 200) return;
    try {
      const after = await whoSees(
        into === undefined ? targetIds(request.body) : into ? [into] : [],
      );
      const userIds = [...new Set([...before, ...after, request.user.id])];
      await app.events.publish({
        userIds,
        type: FILES_CHANGED_EVENT,
        payload: { by: request.user.id, call: request.routeOptions.url ?? '' },
      });
    } catch (error) {
      request.log.warn({ err: error }, 'files event not published');
    }
  });
}
