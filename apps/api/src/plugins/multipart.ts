// Multipart bodies (file uploads), registered only in the scope of the routes that read one:
// @fastify/multipart's hooks then run on upload calls alone, and any other call answers a
// multipart body with 415 (errors.ts). A route that reads files registers this in its own scope.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export const multipartPlugin = fp(async (app) => {
  // Per-route limits are tighter; this is the ceiling for any multipart body.
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 10, fields: 20 } });
});
