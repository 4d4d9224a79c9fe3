import { describe, expect, it } from 'vitest';
import { hasFilters, parseFilesParams, toFileListParams } from './use-files-params.ts';

describe('file manager URL state', () => {
  it('reads defaults from an empty URL', () => {
    const view = parseFilesParams(new URLSearchParams());
    expect(view).toMatchObject({
      scope: 'mine',
      folder: null,
      page: 1,
      pageSize: 10,
      sort: { field: 'dateModified', direction: 'desc' },
    });
    expect(hasFilters(view)).toBe(false);
    expect(toFileListParams(view)).toEqual({
      scope: 'mine',
      page: 1,
      pageSize: 10,
      sort: 'dateModified:desc',
      parentId: undefined,
      q: undefined,
      types: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('keeps known values and drops unknown ones', () => {
    const view = parseFilesParams(
      new URLSearchParams(
        'scope=shared&types=pdf,nope,image&sort=size:asc&pageSize=25&page=3&q=plan&folder=f1',
      ),
    );
    expect(view).toMatchObject({
      scope: 'shared',
      types: ['pdf', 'image'],
      sort: { field: 'size', direction: 'asc' },
      pageSize: 25,
      page: 3,
      folder: 'f1',
    });
    expect(hasFilters(view)).toBe(true);
    const odd = parseFilesParams(
      new URLSearchParams('scope=everything&sort=owner:sideways&pageSize=7&page=-2'),
    );
    expect(odd).toMatchObject({
      scope: 'mine',
      sort: { field: 'dateModified', direction: 'desc' },
      pageSize: 10,
      page: 1,
    });
  });
});
