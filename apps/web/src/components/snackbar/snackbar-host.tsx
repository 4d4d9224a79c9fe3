// Mounts Keel's toast provider the first time a toast is asked for (see lazy-notistack.ts);
// until then a first visit loads none of notistack.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { snackbarDemand } from './lazy-notistack.ts';

const LoadedSnackbars = lazy(() =>
  import('./snackbar-provider.tsx').then((module) => ({
    default: module.AttachedSnackbarProvider,
  })),
);

export function SnackbarHost() {
  const wanted = useSyncExternalStore(snackbarDemand.subscribe, snackbarDemand.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSnackbars />
    </Suspense>
  );
}
