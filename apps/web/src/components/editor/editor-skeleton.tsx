// What <LazyEditor> shows until the editor has loaded: the same frame, a toolbar that looks like
// the real one, and the text as HTML (sanitised by the server or typed here) or the placeholder,
// so the swap moves nothing on the page. It takes no input (read-only, busy): the editor is on
// its way (lazy-editor.tsx), and typing, paste and IME input go to the editor itself.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { EditorFrame, EMPTY_HTML, isEmptyHtml } from './editor-frame.tsx';
import { TOOLBAR_SX, toolbarItems } from './editor-tools.ts';
import type { EditorProps } from './editor-types.ts';

interface SkeletonProps extends EditorProps {
  /** Called on the first sign the user is about to edit: hover, touch (false) or press (true). */
  onWanted?: (press: boolean) => void;
}

// The real toolbar's buttons are small IconButtons (5 px padding around a 20 px icon).
function ToolbarSkeleton({ withImage }: { withImage: boolean }) {
  return (
    <Box aria-hidden sx={TOOLBAR_SX}>
      {toolbarItems(withImage).map((item, index) => {
        if (item === 'divider')
          return <Divider key={index} orientation="vertical" flexItem sx={{ mx: 0.5 }} />;
        if (item === 'spacer') return <Box key={index} sx={{ flexGrow: 1 }} />;
        const idle = item.name === 'undo' || item.name === 'redo';
        return (
          <span key={item.name}>
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                p: '5px',
                verticalAlign: 'middle',
                color: idle ? 'action.disabled' : 'text.secondary',
              }}
            >
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
function skeletonHtml(value: string): string {
  if (isEmptyHtml(value)) return EMPTY_LINE;
  const html = value.replaceAll(EMPTY_HTML, EMPTY_LINE);
  return /<\/p>\s*$/.test(html) ? html : html + EMPTY_LINE;
}

export function EditorSkeleton({
  value,
  placeholder,
  ariaLabel,
  error,
  helperText,
  minHeight = 160,
  maxHeight,
  disabled,
  onUploadImage,
  sx,
  onWanted,
}: SkeletonProps) {
  const want = disabled ? undefined : onWanted;
  return (
    <EditorFrame
      sx={sx}
      toolbar={<ToolbarSkeleton withImage={!!onUploadImage} />}
      empty={isEmptyHtml(value)}
      placeholder={placeholder}
      error={error}
      helperText={helperText}
      minHeight={minHeight}
      maxHeight={maxHeight}
      aria-busy={disabled ? undefined : true}
      onPointerEnter={want && (() => want(false))}
      onTouchStart={want && (() => want(false))}
      onPointerDown={want && (() => want(true))}
    >
      <div
        role="textbox"
        aria-multiline="true"
        aria-readonly="true"
        aria-label={ariaLabel ?? placeholder ?? ''}
        aria-disabled={disabled || undefined}
        dangerouslySetInnerHTML={{ __html: skeletonHtml(value) }}
      />
    </EditorFrame>
  );
}
