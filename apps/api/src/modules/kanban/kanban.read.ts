// Reading the board: five prepared queries (columns, cards, assignees, attachments, comments)
// assembled into the seed's `{ cards, columns, columnOrder }`. One card reads the same way.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { KanbanBoard, KanbanCard, KanbanComment } from '@keel/contracts/kanban';
import type { Attachment } from '@keel/contracts/uploads';
import {
  kanbanCardAssignees,
  kanbanCardAttachments,
  kanbanCards,
  kanbanColumns,
  kanbanComments,
  type KanbanCardRow,
} from '@keel/db/schema/kanban';
import { uploads, type UploadRow } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';

interface CardParts {
  assignees: Array<{ cardId: string; id: string; name: string; avatar: string | null }>;
  attachments: Array<{ cardId: string; upload: UploadRow }>;
  comments: Array<{ cardId: string; comment: KanbanComment }>;
}

export function createKanbanReader(app: Pick<FastifyInstance, 'db' | 'storage'>) {
  const { db } = app;
  const assigneeColumns = {
    cardId: kanbanCardAssignees.cardId,
    id: users.id,
    name: users.displayName,
    avatar: users.photoUrl,
  };
  const commentColumns = {
    id: kanbanComments.id,
    cardId: kanbanComments.cardId,
    authorId: kanbanComments.authorId,
    name: users.displayName,
    avatar: users.photoUrl,
    createdAt: kanbanComments.createdAt,
    messageType: kanbanComments.messageType,
    message: kanbanComments.message,
  };

  const allColumns = db
    .select({ id: kanbanColumns.id, name: kanbanColumns.name })
    .from(kanbanColumns)
    .orderBy(asc(kanbanColumns.position), asc(kanbanColumns.createdAt))
    .prepare('kanban_columns_all');
  const allCards = db
    .select()
    .from(kanbanCards)
    .orderBy(asc(kanbanCards.columnId), asc(kanbanCards.position))
    .prepare('kanban_cards_all');
  const allAssignees = db
    .select(assigneeColumns)
    .from(kanbanCardAssignees)
    .innerJoin(users, eq(users.id, kanbanCardAssignees.userId))
    .orderBy(asc(kanbanCardAssignees.position))
    .prepare('kanban_assignees_all');
  const allAttachments = db
    .select({ cardId: kanbanCardAttachments.cardId, upload: uploads })
    .from(kanbanCardAttachments)
    .innerJoin(uploads, eq(uploads.id, kanbanCardAttachments.uploadId))
    .orderBy(asc(kanbanCardAttachments.position))
    .prepare('kanban_attachments_all');
  const allComments = db
    .select(commentColumns)
    .from(kanbanComments)
    .innerJoin(users, eq(users.id, kanbanComments.authorId))
    .orderBy(asc(kanbanComments.createdAt), asc(kanbanComments.id))
    .prepare('kanban_comments_all');

  const cardId = sql.placeholder('cardId');
  const oneCard = db
    .select()
    .from(kanbanCards)
    .where(eq(kanbanCards.id, cardId))
    .prepare('kanban_card_one');
  const cardAssignees = db
    .select(assigneeColumns)
    .from(kanbanCardAssignees)
    .innerJoin(users, eq(users.id, kanbanCardAssignees.userId))
    .where(eq(kanbanCardAssignees.cardId, cardId))
    .orderBy(asc(kanbanCardAssignees.position))
    .prepare('kanban_assignees_of_card');
  const cardAttachments = db
    .select({ cardId: kanbanCardAttachments.cardId, upload: uploads })
    .from(kanbanCardAttachments)
    .innerJoin(uploads, eq(uploads.id, kanbanCardAttachments.uploadId))
    .where(eq(kanbanCardAttachments.cardId, cardId))
    .orderBy(asc(kanbanCardAttachments.position))
    .prepare('kanban_attachments_of_card');
  const cardComments = db
    .select(commentColumns)
    .from(kanbanComments)
    .innerJoin(users, eq(users.id, kanbanComments.authorId))
    .where(eq(kanbanComments.cardId, cardId))
    .orderBy(asc(kanbanComments.createdAt), asc(kanbanComments.id))
    .prepare('kanban_comments_of_card');

  function toAttachment(row: UploadRow): Attachment {
    const upload = app.storage.toUpload(row);
    return {
      ...upload,
      preview: row.type.startsWith('image/') ? upload.url : null,
    } satisfies Attachment;
  }

  function toCard(row: KanbanCardRow, parts: CardParts): KanbanCard {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      assignee: parts.assignees
        .filter((a) => a.cardId === row.id)
        .map(({ id, name, avatar }) => ({ id, name, avatar })),
      due: [row.dueStart?.toISOString() ?? null, row.dueEnd?.toISOString() ?? null],
      priority: row.priority,
      attachments: parts.attachments
        .filter((a) => a.cardId === row.id)
        .map((a) => toAttachment(a.upload)),
      comments: parts.comments.filter((c) => c.cardId === row.id).map((c) => c.comment),
      completed: row.completed,
      version: row.version,
    } satisfies KanbanCard;
  }

  function toComment(row: {
    id: string;
    authorId: string;
    name: string;
    avatar: string | null;
    createdAt: Date;
    messageType: 'text' | 'image';
    message: string;
  }): KanbanComment {
    return {
      id: row.id,
      authorId: row.authorId,
      name: row.name,
      avatar: row.avatar,
      createdAt: row.createdAt.toISOString(),
      messageType: row.messageType,
      message: row.message,
    } satisfies KanbanComment;
  }

  /** Groups rows by card id once, so assembling N cards is linear rather than N × rows. */
  function groupParts(parts: CardParts): Map<string, CardParts> {
    const byCard = new Map<string, CardParts>();
    const slot = (id: string) => {
      let entry = byCard.get(id);
      if (!entry) byCard.set(id, (entry = { assignees: [], attachments: [], comments: [] }));
      return entry;
    };
    for (const a of parts.assignees) slot(a.cardId).assignees.push(a);
    for (const a of parts.attachments) slot(a.cardId).attachments.push(a);
    for (const c of parts.comments) slot(c.cardId).comments.push(c);
    return byCard;
  }

  const noParts: CardParts = { assignees: [], attachments: [], comments: [] };

  return {
    toComment,

    async board(): Promise<KanbanBoard> {
      const [columnRows, cardRows, assignees, attachments, commentRows] = await Promise.all([
        allColumns.execute(),
        allCards.execute(),
        allAssignees.execute(),
        allAttachments.execute(),
        allComments.execute(),
      ]);
      const parts = groupParts({
        assignees,
        attachments,
        comments: commentRows.map((row) => ({ cardId: row.cardId, comment: toComment(row) })),
      });
      const board: KanbanBoard = { cards: {}, columns: {}, columnOrder: [] };
      for (const column of columnRows) {
        board.columns[column.id] = { id: column.id, name: column.name, cardIds: [] };
        board.columnOrder.push(column.id);
      }
      // Cards come sorted by column and position, so pushing keeps each column's order.
      for (const row of cardRows) {
        board.cards[row.id] = toCard(row, parts.get(row.id) ?? noParts);
        board.columns[row.columnId]?.cardIds.push(row.id);
      }
      return board;
    },

    async card(id: string): Promise<KanbanCard | undefined> {
      const [[row], assignees, attachments, commentRows] = await Promise.all([
        oneCard.execute({ cardId: id }),
        cardAssignees.execute({ cardId: id }),
        cardAttachments.execute({ cardId: id }),
        cardComments.execute({ cardId: id }),
      ]);
      if (!row) return undefined;
      const comments = commentRows.map((c) => ({ cardId: c.cardId, comment: toComment(c) }));
      return toCard(row, { assignees, attachments, comments });
    },
  };
}

export type KanbanReader = ReturnType<typeof createKanbanReader>;
