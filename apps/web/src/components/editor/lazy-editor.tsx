// <LazyEditor>: the rich-text editor (tiptap, ~127 KB gzip) in its own chunk, loaded by the
// routes that edit: a form that shows an editor starts its download when the browser is first
// idle after the page has rendered (or at once on the first hover, touch or press), with a
// skeleton of the same size meanwhile (editor-skeleton.tsx). Typing, paste, IME composition and
// selection all happen in the real editor: the skeleton takes no input.
import { Suspense, useEffect, useState } from 'react';
import { i18next } from '../../locales/i18n.ts';
import { EditorSkeleton } from './editor-skeleton.tsx';
import type { EditorProps } from './editor-types.ts';

type EditorComponent = typeof import('./editor.tsx').Editor;

/** Performance mark set when the editor starts loading because the page went idle. */
export const IDLE_LOAD_MARK = 'keel:editor-idle-load';

let loaded: EditorComponent | null = null;
let loading: Promise<EditorComponent> | null = null;

/** Loads the editor's code and texts (once); a route can call it on entry to start earlier. */
export function preloadEditor(): Promise<EditorComponent> {
  loading ??= Promise.all([import('./editor.tsx'), i18next.loadNamespaces('editor')]).then(
    ([module]) => (loaded = module.Editor),
    (error: unknown) => {
      // Offline or a stale deploy: the next press or the next mount tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Runs `task` when the browser is idle (at most `timeout` ms later); returns a cancel. */
function whenIdle(task: () => void, timeout = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** For tests: whether the editor's code has been asked for; back to a fresh page. */
export const editorLoad = {
  started: () => loading !== null,
  reset() {
    loaded = null;
    loading = null;
  },
};

export function LazyEditor(props: EditorProps) {
  const [Editor, setEditor] = useState<EditorComponent | null>(() => loaded);
  // Pressed while it was loading: the editor takes the focus when it arrives.
  const [pressed, setPressed] = useState(false);

  useEffect(() => {
    if (Editor) return;
    let live = true;
    const load = () =>
      void preloadEditor().then(
        (component) => {
          if (live) setEditor(() => component);
        },
        () => undefined,
      );
    const cancel = whenIdle(() => {
      // bench/bundle-weight.mjs reports what loads after this mark apart from the first visit.
      if (!loading) performance.mark(IDLE_LOAD_MARK);
      load();
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Editor]);

  if (!Editor)
    return (
      <EditorSkeleton
        {...props}
        onWanted={(press) => {
          if (press) setPressed(true);
          void preloadEditor().then(
            (component) => setEditor(() => component),
            () => undefined,
          );
        }}
      />
    );
  // The editor's texts are loaded with its code; a language switch may suspend it for a moment.
  return (
    <Suspense fallback={<EditorSkeleton {...props} />}>
      <Editor {...props} autoFocus={props.autoFocus || pressed} />
    </Suspense>
  );
}

export type { EditorProps };
