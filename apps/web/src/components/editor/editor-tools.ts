// The toolbar's buttons in order, with their icons: shared by the real toolbar (editor-toolbar.tsx)
// and the skeleton shown until the editor has loaded (editor-skeleton.tsx), so both look alike.
import CodeRounded from '@mui/icons-material/CodeRounded';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatClearRounded from '@mui/icons-material/FormatClearRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import FormatStrikethroughRounded from '@mui/icons-material/FormatStrikethroughRounded';
import FormatUnderlinedRounded from '@mui/icons-material/FormatUnderlinedRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import TitleRounded from '@mui/icons-material/TitleRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import type { SxProps, Theme } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';

export type ToolName =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bulletList'
  | 'orderedList'
  | 'quote'
  | 'code'
  | 'link'
  | 'image'
  | 'clear'
  | 'undo'
  | 'redo';

/** A button, a divider between groups, or the gap that pushes undo/redo to the far end. */
export type ToolbarItem = { name: ToolName; Icon: typeof SvgIcon } | 'divider' | 'spacer';

export const TOOLBAR_ITEMS: readonly ToolbarItem[] = [
  { name: 'heading', Icon: TitleRounded },
  { name: 'bold', Icon: FormatBoldRounded },
  { name: 'italic', Icon: FormatItalicRounded },
  { name: 'underline', Icon: FormatUnderlinedRounded },
  { name: 'strike', Icon: FormatStrikethroughRounded },
  'divider',
  { name: 'bulletList', Icon: FormatListBulletedRounded },
  { name: 'orderedList', Icon: FormatListNumberedRounded },
  { name: 'quote', Icon: FormatQuoteRounded },
  { name: 'code', Icon: CodeRounded },
  'divider',
  { name: 'link', Icon: LinkRounded },
  { name: 'image', Icon: ImageRounded },
  { name: 'clear', Icon: FormatClearRounded },
  'spacer',
  { name: 'undo', Icon: UndoRounded },
  { name: 'redo', Icon: RedoRounded },
];

/** The items a toolbar shows: the image button only when images can be uploaded. */
export const toolbarItems = (withImage: boolean) =>
  TOOLBAR_ITEMS.filter((item) => withImage || typeof item === 'string' || item.name !== 'image');

export const TOOLBAR_SX: SxProps<Theme> = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 0.25,
  px: 1,
  py: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
  bgcolor: 'action.hover',
};
