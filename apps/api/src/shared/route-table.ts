// Registers a feature's route table (packages/contracts/src/route.ts) with its handlers: the
// path, schemas, responses, OpenAPI operationId and access all come from the table, so a
// module writes only what each route does. A table entry without a handler, or a handler
// returning the wrong shape, fails the type-check; plugins/auth-guard.ts guards each route by the
// access the table names.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { ErrorResponseSchema } from '@keel/contracts/common';
import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteReturn,
  RouteTable,
} from '@keel/contracts/route';

/** The request a handler gets: params, query and body already parsed by the route's schemas. */
export type TableRequest<R extends RouteDefinition> = FastifyRequest<{
  Params: RouteParams<R>;
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
}>;

/**
 * A route's handler: returns the success answer (serialised by the response schema), or the
 * reply itself when it streams or sends a file.
 */
export type TableHandler<R extends RouteDefinition> = (
  request: TableRequest<R>,
  reply: FastifyReply,
) => Promise<RouteReturn<R> | FastifyReply> | RouteReturn<R> | FastifyReply;

export type TableHandlers<T extends RouteTable> = {
  [K in keyof T['routes']]: TableHandler<T['routes'][K]>;
};

/** Fastify options a route needs beyond its contract (rare: hooks of its own). */
export type TableRouteOptions<T extends RouteTable> = {
  [K in keyof T['routes']]?: Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'>;
};

export function registerRoutes<T extends RouteTable>(
  app: FastifyInstance,
  table: T,
  handlers: TableHandlers<T>,
  options: TableRouteOptions<T> = {},
): void {
  for (const [name, route] of Object.entries(table.routes) as [string, RouteDefinition][]) {
    const handler = handlers[name] as TableHandler<RouteDefinition> | undefined;
    if (!handler) throw new Error(`${table.feature}.${name} has no handler`);
    const errors: Record<number, unknown> = { 400: ErrorResponseSchema };
    if (route.access !== 'public') errors[401] = errors[403] = ErrorResponseSchema;
    Object.assign(errors, route.errors);
    app.route({
      method: route.method,
      url: route.path,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      config:
        route.access === 'public'
          ? { public: true }
          : {
              permission: route.access,
              allowUnverified: route.allowUnverified,
              mfaSetup: route.mfaSetup,
            },
      // Only the parts the route has: Fastify warns about a schema key set to undefined.
      schema: definedOnly({
        tags: [table.feature],
        operationId: `${table.feature}.${name}`,
        summary: route.summary,
        description: route.description,
        params: route.params,
        querystring: route.query,
        body: route.body,
        response: route.response ? { [route.status ?? 200]: route.response, ...errors } : errors,
      }),
      ...options[name as keyof T['routes']],
      handler: async (request, reply) => {
        if (route.status) reply.code(route.status);
        return handler(request as TableRequest<RouteDefinition>, reply);
      },
    });
  }
}

function definedOnly<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as T;
}
