// The workspace's roles, for the Roles page, the role column and filter, and the role pickers.
// Built-in roles show their translated name; custom roles the name their admin gave them.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '@keel/contracts/access';
import { errorMessage } from '../../../lib/api.ts';
import { useRolesQuery } from './roles.api.ts';

export function useRoles() {
  const result = useRolesQuery(undefined);
  return {
    data: result.data?.roles,
    error: errorMessage(result.error),
    reload: () => void result.refetch(),
  };
}

/** `roleName('manager')` → "Manager" (translated), a custom role's key → its name. */
export function useRoleName(roles: RoleSummary[] | undefined) {
  const { t } = useTranslation('users');
  return useCallback(
    (key: string) => {
      const role = roles?.find((candidate) => candidate.key === key);
      if (!role || role.builtIn) return t(`roles.${key}`, { defaultValue: role?.name ?? key });
      return role.name;
    },
    [roles, t],
  );
}
