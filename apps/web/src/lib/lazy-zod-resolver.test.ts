// The lazy resolver validates with the contract's own schema, loading it on first use.
import type { LoginBody } from '@keel/contracts/account';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<LoginBody>;

describe('lazyZodResolver', () => {
  it('loads the schema once, on the first validation', async () => {
    const load = vi.fn(() =>
      import('@keel/contracts/account').then((contract) => contract.LoginBodySchema),
    );
    const resolver = lazyZodResolver<LoginBody>(load);
    expect(load).not.toHaveBeenCalled();
    const bad = await resolver({ email: '', password: '' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Email is required');
    expect(bad.errors.password?.message).toBe('Password is required');
    const good = await resolver(
      { email: 'Demo@Keel.dev', password: 'demo1234' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ email: 'demo@keel.dev', password: 'demo1234' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries the download after a failure', async () => {
    let attempts = 0;
    const resolver = lazyZodResolver<LoginBody>(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new Error('offline'));
      return import('@keel/contracts/account').then((contract) => contract.LoginBodySchema);
    });
    await expect(resolver({ email: '', password: '' }, undefined, options)).rejects.toThrow(
      'offline',
    );
    const result = await resolver({ email: '', password: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
  });
});
