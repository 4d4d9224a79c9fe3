// Rows → contract: a mail item plus its message as one user's Mail, attachments as signed links.
import type { Attachment, Mail, MailLabel } from '@keel/contracts/mail';
import { CUSTOM_LABELS, SYSTEM_LABELS } from '@keel/contracts/mail';
import type { MailItemRow, MailRow, StoredAttachment, StoredPerson } from '@keel/db/schema/mail';
import type { Storage } from '../../plugins/storage.ts';

export interface MailJoinedRow {
  item: MailItemRow;
  mail: MailRow;
  replyToId: string | null;
}

/** Signed for an hour: the permission check happened when the reader was given the link. */
export function toAttachment(storage: Pick<Storage, 'signedUrl'>, stored: StoredAttachment): Attachment {
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

const toPerson = (person: StoredPerson) => ({ name: person.name, email: person.email, avatar: person.avatar });

export function toMail(storage: Pick<Storage, 'signedUrl'>, { item, mail, replyToId }: MailJoinedRow): Mail {
  return {
    id: item.id,
    folder: item.folder,
    labelIds: item.labelIds,
    isImportant: item.isImportant,
    isStarred: item.isStarred,
    isUnread: item.isUnread,
    subject: mail.subject,
    message: mail.message,
    createdAt: item.createdAt.toISOString(),
    from: { name: mail.fromName, email: mail.fromEmail, avatar: mail.fromAvatar },
    to: mail.recipients.map(toPerson),
    attachments: mail.attachments.map((attachment) => toAttachment(storage, attachment)),
    replyToId,
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
    ...CUSTOM_LABELS.map((label) => ({ ...label, type: 'custom' as const, unreadCount: unread[label.id] ?? 0 })),
  ] satisfies MailLabel[];
}
