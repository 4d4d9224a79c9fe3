// <LazyEditor>: the rich-text editor loaded on first use, with a skeleton meanwhile, so tiptap
// only ships with the routes that show an editor (mail compose, blog and product forms).
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { EditorProps } from './editor-types.ts';

const Editor = lazy(() => import('./editor.tsx').then((module) => ({ default: module.Editor })));

export function LazyEditor(props: EditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={(props.minHeight ?? 160) + 44} sx={props.sx} />}>
      <Editor {...props} />
    </Suspense>
  );
}

export type { EditorProps };
