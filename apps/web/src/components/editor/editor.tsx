// The rich-text editor (tiptap): HTML in, HTML out, with a formatting toolbar. Heavy, so never
// import this file directly: use <LazyEditor> (lazy-editor.tsx), which loads it on first use.
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor as TiptapEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EditorFrame, isEmptyHtml } from './editor-frame.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import type { EditorHandover, EditorProps } from './editor-types.ts';

/** The document position under a point of the text box (the stand-in had the same layout). */
function positionAt(editor: TiptapEditor, caret: EditorHandover['caret']): number | 'end' {
  if (caret === 'end') return 'end';
  const box = editor.view.dom.getBoundingClientRect();
  return editor.view.posAtCoords({ left: box.left + caret.x, top: box.top + caret.y })?.pos ?? 'end';
}

/** Focuses the editor where the user clicked the stand-in and types what they typed into it. */
function takeOver(editor: TiptapEditor, { caret, typed }: EditorHandover) {
  let chain = editor.chain().focus(positionAt(editor, caret), { scrollIntoView: false });
  typed.split('\n').forEach((line, index) => {
    if (index > 0) chain = chain.splitBlock();
    if (line) chain = chain.insertContent({ type: 'text', text: line });
  });
  chain.run();
  // tiptap focuses on the next frame: a key pressed meanwhile would find no focused element.
  editor.view.focus();
}

export function Editor({ value, onChange, placeholder, error, helperText, minHeight = 160, maxHeight, autoFocus, ariaLabel, onUploadImage, disabled, sx, handover }: EditorProps & { handover?: EditorHandover }) {
  const [isEmpty, setIsEmpty] = useState(isEmptyHtml(value));
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: value || '',
    editable: !disabled,
    autofocus: autoFocus && !handover ? 'end' : false,
    editorProps: { attributes: { 'aria-label': ariaLabel ?? placeholder ?? '', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => {
      setIsEmpty(current.isEmpty);
      onChange?.(current.isEmpty ? '' : current.getHTML());
    },
  });

  // A new value from outside (a reset, a loaded draft) replaces the content. A layout effect, so
  // it runs before the hand-over below, which changes the value.
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
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const handedOver = useRef(false);
  // Before the browser handles another event: the stand-in that had the focus is gone already.
  useLayoutEffect(() => {
    if (!handover || handedOver.current || !editor || editor.isDestroyed) return;
    handedOver.current = true;
    takeOver(editor, handover);
  }, [editor, handover]);

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
