// The web app reads a route table (packages/contracts/src/*.routes.ts) for each route's method
// and path only (its access is the server's business, and every byte of the session's table is
// on the sign-in page); its zod schemas would put zod (~25 KB gzip) and every schema in the
// route's chunks, though the client never validates answers. This plugin evaluates each table
// in Node at build (and dev) time and hands the bundler the same exports without the schemas.
// Types still come from the real file (tsc does not see this plugin). See
// docs/decisions/016-route-tables.md.
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const ROUTE_TABLE = /[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+\.routes\.ts$/;

interface LoadedTable {
  feature: string;
  routes: Record<string, { method: string; path: string }>;
}

const isTable = (value: unknown): value is LoadedTable =>
  typeof value === 'object' && value !== null && 'feature' in value && 'routes' in value;

export function routeTablesWithoutSchemas(): Plugin {
  return {
    name: 'keel-route-tables-without-schemas',
    enforce: 'pre',
    async load(id) {
      // Tests import the real tables: loading TypeScript through tsx inside Vitest's own
      // process is avoidable work there, and the bundle's weight is not at stake.
      if (process.env.VITEST || !ROUTE_TABLE.test(id)) return null;
      const { tsImport } = await import('tsx/esm/api');
      // A fresh copy on each load, so the dev server sees an edited table.
      const loaded = (await tsImport(`${pathToFileURL(id).href}?at=${Date.now()}`, {
        parentURL: import.meta.url,
      })) as Record<string, unknown>;
      const exports = Object.entries(loaded).map(([name, value]) => {
        if (!isTable(value)) throw new Error(`${id}: export ${name} is not a route table`);
        const routes = Object.fromEntries(
          Object.entries(value.routes).map(([key, route]) => [
            key,
            { method: route.method, path: route.path },
          ]),
        );
        return `export const ${name} = ${JSON.stringify({ feature: value.feature, routes })};`;
      });
      return exports.join('\n');
    },
  };
}
