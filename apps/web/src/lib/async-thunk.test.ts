// The RTK-free thunk helper behind the session: RTK's action types, and unwrap() giving back
// the value or what the call threw (the sign-in form maps its fields and message).
import { describe, expect, it } from 'vitest';
import { action, asyncThunk } from './async-thunk.ts';

describe('asyncThunk', () => {
  it('dispatches pending then fulfilled, and unwraps to the value', async () => {
    const seen: string[] = [];
    const double = asyncThunk('test/double', async (n: number) => n * 2);
    const result = double(21)((dispatched) => {
      seen.push((dispatched as { type: string }).type);
      return dispatched;
    });
    expect(await result.unwrap()).toBe(42);
    expect(seen).toEqual(['test/double/pending', 'test/double/fulfilled']);
    expect(double.fulfilled.match({ type: 'test/double/fulfilled', payload: 42 })).toBe(true);
  });

  it('dispatches rejected and unwraps to what was thrown', async () => {
    const failure = {
      message: 'Invalid email or password.',
      code: 'UNAUTHORIZED',
      fields: { email: 'Unknown' },
    };
    const fail = asyncThunk('test/fail', async () => Promise.reject(failure));
    const dispatched = fail()((action) => action);
    await expect(dispatched.unwrap()).rejects.toBe(failure);
    expect((await dispatched).type).toBe('test/fail/rejected');
  });

  it('action creators carry their type', () => {
    const ping = action<string>('test/ping');
    expect(ping('x')).toEqual({ type: 'test/ping', payload: 'x' });
    expect(ping.type).toBe('test/ping');
    expect(ping.match({ type: 'test/pong' })).toBe(false);
  });
});
