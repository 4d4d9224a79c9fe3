// Rows → contract: a mail item plus its message as one user's Mail, attachments as signed links,
// users as the people a mail names.
// Kept apart from mail.read.ts because the writes (mail.service.ts, mail-threads.ts) answer the
// Mail they changed with it too, and chat signs its attachments with `toAttachment`.
import type { Mail, MailLabel } from '@keel/contracts/mail';
import type { Attachment } from '@keel/contracts/uploads';
import { CUSTOM_LABELS, SYSTEM_LABELS } from '@keel/contracts/mail';
import type { MailItemRow, MailRow, StoredAttachment, StoredPerson } from '@keel/db/schema/mail';
import type { User } from '@keel/contracts/user';
import { users } from '@keel/db/schema/users';
import type { Storage } from '../../plugins/storage.ts';

export interface MailJoinedRow {
  item: MailItemRow;
  mail: MailRow;
  replyToId: string | null;
  /** Lists only: how many of the reader's mails under the label share this one's thread. */
  threadCount?: number;
  /** Lists only: whether any of them is unread (the row reads unread then). */
  threadUnread?: boolean;
}

/** Signed for an hour: the permission check happened when the reader was given the link. */
export function toAttachment(
  storage: Pick<Storage, 'signedUrl'>,
  stored: StoredAttachment,
): Attachment {
  const url = storage.signedUrl(stored.id);
  return {
    id: stored.id,
    name: stored.name,
    size: stored.size,
    type: stored.type,
    url,
    preview: stored.type.startsWith('image/') && stored.type !== 'image/svg+xml' ? url : null,
  } satisfies Attachment;
}

/** A user as a mail names them (`personOf` turns it into the stored person). */
export const personColumns = {
  id: users.id,
  displayName: users.displayName,
  email: users.email,
  photoURL: users.photoUrl,
};

export const personOf = (
  user: Pick<User, 'id' | 'displayName' | 'email' | 'photoURL'>,
): StoredPerson => ({
  userId: user.id,
  name: user.displayName,
  email: user.email,
  avatar: user.photoURL,
});

const toPerson = (person: StoredPerson) => ({
  name: person.name,
  email: person.email,
  avatar: person.avatar,
});

export function toMail(
  storage: Pick<Storage, 'signedUrl'>,
  { item, mail, replyToId, threadCount, threadUnread }: MailJoinedRow,
): Mail {
  // Blind copies are the sender's to know: every other copy answers an empty list.
  const isSendersCopy = mail.senderId !== null && item.userId === mail.senderId;
  return {
    id: item.id,
    folder: item.folder,
    labelIds: item.labelIds,
    isImportant: item.isImportant,
    isStarred: item.isStarred,
    isUnread: threadUnread ?? item.isUnread,
    subject: mail.subject,
    message: mail.message,
    createdAt: item.createdAt.toISOString(),
    from: { name: mail.fromName, email: mail.fromEmail, avatar: mail.fromAvatar },
    to: mail.recipients.map(toPerson),
    cc: mail.cc.map(toPerson),
    bcc: isSendersCopy ? mail.bcc.map(toPerson) : [],
    attachments: mail.attachments.map((attachment) => toAttachment(storage, attachment)),
    replyToId,
    threadId: mail.threadId,
    threadCount: threadCount ?? 1,
    deliverAt: mail.deliverAt?.toISOString() ?? null,
  } satisfies Mail;
}

const SYSTEM_LABEL_COLOR = '#637381';

export function toLabels(unread: Record<string, number>): MailLabel[] {
  return [
    ...SYSTEM_LABELS.map((name) => ({
      id: name,
      type: 'system' as const,
      name,
      color: SYSTEM_LABEL_COLOR,
      unreadCount: unread[name] ?? 0,
    })),
    ...CUSTOM_LABELS.map((label) => ({
      ...label,
      type: 'custom' as const,
      unreadCount: unread[label.id] ?? 0,
    })),
  ] satisfies MailLabel[];
}
