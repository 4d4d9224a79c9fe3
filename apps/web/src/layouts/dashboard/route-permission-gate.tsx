// A direct link to a page the user's role may not use shows "Permission denied" instead of a
// page whose every call would answer 403. Routes name their permission in `handle.permission`
// (app/routes.tsx); the deepest one that names one decides.
import { Outlet, useMatches } from 'react-router';
import type { Permission } from '@keel/contracts/permissions';
import { PermissionDeniedView } from '../../components/permission-denied-view.tsx';
import { useCan } from '../../lib/permissions.ts';
import { DashboardContent } from './dashboard-content.tsx';

function requiredPermission(handle: unknown): Permission | undefined {
  if (handle && typeof handle === 'object' && 'permission' in handle)
    return handle.permission as Permission;
  return undefined;
}

export function RoutePermissionGate() {
  const can = useCan();
  const needed = useMatches()
    .map((match) => requiredPermission(match.handle))
    .filter(Boolean)
    .at(-1);
  if (!can(needed)) {
    return (
      <DashboardContent>
        <PermissionDeniedView />
      </DashboardContent>
    );
  }
  return <Outlet />;
}
