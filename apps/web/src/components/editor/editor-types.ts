// Props of the shared rich-text editor, kept apart so the lazy wrapper needs no tiptap import.
import type { SxProps, Theme } from '@mui/material/styles';

export interface EditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  ariaLabel?: string;
  error?: boolean;
  helperText?: string;
  minHeight?: number;
  maxHeight?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Enables the image button: upload the file and resolve with its public URL. */
  onUploadImage?: (file: File) => Promise<string>;
  sx?: SxProps<Theme>;
}
