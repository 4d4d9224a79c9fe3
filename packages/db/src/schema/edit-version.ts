// Optimistic concurrency for records people edit together (issue 17): every edit bumps `version`
// and records who made it; an update naming an older version is refused with 409 and the current
// record, so the editor can merge instead of silently overwriting. `updated_by` has no foreign
// key on purpose: it is shown ("Changed by {name}"), and a deleted editor just shows as nobody.
import { integer, uuid } from 'drizzle-orm/pg-core';

export const editVersionColumns = () => ({
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by'),
});
