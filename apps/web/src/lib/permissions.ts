// TEMPORARY shim until the access model (issue 15) lands on main: the lead's file replaces it.
import { useCallback } from 'react';
import { BUILT_IN_ROLE_PERMISSIONS, type Permission } from '@keel/contracts/permissions';
import { useAppSelector } from '../app/hooks.ts';
import { selectUser } from '../features/auth/session.slice.ts';

export function useCan(): (permission?: Permission) => boolean {
  const user = useAppSelector(selectUser);
  return useCallback(
    (permission?: Permission) => !permission || Boolean(user && (BUILT_IN_ROLE_PERMISSIONS[user.role as 'admin'] ?? []).includes(permission)),
    [user],
  );
}
