// A dashboard's data for the year or period its selector shows (`choice`, changed with `choose`),
// through its RTK Query hook (overview.api.ts): `useLoad` is a module-level hook that calls it
// with the choice. An action on the page (a transfer, an upload) invalidates the dashboard's tag,
// which refetches it; the data shown meanwhile stays.
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';

interface DashboardQuery<T> {
  data?: T;
  error?: unknown;
  refetch: () => unknown;
}

export function useDashboard<C, T>(initial: C, useLoad: (choice: C) => DashboardQuery<T>) {
  const [choice, choose] = useState(initial);
  const result = useLoad(choice);
  // A dashboard's data is most of what it renders (a dozen cards): deferred, React renders it in
  // slices that leave the main thread free for input in between, as a transition would.
  const data = useDeferredValue(result.data);
  return {
    data,
    error: errorMessage(result.error),
    reload: () => void result.refetch(),
    choice,
    choose,
  };
}
