// What <LazyEditor> shows until the editor has loaded: the same frame, a toolbar that looks like
// the real one, and the text as HTML (sanitised by the server or typed here) or the placeholder.
// Its text box is focusable and named like the editor's, so Tab and screen readers find the same
// thing; keys typed into it are kept for the editor (see EditorHandover).
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { type KeyboardEvent, type PointerEvent, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { EditorFrame, EMPTY_HTML, isEmptyHtml } from './editor-frame.tsx';
import { TOOLBAR_SX, toolbarItems } from './editor-tools.ts';
import type { EditorHandover, EditorProps } from './editor-types.ts';

export interface StandInHandle {
  /** What to hand the editor: undefined unless the text box has the focus or was typed into. */
  handover: () => EditorHandover | undefined;
}

interface StandInProps extends EditorProps {
  /** Called on the first sign the user is about to edit: hover, touch, press, focus. */
  onWanted?: () => void;
  handle?: Ref<StandInHandle>;
}

// The real toolbar's buttons are small IconButtons (5 px padding around a 20 px icon).
function ToolbarStandIn({ withImage }: { withImage: boolean }) {
  return (
    <Box aria-hidden sx={TOOLBAR_SX}>
      {toolbarItems(withImage).map((item, index) => {
        if (item === 'divider') return <Divider key={index} orientation="vertical" flexItem sx={{ mx: 0.5 }} />;
        if (item === 'spacer') return <Box key={index} sx={{ flexGrow: 1 }} />;
        const idle = item.name === 'undo' || item.name === 'redo';
        return (
          <span key={item.name}>
            <Box component="span" sx={{ display: 'inline-flex', p: '5px', verticalAlign: 'middle', color: idle ? 'action.disabled' : 'text.secondary' }}>
              <item.Icon fontSize="small" />
            </Box>
          </span>
        );
      })}
    </Box>
  );
}

// The HTML laid out as the editor will: an empty paragraph is a line high (ProseMirror puts a
// <br> in it), and text that does not end with a paragraph gets an empty one after it (tiptap's
// trailing node), so the swap moves nothing.
const EMPTY_LINE = '<p><br></p>';
function standInHtml(value: string): string {
  if (isEmptyHtml(value)) return EMPTY_LINE;
  const html = value.replaceAll(EMPTY_HTML, EMPTY_LINE);
  return /<\/p>\s*$/.test(html) ? html : html + EMPTY_LINE;
}

export function EditorStandIn({ value, placeholder, ariaLabel, error, helperText, minHeight = 160, maxHeight, autoFocus, disabled, onUploadImage, sx, onWanted, handle }: StandInProps) {
  const textbox = useRef<HTMLDivElement>(null);
  const caret = useRef<EditorHandover['caret']>('end');
  const typed = useRef('');
  const empty = isEmptyHtml(value);
  const want = disabled ? undefined : onWanted;

  useImperativeHandle(handle, () => ({
    // Text typed before a Tab away is not dropped either: it goes in, and the focus with it.
    handover: () => (textbox.current === document.activeElement || typed.current ? { caret: caret.current, typed: typed.current } : undefined),
  }));

  useEffect(() => {
    if (autoFocus && !disabled) textbox.current?.focus();
  }, [autoFocus, disabled]);

  function press(event: PointerEvent) {
    want?.();
    const box = textbox.current;
    if (!box || disabled) return;
    if (event.target instanceof Node && box.contains(event.target)) {
      const rect = box.getBoundingClientRect();
      caret.current = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    } else {
      // The toolbar or the frame's padding: the text box takes the focus, the caret goes to the end.
      event.preventDefault();
      caret.current = 'end';
      box.focus();
    }
  }

  // Printable keys, Enter and Backspace are kept; shortcuts, Tab and the rest keep their default.
  function keep(event: KeyboardEvent) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
    else if (event.key === 'Enter') typed.current += '\n';
    else if ([...event.key].length === 1) typed.current += event.key;
    else return;
    event.preventDefault();
  }

  return (
    <EditorFrame
      sx={sx}
      toolbar={<ToolbarStandIn withImage={!!onUploadImage} />}
      empty={empty}
      placeholder={placeholder}
      error={error}
      helperText={helperText}
      minHeight={minHeight}
      maxHeight={maxHeight}
      onPointerEnter={want}
      onPointerDown={press}
      onTouchStart={want}
      onFocus={want}
    >
      <div
        ref={textbox}
        role="textbox"
        aria-multiline="true"
        aria-label={ariaLabel ?? placeholder ?? ''}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? undefined : 0}
        onKeyDown={keep}
        onBlur={() => {
          caret.current = 'end';
        }}
        dangerouslySetInnerHTML={{ __html: standInHtml(value) }}
      />
    </EditorFrame>
  );
}
