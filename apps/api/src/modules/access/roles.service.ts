// Roles (docs/spec/product.md#security-and-access): the three built-in ones, defined in packages/contracts/src/permissions.ts,
// and custom roles an admin makes. Changing a role's permissions drops every cached user, here
// and in the other API processes, so the next request is checked against the new list.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AccessMessages, type RoleSummary } from '@keel/contracts/access';
import {
  BUILT_IN_ROLE_PERMISSIONS,
  isBuiltInRole,
  type Permission,
} from '@keel/contracts/permissions';
import { slugify } from '@keel/contracts/slug';
import { roles, type RoleRow } from '@keel/db/schema/access';
import { users } from '@keel/db/schema/users';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { isUniqueViolation } from '../../shared/postgres-error.ts';

interface RoleInput {
  name: string;
  description: string;
  permissions: Permission[];
}

/** Built-in roles first, in their order of power, then custom roles by name. */
const BUILT_IN_ORDER = sql`case ${roles.key} when 'admin' then 0 when 'manager' then 1 when 'member' then 2 else 3 end`;

function toSummary(row: RoleRow, userCount: number): RoleSummary {
  const permissions = isBuiltInRole(row.key)
    ? [...BUILT_IN_ROLE_PERMISSIONS[row.key]]
    : (row.permissions as Permission[]);
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    builtIn: row.builtIn,
    permissions,
    userCount,
  } satisfies RoleSummary;
}

export function createRolesService(app: Pick<FastifyInstance, 'db' | 'auth'>) {
  const { db } = app;

  async function list(): Promise<RoleSummary[]> {
    const [rows, counts] = await Promise.all([
      db
        .select()
        .from(roles)
        .orderBy(BUILT_IN_ORDER, asc(sql`lower(${roles.name})`)),
      db.select({ role: users.role, value: count() }).from(users).groupBy(users.role),
    ]);
    const countOf = new Map(counts.map((row) => [row.role, row.value]));
    return rows.map((row) => toSummary(row, countOf.get(row.key) ?? 0));
  }

  async function find(key: string): Promise<RoleSummary> {
    const summary = (await list()).find((role) => role.key === key);
    if (!summary) throw notFound('Role');
    return summary;
  }

  async function uniqueKey(name: string): Promise<string> {
    const base = (slugify(name) || 'role').slice(0, 32);
    for (let attempt = 0; ; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}-${attempt + 1}`;
      const [taken] = await db
        .select({ key: roles.key })
        .from(roles)
        .where(eq(roles.key, candidate));
      if (!taken) return candidate;
    }
  }

  const nameTaken = () =>
    conflict(AccessMessages.roleNameTaken, { name: AccessMessages.roleNameTaken });

  async function assertNameFree(name: string, exceptKey?: string) {
    const [row] = await db
      .select({ key: roles.key })
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${name})`);
    if (row && row.key !== exceptKey) throw nameTaken();
  }

  return {
    list,
    find,

    /** 400 unless `key` names a role: users.role and invitations reference it. */
    async assertExists(key: string, field = 'role'): Promise<void> {
      const [row] = await db.select({ key: roles.key }).from(roles).where(eq(roles.key, key));
      if (!row)
        throw badRequest(AccessMessages.unknownRole, { [field]: AccessMessages.unknownRole });
    },

    async create(input: RoleInput): Promise<RoleSummary> {
      await assertNameFree(input.name);
      try {
        const [row] = await db
          .insert(roles)
          .values({
            key: await uniqueKey(input.name),
            name: input.name,
            description: input.description,
            permissions: [...new Set(input.permissions)],
          })
          .returning();
        return toSummary(row!, 0);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async update(key: string, input: RoleInput): Promise<RoleSummary> {
      if (isBuiltInRole(key)) throw badRequest(AccessMessages.builtInRole);
      await assertNameFree(input.name, key);
      const [row] = await db
        .update(roles)
        .set({
          name: input.name,
          description: input.description,
          permissions: [...new Set(input.permissions)],
          updatedAt: new Date(),
        })
        .where(eq(roles.key, key))
        .returning();
      if (!row) throw notFound('Role');
      await app.auth.invalidateAll();
      return find(key);
    },

    async remove(key: string): Promise<void> {
      if (isBuiltInRole(key)) throw badRequest(AccessMessages.builtInRole);
      await db.transaction(async (tx) => {
        // The role row is locked first, so no one is given it between the count and the delete.
        const [row] = await tx
          .select({ key: roles.key })
          .from(roles)
          .where(eq(roles.key, key))
          .for('update');
        if (!row) throw notFound('Role');
        const [holders] = await tx
          .select({ value: count() })
          .from(users)
          .where(eq(users.role, key));
        const people = holders?.value ?? 0;
        if (people > 0) throw conflict(AccessMessages.roleInUse.replace('{count}', String(people)));
        await tx.delete(roles).where(eq(roles.key, key));
      });
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
