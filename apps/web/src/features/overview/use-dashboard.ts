// A dashboard's data for the year or period its selector shows (`choice`, changed with `choose`),
// reloaded with `refresh` after an action on the page changed it (a transfer, an upload). `version`
// counts those refreshes, for the page's own lists that reload with it.
import { useCallback, useState } from 'react';
import { useRequest } from '../../lib/use-request.ts';

export function useDashboard<T, C>(
  initial: C,
  load: (choice: C, signal: AbortSignal) => Promise<T>,
) {
  const [choice, choose] = useState(initial);
  const [version, setVersion] = useState(0);
  const request = useRequest((signal) => load(choice, signal), [choice, version]);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { ...request, choice, choose, version, refresh };
}
