// The access model (docs/spec/product.md#security-and-access): every permission is a `resource.action` name, listed once
// here. The API checks them per route (apps/api/src/plugins/auth.ts) and the web app hides what
// a role may not use (apps/web/src/lib/permissions.ts). A feature that needs a new permission
// adds it here and, when the built-in roles should have it, to their lists below.
import { z } from 'zod';

export const PERMISSIONS = [
  'dashboards.read',
  'mail.use',
  'chat.use',
  'calendar.use',
  'files.use',
  'kanban.use',
  'kanban.manage',
  'blog.write',
  'blog.publish',
  'products.read',
  'products.write',
  'products.delete',
  'shop.buy',
  'orders.read',
  'orders.manage',
  /** The contact inbox: contact-form messages, read / unread, reply by e-mail. */
  'contact.manage',
  'invoices.read',
  'invoices.write',
  'invoices.delete',
  'bookings.read',
  'bookings.manage',
  'banking.read',
  'banking.write',
  'users.read',
  'users.read-private',
  'users.manage',
  'roles.manage',
  'settings.manage',
  'audit.read',
] as const;

export const PermissionSchema = z.enum(PERMISSIONS, { error: 'Unknown permission' });
export type Permission = z.infer<typeof PermissionSchema>;

/** What a route needs besides a permission: any signed-in user (the service checks ownership). */
export const SIGNED_IN = 'signed-in';
export type RouteAccess = Permission | typeof SIGNED_IN;

export const BUILT_IN_ROLES = ['admin', 'manager', 'member'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** Only these belong to people and the workspace's set-up, so a Manager does not get them. */
const PEOPLE_AND_SETTINGS: readonly Permission[] = [
  'audit.read',
  'users.read-private',
  'users.manage',
  'roles.manage',
  'settings.manage',
];

// Banking in Keel is each person's own cards and transactions (the service answers only the
// signed-in user's), so a Member has it as they have their own mail.
const MEMBER: readonly Permission[] = [
  'dashboards.read',
  'banking.read',
  'banking.write',
  'mail.use',
  'chat.use',
  'calendar.use',
  'files.use',
  'kanban.use',
  'blog.write',
  'products.read',
  'shop.buy',
  'users.read',
];

/**
 * Built-in roles are defined in code, not stored: Admin always has every permission, also
 * the ones a later release adds. Custom roles keep their own list in the `roles` table.
 */
export const BUILT_IN_ROLE_PERMISSIONS: Record<BuiltInRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: PERMISSIONS.filter((permission) => !PEOPLE_AND_SETTINGS.includes(permission)),
  member: MEMBER,
};

export function isBuiltInRole(key: string): key is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(key);
}

/** The resource part of a permission (`invoices` of `invoices.write`): the Roles page groups by it. */
export function permissionResource(permission: Permission): string {
  return permission.slice(0, permission.indexOf('.'));
}
