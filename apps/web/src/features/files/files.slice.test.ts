import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FileItem } from '@keel/contracts/files';
import {
  fetchFiles,
  fileListSlice,
  fileReplaced,
  filesRemoved,
  initialFileListState,
} from './files.slice.ts';

const file = (id: string, name = id) => ({ id, name }) as FileItem;
const reduce = fileListSlice.reducer;

describe('file list reducer', () => {
  it('loads a page: loading, then files and total; a failure keeps the error', () => {
    const pending = reduce(initialFileListState, {
      type: fetchFiles.pending.type,
      meta: { requestId: 'a' },
    });
    expect(pending.loading).toBe(true);
    const done = reduce(pending, {
      type: fetchFiles.fulfilled.type,
      payload: { files: [file('1')], total: 7 },
      meta: { requestId: 'a' },
    });
    expect(done).toMatchObject({ loading: false, total: 7, files: [file('1')] });
    const failed = reduce(pending, {
      type: fetchFiles.rejected.type,
      error: { message: 'Folder not found' },
      meta: { requestId: 'a' },
    });
    expect(failed).toMatchObject({ loading: false, error: 'Folder not found' });
  });

  it('replaces a renamed or starred file in place', () => {
    const state = { ...initialFileListState, files: [file('1'), file('2')], total: 2 };
    expect(reduce(state, fileReplaced(file('2', 'renamed.txt'))).files[1]!.name).toBe(
      'renamed.txt',
    );
  });

  it('removing any ids keeps the others in order and total in step', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }),
        fc.array(fc.integer({ min: 0, max: 40 })),
        (present, removed) => {
          const files = present.map((id) => file(String(id)));
          const state = { ...initialFileListState, files, total: files.length + 5 };
          const next = reduce(state, filesRemoved(removed.map(String)));
          const expected = files.filter((item) => !removed.map(String).includes(item.id));
          expect(next.files).toEqual(expected);
          expect(next.total).toBe(expected.length + 5);
        },
      ),
    );
  });
});
