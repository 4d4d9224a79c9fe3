// The rich-text editor (tiptap): HTML in, HTML out, with a formatting toolbar. Heavy, so never
// import this file directly: use <LazyEditor> (lazy-editor.tsx), which loads it in its own chunk.
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useState } from 'react';
import { EditorFrame, isEmptyHtml } from './editor-frame.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import type { EditorProps } from './editor-types.ts';

export function Editor({
  value,
  onChange,
  placeholder,
  error,
  helperText,
  minHeight = 160,
  maxHeight,
  autoFocus,
  ariaLabel,
  onUploadImage,
  disabled,
  sx,
}: EditorProps) {
  const [isEmpty, setIsEmpty] = useState(isEmptyHtml(value));
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: value || '',
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        'aria-label': ariaLabel ?? placeholder ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: current }) => {
      setIsEmpty(current.isEmpty);
      onChange?.(current.isEmpty ? '' : current.getHTML());
    },
  });

  // A new value from outside (a reset, a loaded draft) replaces the content, before the paint.
  useLayoutEffect(() => {
    // StrictMode re-mounts hand over a destroyed instance for a moment; it has no schema to read.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value || '') !== current) {
      editor.commands.setContent(value || '', { emitUpdate: false });
      setIsEmpty(editor.isEmpty);
    }
  }, [editor, value]);

  useEffect(() => {
    // Without `false`, tiptap emits an update here: onChange got the stored HTML as tiptap writes
    // it (`<li>x</li>` → `<li><p>x</p></li>`), so an edit form sent the description or body
    // the user never touched (issue 19: "send what changed").
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <EditorFrame
      sx={sx}
      toolbar={<EditorToolbar editor={editor} onUploadImage={onUploadImage} />}
      empty={isEmpty}
      placeholder={placeholder}
      error={error}
      helperText={helperText}
      minHeight={minHeight}
      maxHeight={maxHeight}
    >
      <EditorContent editor={editor} />
    </EditorFrame>
  );
}
