// Rows → contract: users as contacts (with the status others see), messages with signed attachments.
// Kept apart from chat.read.ts because the writes use it too: chat.service.ts answers sent and
// edited messages with `toMessage`, presence.service.ts reads contacts with `contactColumns`.
import { sql } from 'drizzle-orm';
import {
  IDLE_AFTER_MS,
  type Contact,
  type ContactStatus,
  type Message,
  type Participant,
} from '@keel/contracts/chat';
import type { ChatMessageRow } from '@keel/db/schema/chat';
import { users } from '@keel/db/schema/users';
import type { Storage } from '../../plugins/storage.ts';
import { toAttachment } from '../mail/mail.service.ts';
import { mayReadPrivate, type Viewer } from '../../shared/private-fields.ts';

/** A connection heard from within this long counts as open (the heartbeat runs every 30 s). */
export const CONNECTION_STALE_MS = 90_000;

export const contactColumns = {
  id: users.id,
  slug: users.slug,
  displayName: users.displayName,
  photoUrl: users.photoUrl,
  jobTitle: users.jobTitle,
  email: users.email,
  phoneNumber: users.phoneNumber,
  address: users.address,
  city: users.city,
  country: users.country,
  isPublic: users.isPublic,
  presence: users.presence,
  lastActivity: users.lastActivity,
  // Written out in full: drizzle leaves columns unqualified in single-table selects.
  connected: sql<boolean>`exists (
    select 1 from chat_connections c
    where c.user_id = "users"."id"
      and c.seen_at > now() - ${sql.raw(`interval '${CONNECTION_STALE_MS / 1000} seconds'`)}
  )`.as('connected'),
};

export interface ContactRow {
  id: string;
  slug: string;
  displayName: string;
  photoUrl: string | null;
  jobTitle: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  country: string;
  isPublic: boolean;
  presence: 'online' | 'away' | 'busy' | 'invisible';
  lastActivity: Date;
  connected: boolean;
}

/** docs/spec/pages.md#data-shapes Contact: invisible, idle for 5 minutes, or not connected at all reads as offline. */
export function statusOf(
  row: Pick<ContactRow, 'presence' | 'lastActivity' | 'connected'>,
  now = Date.now(),
): ContactStatus {
  if (
    row.presence === 'invisible' ||
    !row.connected ||
    now - row.lastActivity.getTime() > IDLE_AFTER_MS
  )
    return 'offline';
  return row.presence;
}

/** A contact as `viewer` may see them: a private profile's phone and address stay hidden. */
export function toContact(row: ContactRow, viewer: Viewer): Contact {
  const contactFields = mayReadPrivate(viewer, row);
  return {
    id: row.id,
    username: row.slug,
    name: row.displayName,
    avatar: row.photoUrl,
    role: row.jobTitle,
    email: row.email,
    phone: contactFields ? row.phoneNumber : '',
    address: contactFields ? [row.address, row.city, row.country].filter(Boolean).join(', ') : '',
    status: statusOf(row),
    lastActivity: row.lastActivity.toISOString(),
  } satisfies Contact;
}

export function toParticipant(
  row: ContactRow & { lastReadAt: Date | null },
  viewer: Viewer,
): Participant {
  return {
    ...toContact(row, viewer),
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
  } satisfies Participant;
}

export function toMessage(storage: Pick<Storage, 'signedUrl'>, row: ChatMessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.body,
    contentType: row.contentType,
    attachments: row.attachments.map((attachment) => toAttachment(storage, attachment)),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  } satisfies Message;
}
