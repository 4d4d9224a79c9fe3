// <Editor>: the rich-text editor, loaded lazily (tiptap is heavy and only some routes need it),
// with a skeleton while it loads and the field's message under it.
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

export interface EditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  error?: boolean;
  helperText?: React.ReactNode;
  placeholder?: string;
  minHeight?: number;
  id?: string;
  ariaLabel?: string;
}

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function Editor(props: EditorProps) {
  return (
    <div>
      <Suspense fallback={<Skeleton variant="rounded" height={(props.minHeight ?? 200) + 56} />}>
        <RichTextEditor {...props} />
      </Suspense>
      {props.helperText && (
        <FormHelperText error={props.error} sx={{ px: 2 }}>
          {props.helperText}
        </FormHelperText>
      )}
    </div>
  );
}
