// Serves the built web app: hashed assets cached for a year, index.html never cached, and
// every non-/api path falls back to index.html so the client router can take it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const staticWebPlugin = fp<{ root: string }>(
  async (app, options) => {
    const root = path.resolve(options.root);
    const hasWeb = existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname.startsWith('/api') || !hasWeb || request.method !== 'GET') {
        return reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    });
  },
  { name: 'static-web' },
);
