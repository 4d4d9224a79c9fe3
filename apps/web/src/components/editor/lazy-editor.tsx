// <LazyEditor>: the rich-text editor (tiptap, ~130 KB gzip) loads on the first sign of use, not
// with the page: until then a stand-in that looks the same shows the text (editor-stand-in.tsx).
// Hovering, touching, pressing or focusing it loads the editor; if the user had focused it, the
// editor takes the focus, with the caret where they clicked and the keys they typed meanwhile.
import { Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { i18next } from '../../locales/i18n.ts';
import { EditorStandIn, type StandInHandle } from './editor-stand-in.tsx';
import type { EditorHandover, EditorProps } from './editor-types.ts';

type EditorComponent = typeof import('./editor.tsx').Editor;

let loaded: EditorComponent | null = null;
let loading: Promise<EditorComponent> | null = null;

function loadEditor(): Promise<EditorComponent> {
  loading ??= Promise.all([import('./editor.tsx'), i18next.loadNamespaces('editor')]).then(
    ([module]) => (loaded = module.Editor),
    (error: unknown) => {
      // Offline or a stale deploy: the next hover or focus tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
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
  const [real, setReal] = useState<{ Editor: EditorComponent; handover?: EditorHandover } | null>(() => (loaded ? { Editor: loaded } : null));
  const standIn = useRef<StandInHandle>(null);

  function load() {
    loadEditor().then(
      (Editor) => {
        // Read while the stand-in is still there, and swapped at once (the editor takes over in a
        // layout effect): no key can fall between the stand-in leaving and the editor's focus.
        const handover = standIn.current?.handover();
        flushSync(() => setReal((current) => current ?? { Editor, handover }));
      },
      () => undefined,
    );
  }

  if (!real) return <EditorStandIn {...props} onWanted={load} handle={standIn} />;
  // The editor's texts are loaded with its code; a language switch may suspend it for a moment.
  return (
    <Suspense fallback={<EditorStandIn {...props} />}>
      <real.Editor {...props} handover={real.handover} />
    </Suspense>
  );
}

export type { EditorProps };
