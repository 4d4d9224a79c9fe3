// The rich-text editor itself (tiptap). Heavy: never import this file directly, use
// <Editor> from editor.tsx, which loads it lazily on the routes that show an editor.
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor.tsx';

const IDLE = {
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  bullet: false,
  ordered: false,
  quote: false,
  link: false,
  heading: 0,
  canUndo: false,
  canRedo: false,
};

export default function RichTextEditor({
  value,
  onChange,
  error,
  placeholder,
  minHeight = 200,
  id,
  ariaLabel,
}: EditorProps) {
  const { t } = useTranslation('editor');
  // The last HTML this editor reported, so a value coming back from the form is not re-applied.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      emitted.current = current.isEmpty ? '' : current.getHTML();
      onChange(emitted.current);
    },
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel ?? t('label'),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
      },
    },
  });

  // A value replaced from outside (form reset, loaded product) is shown; typing is not echoed
  // back. An editor being torn down (route change) is left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isDestroyed
        ? IDLE
        : {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            strike: current.isActive('strike'),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
            link: current.isActive('link'),
            heading:
              ([1, 2, 3] as const).find((level) => current.isActive('heading', { level })) ?? 0,
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          },
  });

  const chain = () => editor.chain().focus();
  const toggleLink = () => {
    if (state.link) {
      chain().unsetLink().run();
      return;
    }
    const url = window.prompt(t('linkPrompt'), 'https://');
    if (url && /^(https?:|mailto:)/i.test(url))
      chain().extendMarkRange('link').setLink({ href: url }).run();
  };

  const tool = (
    key: string,
    active: boolean,
    onClick: () => void,
    icon: React.ReactNode,
    disabled = false,
  ) => (
    <Tooltip title={t(key)} key={key}>
      <span>
        <ToggleButton
          value={key}
          size="small"
          selected={active}
          disabled={disabled}
          onClick={onClick}
          aria-label={t(key)}
          sx={{ border: 0, borderRadius: 0.75 }}
        >
          {icon}
        </ToggleButton>
      </span>
    </Tooltip>
  );

  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '& .tiptap': { minHeight, p: 2, outline: 'none', typography: 'body2', '& p': { my: 1 } },
        '& .tiptap:focus-visible': {
          boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
        },
        '& .tiptap p.is-editor-empty:first-of-type::before, & .tiptap[data-placeholder]:has(> p.is-editor-empty:only-child)::before':
          {
            content: 'attr(data-placeholder)',
            color: 'text.disabled',
            float: 'left',
            height: 0,
            pointerEvents: 'none',
          },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          p: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Select
          size="small"
          value={state.heading}
          inputProps={{ 'aria-label': t('textStyle') }}
          onChange={(event) => {
            const level = Number(event.target.value);
            if (level === 0) chain().setParagraph().run();
            else
              chain()
                .toggleHeading({ level: level as 1 | 2 | 3 })
                .run();
          }}
          sx={{ minWidth: 120, typography: 'body2' }}
        >
          <MenuItem value={0}>{t('paragraph')}</MenuItem>
          <MenuItem value={1}>{t('heading', { level: 1 })}</MenuItem>
          <MenuItem value={2}>{t('heading', { level: 2 })}</MenuItem>
          <MenuItem value={3}>{t('heading', { level: 3 })}</MenuItem>
        </Select>
        <Divider orientation="vertical" flexItem />
        {tool(
          'bold',
          state.bold,
          () => chain().toggleBold().run(),
          <FormatBold fontSize="small" />,
        )}
        {tool(
          'italic',
          state.italic,
          () => chain().toggleItalic().run(),
          <FormatItalic fontSize="small" />,
        )}
        {tool(
          'underline',
          state.underline,
          () => chain().toggleUnderline().run(),
          <FormatUnderlined fontSize="small" />,
        )}
        {tool(
          'strike',
          state.strike,
          () => chain().toggleStrike().run(),
          <FormatStrikethrough fontSize="small" />,
        )}
        <Divider orientation="vertical" flexItem />
        {tool(
          'bulletList',
          state.bullet,
          () => chain().toggleBulletList().run(),
          <FormatListBulleted fontSize="small" />,
        )}
        {tool(
          'orderedList',
          state.ordered,
          () => chain().toggleOrderedList().run(),
          <FormatListNumbered fontSize="small" />,
        )}
        {tool(
          'quote',
          state.quote,
          () => chain().toggleBlockquote().run(),
          <FormatQuote fontSize="small" />,
        )}
        {tool('link', state.link, toggleLink, <InsertLink fontSize="small" />)}
        <Divider orientation="vertical" flexItem />
        {tool('undo', false, () => chain().undo().run(), <Undo fontSize="small" />, !state.canUndo)}
        {tool('redo', false, () => chain().redo().run(), <Redo fontSize="small" />, !state.canRedo)}
      </Box>
      <EditorContent editor={editor} />
    </Box>
  );
}
