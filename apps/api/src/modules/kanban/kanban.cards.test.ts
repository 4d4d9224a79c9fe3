// Kanban cards: adding, updating, attachments, deleting, and their comments.
import { describe, expect, it } from 'vitest';
import type { KanbanCard } from '@keel/contracts/kanban';
import { multipartBody } from '../../test/multipart-body.ts';
import { kanbanTestKit } from './kanban.test-kit.ts';

const { t, demo, member, post, board, newCard } = kanbanTestKit();

describe('cards', () => {
  it('adds a card at the end of a column with its fields and assignees', async () => {
    const b = await board();
    const columnId = b.columnOrder[0]!;
    const card = await newCard(columnId, {
      name: ' Write the launch post ',
      description: 'Draft and review',
      assignee: [
        { id: member.userId, name: 'ignored', avatar: null },
        { id: demo.userId },
        { id: member.userId },
      ],
      due: ['2030-01-01T00:00:00.000Z', '2030-01-05T00:00:00.000Z'],
      priority: 'high',
    });
    expect(card).toMatchObject({
      name: 'Write the launch post',
      description: 'Draft and review',
      due: ['2030-01-01T00:00:00.000Z', '2030-01-05T00:00:00.000Z'],
      priority: 'high',
      completed: false,
      attachments: [],
      comments: [],
    });
    expect(card.assignee.map((a) => a.id)).toEqual([member.userId, demo.userId]);
    expect(card.assignee[0]!.name).toBe("Lucian O'Brien");
    const after = await board();
    expect(after.columns[columnId]!.cardIds).toEqual([...b.columns[columnId]!.cardIds, card.id]);
    expect(after.cards[card.id]).toEqual(card);
  });

  it('fills defaults for a card given only its name', async () => {
    const card = await newCard((await board()).columnOrder[0]!, { name: 'Bare' });
    expect(card).toMatchObject({
      description: '',
      assignee: [],
      due: [null, null],
      priority: 'medium',
      completed: false,
    });
  });

  it('rejects bad cards with 400 or 404 and creates nothing', async () => {
    const before = await board();
    const columnId = before.columnOrder[0]!;
    const cases: Array<[unknown, number, string]> = [
      [{ columnId, card: { name: '' } }, 400, 'Task name is required'],
      [{ columnId, card: {} }, 400, 'Task name is required'],
      [
        { columnId, card: { name: 'x'.repeat(256) } },
        400,
        'Task name must be at most 255 characters',
      ],
      [
        { columnId, card: { name: 'A', due: ['2030-01-05T00:00:00Z', '2030-01-01T00:00:00Z'] } },
        400,
        'End date must be later than start date',
      ],
      [
        { columnId, card: { name: 'A', due: ['tomorrow', null] } },
        400,
        'Due date must be a valid date',
      ],
      [
        { columnId, card: { name: 'A', priority: 'urgent' } },
        400,
        'Priority must be low, medium or high',
      ],
      [
        { columnId, card: { name: 'A', assignee: [{ id: crypto.randomUUID() }] } },
        400,
        'Assignee not found',
      ],
      [
        { columnId, card: { name: 'A', attachments: [{ id: crypto.randomUUID() }] } },
        400,
        'Attachment not found',
      ],
      [
        { columnId, card: { name: 'A', description: 'x'.repeat(5001) } },
        400,
        'Description must be at most 5,000 characters',
      ],
      [{ columnId: crypto.randomUUID(), card: { name: 'A' } }, 404, 'Column not found'],
      [{ card: { name: 'A' } }, 400, 'Must be a valid id'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post('/api/kanban/cards/new', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await board()).toEqual(before);
  });

  it('updates only the fields sent', async () => {
    const card = await newCard((await board()).columnOrder[1]!, {
      name: 'Polish',
      priority: 'low',
      assignee: [{ id: demo.userId }],
    });
    const response = await post(
      '/api/kanban/cards/update',
      {
        cardId: card.id,
        card: {
          completed: true,
          description: 'Now with details',
          assignee: [{ id: member.userId }],
        },
      },
      member.headers,
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ card: KanbanCard }>().card;
    expect(updated).toMatchObject({
      name: 'Polish',
      priority: 'low',
      completed: true,
      description: 'Now with details',
    });
    expect(updated.assignee.map((a) => a.id)).toEqual([member.userId]);
    const cleared = await post('/api/kanban/cards/update', {
      cardId: card.id,
      card: { due: [null, null], assignee: [] },
    });
    expect(cleared.json().card).toMatchObject({ due: [null, null], assignee: [], completed: true });
    expect((await board()).cards[card.id]).toEqual(cleared.json().card);
  });

  it('rejects bad updates with 400/404 and changes nothing', async () => {
    const card = await newCard((await board()).columnOrder[1]!, { name: 'Stable' });
    const cases: Array<[unknown, number]> = [
      [{ cardId: card.id, card: { name: '  ' } }, 400],
      [{ cardId: card.id, card: { completed: 'yes' } }, 400],
      [{ cardId: card.id, card: { due: ['2030-01-05T00:00:00Z'] } }, 400],
      [{ cardId: card.id, card: { assignee: [{ id: 'x' }] } }, 400],
      [
        { cardId: card.id, card: { name: 'Changed', assignee: [{ id: crypto.randomUUID() }] } },
        400,
      ],
      [{ cardId: crypto.randomUUID(), card: { name: 'Z' } }, 404],
      [{ card: { name: 'Z' } }, 400],
    ];
    for (const [payload, status] of cases) {
      const response = await post('/api/kanban/cards/update', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect((await board()).cards[card.id]).toEqual(card);
  });

  it('attaches the caller’s own uploads, with signed links, but never someone else’s', async () => {
    const card = await newCard((await board()).columnOrder[0]!, { name: 'With files' });
    const attach = async (name: string, content: string, headers: Record<string, string>) => {
      const body = multipartBody('file', [
        { name, content: Buffer.from(content), type: 'text/plain' },
      ]);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=attachment',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      return answer.json<{ upload: { id: string } }>().upload;
    };
    const mine = await attach('notes.txt', 'notes', demo.headers);
    const theirs = await attach('secret.txt', 'secret', member.headers);
    const refused = await post('/api/kanban/cards/update', {
      cardId: card.id,
      card: { attachments: [{ id: theirs.id }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.attachments).toBe('Attachment not found');
    const response = await post('/api/kanban/cards/update', {
      cardId: card.id,
      card: { attachments: [{ id: mine.id }] },
    });
    expect(response.statusCode).toBe(200);
    const [attachment] = response.json<{ card: KanbanCard }>().card.attachments;
    expect(attachment).toMatchObject({
      id: mine.id,
      name: 'notes.txt',
      size: 5,
      type: 'text/plain',
      preview: null,
    });
    const download = await t.app.inject({ method: 'GET', url: attachment!.url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('notes');
    // Another user may keep the attachment when saving the card, though they did not upload it.
    const kept = await post(
      '/api/kanban/cards/update',
      { cardId: card.id, card: { attachments: [{ id: mine.id }] } },
      member.headers,
    );
    expect(kept.statusCode).toBe(200);
  });

  it('deletes a card from its column and from cards', async () => {
    const columnId = (await board()).columnOrder[2]!;
    const card = await newCard(columnId, { name: 'Short-lived' });
    const response = await post('/api/kanban/cards/delete', { cardId: card.id });
    expect(response.statusCode).toBe(200);
    const after = await board();
    expect(after.cards[card.id]).toBeUndefined();
    expect(after.columns[columnId]!.cardIds).not.toContain(card.id);
    expect((await post('/api/kanban/cards/delete', { cardId: card.id })).statusCode).toBe(404);
    expect((await post('/api/kanban/cards/delete', {})).statusCode).toBe(400);
  });
});

describe('POST /api/kanban/cards/comments/new', () => {
  it('adds a comment by the signed-in user', async () => {
    const card = await newCard((await board()).columnOrder[0]!, { name: 'Discuss' });
    const response = await post(
      '/api/kanban/cards/comments/new',
      { cardId: card.id, message: ' Looks good ', messageType: 'text' },
      member.headers,
    );
    expect(response.statusCode).toBe(200);
    const { comment } = response.json();
    expect(comment).toEqual({
      id: expect.any(String),
      authorId: member.userId,
      name: "Lucian O'Brien",
      avatar: expect.stringMatching(/^\/api\/uploads\//),
      createdAt: expect.any(String),
      messageType: 'text',
      message: 'Looks good',
    });
    expect((await board()).cards[card.id]!.comments).toEqual([comment]);
  });

  it('rejects empty comments (400) and unknown cards (404) without storing anything', async () => {
    const card = await newCard((await board()).columnOrder[0]!, { name: 'Quiet' });
    const empty = await post('/api/kanban/cards/comments/new', { cardId: card.id, message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.message).toBe('Comment is required');
    const badType = await post('/api/kanban/cards/comments/new', {
      cardId: card.id,
      message: 'x',
      messageType: 'video',
    });
    expect(badType.statusCode).toBe(400);
    const unknown = await post('/api/kanban/cards/comments/new', {
      cardId: crypto.randomUUID(),
      message: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Card not found');
    expect((await board()).cards[card.id]!.comments).toEqual([]);
  });
});
