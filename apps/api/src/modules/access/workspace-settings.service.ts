// Workspace settings an admin changes (settings.manage), stored one row per key in app_settings.
import { eq } from 'drizzle-orm';
import type { WorkspaceSettings } from '@keel/contracts/access';
import type { Database } from '@keel/db/client';
import { appSettings } from '@keel/db/schema/access';

const DEFAULTS: WorkspaceSettings = { defaultRole: 'member' };

export function createWorkspaceSettings(db: Database) {
  async function read(): Promise<WorkspaceSettings> {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'defaultRole'));
    return { defaultRole: typeof row?.value === 'string' ? row.value : DEFAULTS.defaultRole };
  }

  return {
    read,
    async update(settings: WorkspaceSettings): Promise<WorkspaceSettings> {
      await db
        .insert(appSettings)
        .values({ key: 'defaultRole', value: settings.defaultRole })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: settings.defaultRole, updatedAt: new Date() },
        });
      return read();
    },
  };
}
