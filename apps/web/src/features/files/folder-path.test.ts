import { describe, expect, it } from 'vitest';
import { folderPath } from './folder-path.ts';

describe('folderPath', () => {
  const folders = [
    { id: 'a', name: 'Documents', parentId: null },
    { id: 'b', name: 'Contracts', parentId: 'a' },
    { id: 'c', name: '2026', parentId: 'b' },
  ];
  it('walks up to the root', () => {
    expect(folderPath(folders, 'c').map((folder) => folder.name)).toEqual([
      'Documents',
      'Contracts',
      '2026',
    ]);
  });
  it('stops at an unknown parent and never loops', () => {
    expect(
      folderPath([{ id: 'x', name: 'Shared', parentId: 'elsewhere' }], 'x').map(
        (folder) => folder.name,
      ),
    ).toEqual(['Shared']);
    expect(
      folderPath(
        [
          { id: 'p', name: 'P', parentId: 'q' },
          { id: 'q', name: 'Q', parentId: 'p' },
        ],
        'p',
      ),
    ).toHaveLength(2);
    expect(folderPath(folders, 'missing')).toEqual([]);
  });
});
