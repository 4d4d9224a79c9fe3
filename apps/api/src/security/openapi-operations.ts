// The security suite's list of what to attack, read from the OpenAPI document the app serves, so
// a new endpoint is covered without touching the tests. The auth plugin writes each route's
// requirement into `security`: none = public, `bearerAuth: []` = any signed-in user,
// `bearerAuth: ['invoices.read']` = that permission (packages/contracts/src/permissions.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@keel/contracts/permissions';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  $ref?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. /api/uploads/{id}. */
  path: string;
  isPublic: boolean;
  /** The permission the route needs; undefined when public or open to any signed-in user. */
  permission?: Permission;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** The path with every path parameter set to `value` (a fresh uuid by default). */
  url(value?: (name: string) => string): string;
  name: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Array<Record<string, string[]>>;
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWrite(operation: Operation): boolean {
  return WRITE_METHODS.has(operation.method);
}

export function readOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const components = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema || depth > 20) return schema;
    const target = schema.$ref
      ? components[schema.$ref.replace('#/components/schemas/', '')]
      : schema;
    if (!target) return undefined;
    const resolved: JsonSchema = { ...target };
    if (target.properties) {
      resolved.properties = Object.fromEntries(
        Object.entries(target.properties).map(([key, value]) => [
          key,
          resolve(value, depth + 1) ?? {},
        ]),
      );
    }
    if (target.items) resolved.items = resolve(target.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (target[key]) resolved[key] = target[key].map((item) => resolve(item, depth + 1) ?? {});
    }
    return resolved;
  };

  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, spec] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!['GET', ...WRITE_METHODS].includes(upper)) continue;
      const requirement = spec.security?.find((entry) => 'bearerAuth' in entry)?.bearerAuth;
      operations.push({
        method: upper,
        path,
        name: `${upper} ${path}`,
        isPublic: requirement === undefined,
        permission: requirement?.[0] as Permission | undefined,
        parameters: (spec.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: resolve(parameter.schema),
        })),
        body: resolve(spec.requestBody?.content?.['application/json']?.schema),
        url: (value = () => randomUUID()) =>
          path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name))),
      });
    }
  }
  return operations;
}
