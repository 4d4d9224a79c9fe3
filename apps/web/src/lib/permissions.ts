// What the signed-in user may do, from the permissions the server sent with the session user
// (packages/contracts/src/permissions.ts). The UI hides what a role may not use; the API
// enforces the same list, so this is about not offering what would be refused.
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import type { Permission } from '@keel/contracts/permissions';
import type { SessionUser } from '@keel/contracts/user';

type WithSession = { session: { user: SessionUser | null } };

/** True when `permission` is undefined (nothing needed) or the user holds it. */
export function hasPermission(
  user: Pick<SessionUser, 'permissions'> | null | undefined,
  permission?: Permission,
): boolean {
  if (!permission) return true;
  return Boolean(user?.permissions.includes(permission));
}

/** `const can = useCan(); can('invoices.write')`. */
export function useCan(): (permission?: Permission) => boolean {
  const user = useSelector((state: WithSession) => state.session.user);
  return useCallback((permission?: Permission) => hasPermission(user, permission), [user]);
}
