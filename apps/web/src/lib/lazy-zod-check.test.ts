// The lazy check answers with the contract's own rules and messages, loading the schema on first use.
import { describe, expect, it, vi } from 'vitest';
import { lazyZodCheck } from './lazy-zod-check.ts';

const loadColumn = () =>
  import('@keel/contracts/kanban').then((contract) => contract.KanbanColumnInputSchema);

describe('lazyZodCheck', () => {
  it('loads the schema once, on the first check or preload', async () => {
    const load = vi.fn(loadColumn);
    const check = lazyZodCheck(load);
    expect(load).not.toHaveBeenCalled();
    check.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const bad = await check.safeParse({ name: '   ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Section name is required');
    const long = await check.safeParse({ name: 'x'.repeat(51) });
    expect(long.error?.issues[0]?.message).toBe('Section name must be at most 50 characters');
    const good = await check.safeParse({ name: '  Doing ' });
    expect(good.success && good.data).toEqual({ name: 'Doing' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries the download after a failure', async () => {
    let attempts = 0;
    const check = lazyZodCheck(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : loadColumn();
    });
    await expect(check.safeParse({ name: '' })).rejects.toThrow('offline');
    const result = await check.safeParse({ name: '' });
    expect(result.error?.issues[0]?.message).toBe('Section name is required');
    expect(attempts).toBe(2);
  });
});
