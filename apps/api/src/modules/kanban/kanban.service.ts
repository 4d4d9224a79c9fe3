// Board rules: columns and cards keep dense positions; every change to an order runs in one
// transaction holding the board lock, so concurrent moves from several users (or API processes)
// apply one after another and never leave two cards on one position or a card in two columns.
import { and, asc, count, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  KanbanMessages,
  type KanbanAssignee,
  type KanbanCard,
  type KanbanCardInputSchema,
  type KanbanCardPatchSchema,
  type KanbanColumn,
  type KanbanComment,
} from '@keel/contracts/kanban';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import {
  kanbanCardAssignees,
  kanbanCardAttachments,
  kanbanCards,
  kanbanColumns,
  kanbanComments,
} from '@keel/db/schema/kanban';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { createKanbanReader } from './kanban.read.ts';
import { checkVersion, nextVersion } from '../../shared/edit-version.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type CardInput = z.output<typeof KanbanCardInputSchema>;
type CardPatch = z.output<typeof KanbanCardPatchSchema>;

// Any constant works; it only has to differ from the other advisory locks in the app.
const BOARD_LOCK_ID = 4_711_002;

const lockBoard = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${BOARD_LOCK_ID})`);

async function cardIdsOf(tx: Tx | Database, columnId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: kanbanCards.id })
    .from(kanbanCards)
    .where(eq(kanbanCards.columnId, columnId))
    .orderBy(asc(kanbanCards.position), asc(kanbanCards.createdAt));
  return rows.map((row) => row.id);
}

/** Puts `ids` into `columnId` at positions 0..n-1 with one statement. */
async function writeCardOrder(tx: Tx, columnId: string, ids: string[]) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${kanbanCards} set column_id = ${columnId}::uuid, position = v.pos
        from (values ${values}) as v(id, pos) where ${kanbanCards.id} = v.id`,
  );
}

export function createKanbanService(app: Pick<FastifyInstance, 'db' | 'storage'>) {
  const { db } = app;
  const reader = createKanbanReader(app);

  async function requireCard(id: string): Promise<KanbanCard> {
    const card = await reader.card(id);
    if (!card) throw notFound('Card');
    return card;
  }

  async function checkAssignees(ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return unique;
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, unique));
    if (found.length !== unique.length) {
      throw badRequest(KanbanMessages.assigneeNotFound, {
        assignee: KanbanMessages.assigneeNotFound,
      });
    }
    return unique;
  }

  /** Attachments are the caller's own uploads, or ones the card already has. */
  async function checkAttachments(
    ids: string[],
    userId: string,
    cardId?: string,
  ): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return unique;
    const rows = await db
      .select({ id: uploads.id, ownerId: uploads.ownerId })
      .from(uploads)
      .where(inArray(uploads.id, unique));
    const attached = cardId
      ? new Set(
          (
            await db
              .select({ id: kanbanCardAttachments.uploadId })
              .from(kanbanCardAttachments)
              .where(eq(kanbanCardAttachments.cardId, cardId))
          ).map((row) => row.id),
        )
      : new Set<string>();
    const allowed = rows.filter((row) => row.ownerId === userId || attached.has(row.id));
    if (allowed.length !== unique.length) {
      throw badRequest(KanbanMessages.attachmentNotFound, {
        attachments: KanbanMessages.attachmentNotFound,
      });
    }
    return unique;
  }

  async function writeAssignees(tx: Tx, cardId: string, userIds: string[]) {
    await tx.delete(kanbanCardAssignees).where(eq(kanbanCardAssignees.cardId, cardId));
    if (userIds.length > 0) {
      await tx
        .insert(kanbanCardAssignees)
        .values(userIds.map((userId, position) => ({ cardId, userId, position })));
    }
  }

  async function writeAttachments(tx: Tx, cardId: string, uploadIds: string[]) {
    await tx.delete(kanbanCardAttachments).where(eq(kanbanCardAttachments.cardId, cardId));
    if (uploadIds.length > 0) {
      await tx
        .insert(kanbanCardAttachments)
        .values(uploadIds.map((uploadId, position) => ({ cardId, uploadId, position })));
    }
  }

  const dueDates = (due: [string | null, string | null]) => ({
    dueStart: due[0] ? new Date(due[0]) : null,
    dueEnd: due[1] ? new Date(due[1]) : null,
  });

  const assigneeFilter = and(
    eq(users.status, 'active'),
    or(
      ilike(users.displayName, sql.placeholder('pattern')),
      ilike(users.email, sql.placeholder('pattern')),
    ),
  );
  const assigneePage = db
    .select({ id: users.id, name: users.displayName, avatar: users.photoUrl })
    .from(users)
    .where(assigneeFilter)
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('kanban_assignee_page');
  const assigneeTotal = db
    .select({ value: count() })
    .from(users)
    .where(assigneeFilter)
    .prepare('kanban_assignee_total');

  return {
    board: () => reader.board(),

    /** People to assign: active users whose name or e-mail contains `q`. */
    async assignees(q: string | undefined, page: number, pageSize: number) {
      const pattern = `%${(q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const [rows, [total]] = await Promise.all([
        assigneePage.execute({ pattern, limit: pageSize, offset: (page - 1) * pageSize }),
        assigneeTotal.execute({ pattern }),
      ]);
      return { assignees: rows satisfies KanbanAssignee[], total: total?.value ?? 0 };
    },

    async createColumn(name: string): Promise<KanbanColumn> {
      return db.transaction(async (tx) => {
        await lockBoard(tx);
        const [last] = await tx.select({ value: max(kanbanColumns.position) }).from(kanbanColumns);
        const [row] = await tx
          .insert(kanbanColumns)
          .values({ name, position: (last?.value ?? -1) + 1 })
          .returning({ id: kanbanColumns.id, name: kanbanColumns.name });
        return { id: row!.id, name: row!.name, cardIds: [] } satisfies KanbanColumn;
      });
    },

    async renameColumn(columnId: string, name: string): Promise<KanbanColumn> {
      const [row] = await db
        .update(kanbanColumns)
        .set({ name })
        .where(eq(kanbanColumns.id, columnId))
        .returning({ id: kanbanColumns.id, name: kanbanColumns.name });
      if (!row) throw notFound('Column');
      const cardIds = await cardIdsOf(db, columnId);
      return { id: row.id, name: row.name, cardIds } satisfies KanbanColumn;
    },

    /** Removes the column and, by cascade, its cards with their comments and attachments. */
    async deleteColumn(columnId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBoard(tx);
        const deleted = await tx
          .delete(kanbanColumns)
          .where(eq(kanbanColumns.id, columnId))
          .returning({ id: kanbanColumns.id });
        if (deleted.length === 0) throw notFound('Column');
      });
    },

    /** `columnOrder` must name exactly the board's columns; a stale order is a conflict. */
    async reorderColumns(columnOrder: string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        await lockBoard(tx);
        const current = await tx.select({ id: kanbanColumns.id }).from(kanbanColumns);
        const known = new Set(current.map((row) => row.id));
        if (current.length !== columnOrder.length || !columnOrder.every((id) => known.has(id))) {
          throw conflict(KanbanMessages.boardChanged);
        }
        if (columnOrder.length > 0) {
          const values = sql.join(
            columnOrder.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
            sql`, `,
          );
          await tx.execute(
            sql`update ${kanbanColumns} set position = v.pos from (values ${values}) as v(id, pos) where ${kanbanColumns.id} = v.id`,
          );
        }
        return columnOrder;
      });
    },

    /** Appends the card to the column (the seed's "add task"). */
    async createCard(
      columnId: string,
      input: CardInput,
      user: Pick<User, 'id'>,
    ): Promise<KanbanCard> {
      const assignees = await checkAssignees(input.assignee.map((a) => a.id));
      const attachments = await checkAttachments(
        input.attachments.map((a) => a.id),
        user.id,
      );
      const id = await db.transaction(async (tx) => {
        await lockBoard(tx);
        const [column] = await tx
          .select({ id: kanbanColumns.id })
          .from(kanbanColumns)
          .where(eq(kanbanColumns.id, columnId));
        if (!column) throw notFound('Column');
        const [last] = await tx
          .select({ value: max(kanbanCards.position) })
          .from(kanbanCards)
          .where(eq(kanbanCards.columnId, columnId));
        const [row] = await tx
          .insert(kanbanCards)
          .values({
            columnId,
            position: (last?.value ?? -1) + 1,
            name: input.name,
            description: input.description,
            ...dueDates(input.due),
            priority: input.priority,
            completed: input.completed,
            createdBy: user.id,
          })
          .returning({ id: kanbanCards.id });
        await writeAssignees(tx, row!.id, assignees);
        await writeAttachments(tx, row!.id, attachments);
        return row!.id;
      });
      return requireCard(id);
    },

    async updateCard(
      cardId: string,
      patch: CardPatch,
      user: Pick<User, 'id'>,
      version?: number,
    ): Promise<KanbanCard> {
      const before = await requireCard(cardId);
      const assignees = patch.assignee && (await checkAssignees(patch.assignee.map((a) => a.id)));
      const attachments =
        patch.attachments &&
        (await checkAttachments(
          patch.attachments.map((a) => a.id),
          user.id,
          cardId,
        ));
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(kanbanCards)
          .where(eq(kanbanCards.id, cardId))
          .for('update');
        // Deleted by someone else between the check and here.
        if (!locked) throw notFound('Card');
        // The card as it is now, from the locked row: a read through `db` here would wait for
        // this transaction's own connection on PGlite (one connection) and never return.
        await checkVersion(tx, locked, version, () => ({
          ...before,
          name: locked.name,
          description: locked.description,
          due: [locked.dueStart?.toISOString() ?? null, locked.dueEnd?.toISOString() ?? null],
          priority: locked.priority,
          completed: locked.completed,
          version: locked.version,
        }));
        const [row] = await tx
          .update(kanbanCards)
          .set({
            ...(patch.name !== undefined && { name: patch.name }),
            ...(patch.description !== undefined && { description: patch.description }),
            ...(patch.due !== undefined && dueDates(patch.due)),
            ...(patch.priority !== undefined && { priority: patch.priority }),
            ...(patch.completed !== undefined && { completed: patch.completed }),
            ...nextVersion(locked, user.id),
          })
          .where(eq(kanbanCards.id, cardId))
          .returning({ id: kanbanCards.id });
        if (!row) throw notFound('Card');
        if (assignees) await writeAssignees(tx, cardId, assignees);
        if (attachments) await writeAttachments(tx, cardId, attachments);
      });
      return requireCard(cardId);
    },

    async deleteCard(cardId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBoard(tx);
        const deleted = await tx
          .delete(kanbanCards)
          .where(eq(kanbanCards.id, cardId))
          .returning({ id: kanbanCards.id });
        if (deleted.length === 0) throw notFound('Card');
      });
    },

    /** Moves a card within or across columns; `toIndex` past the end means last. */
    async moveCard(cardId: string, toColumnId: string, toIndex: number): Promise<KanbanColumn[]> {
      return db.transaction(async (tx) => {
        await lockBoard(tx);
        const [card] = await tx
          .select({ columnId: kanbanCards.columnId })
          .from(kanbanCards)
          .where(eq(kanbanCards.id, cardId));
        if (!card) throw notFound('Card');
        const [target] = await tx
          .select({ id: kanbanColumns.id, name: kanbanColumns.name })
          .from(kanbanColumns)
          .where(eq(kanbanColumns.id, toColumnId));
        if (!target) throw notFound('Column');
        const touched: KanbanColumn[] = [];
        const sourceIds = (await cardIdsOf(tx, card.columnId)).filter((id) => id !== cardId);
        const targetIds =
          card.columnId === toColumnId ? sourceIds : await cardIdsOf(tx, toColumnId);
        targetIds.splice(Math.min(toIndex, targetIds.length), 0, cardId);
        if (card.columnId !== toColumnId) {
          await writeCardOrder(tx, card.columnId, sourceIds);
          const [source] = await tx
            .select({ name: kanbanColumns.name })
            .from(kanbanColumns)
            .where(eq(kanbanColumns.id, card.columnId));
          touched.push({ id: card.columnId, name: source?.name ?? '', cardIds: sourceIds });
        }
        await writeCardOrder(tx, toColumnId, targetIds);
        touched.push({ id: target.id, name: target.name, cardIds: targetIds });
        return touched;
      });
    },

    async addComment(
      cardId: string,
      author: Pick<User, 'id' | 'displayName' | 'photoURL'>,
      message: string,
      messageType: 'text' | 'image',
    ): Promise<KanbanComment> {
      const [card] = await db
        .select({ id: kanbanCards.id })
        .from(kanbanCards)
        .where(eq(kanbanCards.id, cardId));
      if (!card) throw notFound('Card');
      const [row] = await db
        .insert(kanbanComments)
        .values({ cardId, authorId: author.id, message, messageType })
        .returning();
      return reader.toComment({ ...row!, name: author.displayName, avatar: author.photoURL });
    },
  };
}

export type KanbanService = ReturnType<typeof createKanbanService>;
