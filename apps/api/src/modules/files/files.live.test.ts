// Live file manager: a share, an upload or a rename inside a shared folder, a delete to the
// trash, a restore, an unshare and a delete each tell exactly the people who can (or just
// could) see the item, and nobody else.
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../../plugins/events.ts';
import { filesTestKit, text } from './files.test-kit.ts';

const { t, member, post, owner, upload } = filesTestKit();

/**
 * Runs `act` and answers the files.changed events of its call (on PostgreSQL an earlier call's
 * event may still be on its way through NOTIFY).
 */
async function eventsOf(call: string, act: () => Promise<unknown>): Promise<UserEvent[]> {
  const seen: UserEvent[] = [];
  const stop = t.app.events.subscribe((event) => {
    if (event.type === 'files.changed' && (event.payload as { call?: string }).call === call)
      seen.push(event);
  });
  try {
    await act();
    // The event is published from the response hook, after inject has its answer.
    for (let tries = 0; tries < 50 && seen.length === 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return seen;
  } finally {
    stop();
  }
}

describe('files.changed', () => {
  it('reaches the owner and the people a file or a folder above it is shared with', async () => {
    const me = await owner();
    const stranger = await owner();
    const folder = (
      await post('/api/files/folders/new', { name: 'Team', parentId: null }, me.headers)
    ).json().file;
    const uploaded = (
      await upload(me.headers, [text('plan.txt', 'plan')], { parentId: folder.id })
    ).json();
    const fileId = uploaded.files[0].id as string;

    const shared = await eventsOf('/api/files/share', () =>
      post(
        '/api/files/share',
        { fileId: folder.id, emails: ['member@keel.dev'], permission: 'edit' },
        me.headers,
      ),
    );
    expect(shared).toHaveLength(1);
    expect(new Set(shared[0]!.userIds)).toEqual(new Set([me.id, member.userId]));
    expect(shared[0]!.payload).toEqual({ by: me.id, call: '/api/files/share' });

    // The member renames the file inside the shared folder: the owner hears of it.
    const renamed = await eventsOf('/api/files/update', () =>
      post('/api/files/update', { fileId, file: { name: 'plan-v2.txt' } }, member.headers),
    );
    expect(new Set(renamed[0]!.userIds)).toEqual(new Set([me.id, member.userId]));
    expect(renamed[0]!.userIds).not.toContain(stranger.id);

    // An upload into the shared folder, its deletion to the trash and its restore reach both.
    const uploadedEvents = await eventsOf('/api/files/upload', () =>
      upload(me.headers, [text('added.txt')], { parentId: folder.id }),
    );
    expect(new Set(uploadedEvents[0]!.userIds)).toEqual(new Set([me.id, member.userId]));
    const trashed = await eventsOf('/api/files/delete', () =>
      post('/api/files/delete', { fileIds: [fileId] }, me.headers),
    );
    expect(new Set(trashed[0]!.userIds)).toEqual(new Set([me.id, member.userId]));
    const restored = await eventsOf('/api/files/trash/restore', () =>
      post('/api/files/trash/restore', { fileIds: [fileId] }, me.headers),
    );
    expect(new Set(restored[0]!.userIds)).toEqual(new Set([me.id, member.userId]));

    // Unsharing still tells the member (their "Shared with me" loses it).
    const unshared = await eventsOf('/api/files/share/remove', () =>
      post('/api/files/share/remove', { fileId: folder.id, userId: member.userId }, me.headers),
    );
    expect(unshared[0]!.userIds).toContain(member.userId);

    const deleted = await eventsOf('/api/files/delete', () =>
      post('/api/files/delete', { fileIds: [folder.id] }, me.headers),
    );
    expect(deleted[0]!.userIds).toEqual([me.id]);

    // A refused call (not the owner) tells no one.
    const refused = await eventsOf('/api/files/delete', () =>
      post('/api/files/delete', { fileIds: [fileId] }, stranger.headers),
    );
    expect(refused).toHaveLength(0);
  });
});
