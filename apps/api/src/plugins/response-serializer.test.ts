import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseContractError, responseSerializerCompiler } from './response-serializer.ts';

const serializer = () =>
  responseSerializerCompiler({
    schema: z.object({ user: z.object({ id: z.string() }) }),
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });

describe('response serializer', () => {
  it('strips keys outside the contract and refuses an answer that breaks it', () => {
    const serialize = serializer();
    expect(serialize({ user: { id: 'u1', passwordHash: 'secret' } })).toBe('{"user":{"id":"u1"}}');
    expect(() => serialize({ user: {} })).toThrow(ResponseContractError);
  });

  it('checks a frozen answer once and re-checks an unfrozen one every time', () => {
    const serialize = serializer();
    const frozen = Object.freeze({ user: Object.freeze({ id: 'u1', extra: 1 }) });
    const first = serialize(frozen);
    expect(first).toBe('{"user":{"id":"u1"}}');
    expect(serialize(frozen)).toBe(first);
    const open: { user: { id?: string } } = { user: { id: 'u2' } };
    expect(serialize(open)).toBe('{"user":{"id":"u2"}}');
    delete open.user.id;
    expect(() => serialize(open)).toThrow(ResponseContractError);
  });
});
