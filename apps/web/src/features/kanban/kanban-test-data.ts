// Small boards for the kanban unit tests.
import type { KanbanBoard, KanbanCard } from '@keel/contracts/kanban';

export function card(id: string, name = `Card ${id}`): KanbanCard {
  return {
    id,
    name,
    description: '',
    assignee: [],
    due: [null, null],
    priority: 'medium',
    attachments: [],
    comments: [],
    completed: false,
    version: 1,
  };
}

/** Columns a, b, c with cards 1-2 in a, 3 in b, none in c. */
export function sampleBoard(): KanbanBoard {
  return {
    cards: { '1': card('1'), '2': card('2'), '3': card('3') },
    columns: {
      a: { id: 'a', name: 'Backlog', cardIds: ['1', '2'] },
      b: { id: 'b', name: 'In progress', cardIds: ['3'] },
      c: { id: 'c', name: 'Done', cardIds: [] },
    },
    columnOrder: ['a', 'b', 'c'],
  };
}
