// `notistack` as the app imports it: vite.config.ts points the bare name `notistack` here.
// `useSnackbar()`, `enqueueSnackbar` and `closeSnackbar` behave as notistack's own, but the
// library and Keel's provider (snackbar-provider.tsx, docs/spec/seed.md#constants) load with the first toast
// instead of on every first visit (~9 KB gzip of the sign-in page). Toasts asked for while it
// loads are queued and shown, in order, as soon as the provider is mounted by <SnackbarHost>.
import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage } from 'notistack';
import { isValidElement } from 'react';

export type * from 'notistack';

type Real = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;
type Args = [SnackbarMessage | (OptionsObject & { message?: SnackbarMessage }), OptionsObject?];

let real: Real | null = null;
let wanted = false;
// Toasts asked for before the provider is there, each with the key handed to its caller.
let queue: { args: Args; key: SnackbarKey }[] = [];
// Keys handed out while loading -> the provider's keys for the same toasts.
const realKeys = new Map<SnackbarKey, SnackbarKey>();
let counter = 0;
const listeners = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function enqueue(...args: Args): SnackbarKey {
  if (real) return real.enqueueSnackbar(...(args as Parameters<Real['enqueueSnackbar']>));
  // notistack's own test: anything but a string or an element is an options object.
  const [first, second] = args;
  const options =
    typeof first === 'string' || isValidElement(first) ? second : (first as OptionsObject);
  // No key is made up for the provider: with a key, notistack compares duplicates by key.
  const key = options?.key ?? `keel-toast-${(counter += 1)}`;
  queue.push({ args, key });
  want();
  return key;
}

function close(key?: SnackbarKey) {
  if (real) {
    real.closeSnackbar(key === undefined ? key : (realKeys.get(key) ?? key));
    return;
  }
  queue = key === undefined ? [] : queue.filter((queued) => queued.key !== key);
}

export const enqueueSnackbar = enqueue as ProviderContext['enqueueSnackbar'];
export const closeSnackbar = close;

const context: ProviderContext = { enqueueSnackbar, closeSnackbar };

/** Same shape as notistack's hook; stable across renders. */
export function useSnackbar(): ProviderContext {
  return context;
}

/** For <SnackbarHost>: whether a toast has been asked for, and a way to hear when one is. */
export const snackbarDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  /** Called once the real provider is mounted: later toasts go straight to it. */
  attach(provider: Real) {
    real = provider;
    const pending = queue;
    queue = [];
    for (const { args, key } of pending)
      realKeys.set(key, provider.enqueueSnackbar(...(args as Parameters<Real['enqueueSnackbar']>)));
  },
  /** Tests: back to the state of a fresh page. */
  reset() {
    real = null;
    wanted = false;
    queue = [];
    realKeys.clear();
  },
};
