// The rich-text editor (blog posts, and any other feature that writes HTML): tiptap, loaded
// only when a page shows an editor. Value and onChange are HTML strings.
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

export interface EditorProps {
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  /** Accessible name of the editing area. */
  label: string;
  error?: boolean;
  minHeight?: number;
  /** Uploads an image and resolves to its URL; without it the image button is hidden. */
  onUploadImage?: (file: File) => Promise<string>;
}

const EditorCore = lazy(() => import('./editor-core.tsx').then((module) => ({ default: module.EditorCore })));

export function Editor(props: EditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={(props.minHeight ?? 240) + 48} />}>
      <EditorCore {...props} />
    </Suspense>
  );
}
