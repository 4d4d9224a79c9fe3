// The editor's frame: border (error and focus colours), toolbar row, scrolling text area with the
// placeholder, helper text. The real editor and its skeleton both render it, so the swap from one
// to the other moves nothing on the page.
import Box, { type BoxProps } from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { EditorProps } from './editor-types.ts';

type FrameProps = Pick<EditorProps, 'placeholder' | 'error' | 'helperText' | 'maxHeight' | 'sx'> &
  Omit<BoxProps, 'sx' | 'children'> & {
    minHeight: number;
    toolbar: ReactNode;
    /** Whether the text is empty: the placeholder shows then. */
    empty: boolean;
    /** The text box: an element with role="textbox" (ProseMirror's, or the skeleton's). */
    children: ReactNode;
  };

export const EMPTY_HTML = '<p></p>';
export const isEmptyHtml = (html: string) => !html || html === EMPTY_HTML;

export function EditorFrame({
  toolbar,
  empty,
  placeholder,
  error,
  helperText,
  minHeight,
  maxHeight,
  sx,
  children,
  ...other
}: FrameProps) {
  return (
    <Box sx={sx} {...other}>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '&:focus-within': { borderColor: error ? 'error.main' : 'text.primary' },
        }}
      >
        {toolbar}
        <Box
          sx={{
            position: 'relative',
            px: 2,
            py: 1.5,
            minHeight,
            maxHeight,
            overflowY: 'auto',
            typography: 'body2',
            '& [role="textbox"]': {
              outline: 'none',
              minHeight: minHeight - 24,
              overflowWrap: 'break-word',
            },
            // ProseMirror puts list items' text in paragraphs; HTML from elsewhere may not.
            '& [role="textbox"] p, & [role="textbox"] li:not(:has(> p))': { my: 0.5 },
            '& [role="textbox"] img': { maxWidth: '100%', borderRadius: 1 },
            '& [role="textbox"] blockquote': {
              borderInlineStart: 4,
              borderColor: 'divider',
              m: 0,
              pl: 2,
              color: 'text.secondary',
            },
            '& [role="textbox"] pre': {
              bgcolor: 'action.hover',
              p: 1.5,
              borderRadius: 1,
              fontFamily: 'monospace',
            },
            '& [role="textbox"] a': { color: 'primary.main' },
          }}
        >
          {empty && placeholder && (
            <Typography
              variant="body2"
              color="text.disabled"
              sx={{ position: 'absolute', pointerEvents: 'none', top: 12, insetInlineStart: 16 }}
            >
              {placeholder}
            </Typography>
          )}
          {children}
        </Box>
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
