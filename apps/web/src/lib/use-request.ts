// Loads data for a page: `loading`, `error` and `data` (the seed's data-loading transitions:
// loading set, cleared on success, error stored on failure), plus `reload` for Retry. For views
// whose data no other component shares (dashboards, account tabs, a profile's followers); shared
// lists use slices.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from './http.ts';

export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Replace the data locally after a change the server confirmed: a value or an update. */
  setData: (update: T | ((current: T | undefined) => T | undefined)) => void;
}

export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): RequestState<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        // A page's data is most of what it renders (a dashboard's dozen cards): as a transition,
        // React renders it in slices that leave the main thread free for input in between.
        startTransition(() => {
          setDataState(value);
          setLoading(false);
        });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failureMessage(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers list what the request depends on
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const setData = useCallback(
    (update: T | ((current: T | undefined) => T | undefined)) => setDataState(update),
    [],
  );
  return { data, loading, error, reload, setData };
}
