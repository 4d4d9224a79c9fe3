// The editor's formatting buttons, each with a translated tooltip and aria-label.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOLBAR_SX, toolbarItems, type ToolName } from './editor-tools.ts';

interface ToolAction {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export function EditorToolbar({
  editor,
  onUploadImage,
}: {
  editor: Editor | null;
  onUploadImage?: (file: File) => Promise<string>;
}) {
  const { t } = useTranslation('editor');
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      codeBlock: current?.isActive('codeBlock') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });
  if (!editor || !state)
    return <Box sx={{ height: 44, borderBottom: 1, borderColor: 'divider' }} />;
  const chain = () => editor.chain().focus();

  function toggleLink() {
    if (!editor) return;
    if (editor.isActive('link')) {
      chain().unsetLink().run();
      return;
    }
    const url = window.prompt(t('linkPrompt'), 'https://');
    if (url && /^(https?:|mailto:)/i.test(url))
      chain().extendMarkRange('link').setLink({ href: url }).run();
  }

  const actions: Record<ToolName, ToolAction> = {
    heading: {
      label: t('heading'),
      active: state.heading,
      onClick: () => chain().toggleHeading({ level: 3 }).run(),
    },
    bold: { label: t('bold'), active: state.bold, onClick: () => chain().toggleBold().run() },
    italic: {
      label: t('italic'),
      active: state.italic,
      onClick: () => chain().toggleItalic().run(),
    },
    underline: {
      label: t('underline'),
      active: state.underline,
      onClick: () => chain().toggleUnderline().run(),
    },
    strike: {
      label: t('strike'),
      active: state.strike,
      onClick: () => chain().toggleStrike().run(),
    },
    bulletList: {
      label: t('bulletList'),
      active: state.bulletList,
      onClick: () => chain().toggleBulletList().run(),
    },
    orderedList: {
      label: t('orderedList'),
      active: state.orderedList,
      onClick: () => chain().toggleOrderedList().run(),
    },
    quote: {
      label: t('quote'),
      active: state.blockquote,
      onClick: () => chain().toggleBlockquote().run(),
    },
    code: {
      label: t('code'),
      active: state.codeBlock,
      onClick: () => chain().toggleCodeBlock().run(),
    },
    link: { label: state.link ? t('unlink') : t('link'), active: state.link, onClick: toggleLink },
    image: { label: t('image'), onClick: () => fileInput.current?.click() },
    clear: { label: t('clear'), onClick: () => chain().unsetAllMarks().clearNodes().run() },
    undo: { label: t('undo'), disabled: !state.canUndo, onClick: () => chain().undo().run() },
    redo: { label: t('redo'), disabled: !state.canRedo, onClick: () => chain().redo().run() },
  };

  return (
    <Box role="toolbar" aria-label={t('toolbar')} sx={TOOLBAR_SX}>
      {toolbarItems(!!onUploadImage).map((item, index) => {
        if (item === 'divider')
          return <Divider key={index} orientation="vertical" flexItem sx={{ mx: 0.5 }} />;
        if (item === 'spacer') return <Box key={index} sx={{ flexGrow: 1 }} />;
        const { label, active, disabled, onClick } = actions[item.name];
        return (
          <Tooltip key={item.name} title={label}>
            <span>
              <IconButton
                size="small"
                aria-label={label}
                aria-pressed={active}
                disabled={disabled}
                onMouseDown={(event) => event.preventDefault()}
                onClick={onClick}
                sx={{
                  borderRadius: 0.75,
                  color: active ? 'primary.main' : 'text.secondary',
                  bgcolor: active ? 'action.selected' : undefined,
                }}
              >
                <item.Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      {onUploadImage && (
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            try {
              const src = await onUploadImage(file);
              chain().setImage({ src, alt: file.name }).run();
            } catch {
              // onUploadImage reports its own failure (a snackbar); the text stays as it was.
            }
          }}
        />
      )}
    </Box>
  );
}
