// The rich-text editor (tiptap): HTML in, HTML out, with a formatting toolbar. Heavy, so never
// import this file directly: use <LazyEditor> (lazy-editor.tsx), which loads it on first render.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { EditorToolbar } from './editor-toolbar.tsx';
import type { EditorProps } from './editor-types.ts';

const EMPTY = '<p></p>';

export function Editor({ value, onChange, placeholder, error, helperText, minHeight = 160, maxHeight, autoFocus, ariaLabel, onUploadImage, disabled, sx }: EditorProps) {
  const [isEmpty, setIsEmpty] = useState(!value || value === EMPTY);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: value || '',
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    editorProps: { attributes: { 'aria-label': ariaLabel ?? placeholder ?? '', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => {
      setIsEmpty(current.isEmpty);
      onChange?.(current.isEmpty ? '' : current.getHTML());
    },
  });

  // A new value from outside (a reset, a loaded draft) replaces the content.
  useEffect(() => {
    // StrictMode re-mounts hand over a destroyed instance for a moment; it has no schema to read.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value || '') !== current) {
      editor.commands.setContent(value || '', { emitUpdate: false });
      setIsEmpty(editor.isEmpty);
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Box sx={sx}>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '&:focus-within': { borderColor: error ? 'error.main' : 'text.primary' },
        }}
      >
        <EditorToolbar editor={editor} onUploadImage={onUploadImage} />
        <Box
          sx={{
            position: 'relative',
            px: 2,
            py: 1.5,
            minHeight,
            maxHeight,
            overflowY: 'auto',
            typography: 'body2',
            '& .ProseMirror': { outline: 'none', minHeight: minHeight - 24 },
            '& .ProseMirror p': { my: 0.5 },
            '& .ProseMirror img': { maxWidth: '100%', borderRadius: 1 },
            '& .ProseMirror blockquote': { borderInlineStart: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
            '& .ProseMirror pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, fontFamily: 'monospace' },
            '& .ProseMirror a': { color: 'primary.main' },
          }}
        >
          {isEmpty && placeholder && (
            <Typography variant="body2" color="text.disabled" sx={{ position: 'absolute', pointerEvents: 'none', top: 12, insetInlineStart: 16 }}>
              {placeholder}
            </Typography>
          )}
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
