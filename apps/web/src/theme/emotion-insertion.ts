// Stands in for @emotion/use-insertion-effect-with-fallbacks (vite.config.ts aliases it; issue 23).
// Emotion's styled components and `css` prop insert their rules through
// `useInsertionEffectAlwaysWithSyncFallback`: with React 18+ that is an insertion effect, so every
// new rule of a screen is compiled (stylis) and inserted in the commit, one task React cannot
// split. On the sign-in page's first render that commit was the longest task (Lighthouse counts
// it whole in Total Blocking Time), most of it Emotion's compiling. Here it runs during render
// instead, as Emotion did before React 18: the work falls in the render phase, which React
// renders in slices (the root renders in a transition: main.tsx; data arrives deferred:
// features/overview/use-dashboard.ts), and the commit only attaches the elements. Inserting is
// idempotent (Emotion's cache marks what is inserted), so a render React discards leaves at most
// unused rules. Global styles keep the effect (`useInsertionEffectWithLayoutFallback`): they
// own a sheet that is flushed and removed with the component.
import * as React from 'react';

const syncFallback = <T>(create: () => T): T => create();

export const useInsertionEffectAlwaysWithSyncFallback = syncFallback;

export const useInsertionEffectWithLayoutFallback: typeof React.useInsertionEffect =
  React.useInsertionEffect;
