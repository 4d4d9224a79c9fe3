import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPlugin } from './errors.ts';
import { requestValidatorCompiler } from './request-validator.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

// The request validator and response serializer on a bare Fastify with the errors plugin: no
// database needed to see what a client gets back.
const logged: { msg?: string; err?: { type?: string } }[] = [];
const app = Fastify({
  logger: {
    level: 'error',
    stream: new Writable({
      write(chunk, _encoding, callback) {
        logged.push(JSON.parse(String(chunk)));
        callback();
      },
    }),
  },
}).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(errorsPlugin);
  const response = { 200: z.object({ id: z.string(), name: z.string() }) };
  app.get('/row', { schema: { response } }, async () => ({
    id: '1',
    name: 'Ada',
    passwordHash: 'secret',
  }));
  app.get('/broken', { schema: { response } }, async () => ({ id: 1 }) as never);
  app.post(
    '/notes',
    {
      schema: {
        querystring: z.object({ q: z.string().optional() }),
        body: z.object({ title: z.string().max(5) }),
      },
    },
    async (request) => ({ title: request.body.title }),
  );
  await app.ready();
});
afterAll(async () => app.close());

describe('the response serializer', () => {
  it('sends only what the schema names', async () => {
    const response = await app.inject({ method: 'GET', url: '/row' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: '1', name: 'Ada' });
  });

  it('answers a response outside its schema with a logged 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL_ERROR' });
    expect(response.body).not.toContain('"id":1');
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'response does not match its contract' }),
    );
  });
});

describe('the request validator', () => {
  it('names the field of a schema break', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/notes',
      payload: { title: 'far too long' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { title: expect.any(String) },
    });
  });

  it('refuses a NUL character in a value, a key or the query with 400', async () => {
    const nul = 'Text must not contain NUL characters';
    const inValue = await app.inject({
      method: 'POST',
      url: '/notes',
      payload: { title: 'a\u0000b' },
    });
    expect(inValue.statusCode).toBe(400);
    expect(inValue.json()).toMatchObject({ message: nul, fields: { title: nul } });
    // A key the schema would strip still counts.
    const inKey = await app.inject({
      method: 'POST',
      url: '/notes',
      payload: { title: 'ok', 'x\u0000': 1 },
    });
    expect(inKey.json()).toMatchObject({ message: nul, fields: { 'x\u0000': nul } });
    const inQuery = await app.inject({
      method: 'POST',
      url: '/notes?q=a%00b',
      payload: { title: 'ok' },
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({ message: nul, fields: { q: nul } });
    const accepted = await app.inject({
      method: 'POST',
      url: '/notes?q=fine',
      payload: { title: 'ok' },
    });
    expect(accepted.json()).toEqual({ title: 'ok' });
  });
});
