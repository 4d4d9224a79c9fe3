// The editor's formatting buttons, each with a translated tooltip and aria-label.
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatClearRounded from '@mui/icons-material/FormatClearRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import FormatStrikethroughRounded from '@mui/icons-material/FormatStrikethroughRounded';
import FormatUnderlinedRounded from '@mui/icons-material/FormatUnderlinedRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import TitleRounded from '@mui/icons-material/TitleRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function ToolButton({ label, icon, active, disabled, onClick }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          sx={{ borderRadius: 0.75, color: active ? 'primary.main' : 'text.secondary', bgcolor: active ? 'action.selected' : undefined }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function EditorToolbar({ editor, onUploadImage }: { editor: Editor | null; onUploadImage?: (file: File) => Promise<string> }) {
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
  if (!editor || !state) return <Box sx={{ height: 44, borderBottom: 1, borderColor: 'divider' }} />;
  const chain = () => editor.chain().focus();

  function toggleLink() {
    if (!editor) return;
    if (editor.isActive('link')) {
      chain().unsetLink().run();
      return;
    }
    const url = window.prompt(t('linkPrompt'), 'https://');
    if (url && /^(https?:|mailto:)/i.test(url)) chain().extendMarkRange('link').setLink({ href: url }).run();
  }

  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <ToolButton label={t('heading')} icon={<TitleRounded fontSize="small" />} active={state.heading} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <ToolButton label={t('bold')} icon={<FormatBoldRounded fontSize="small" />} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton label={t('italic')} icon={<FormatItalicRounded fontSize="small" />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label={t('underline')} icon={<FormatUnderlinedRounded fontSize="small" />} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <ToolButton label={t('strike')} icon={<FormatStrikethroughRounded fontSize="small" />} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={t('bulletList')} icon={<FormatListBulletedRounded fontSize="small" />} active={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label={t('orderedList')} icon={<FormatListNumberedRounded fontSize="small" />} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton label={t('quote')} icon={<FormatQuoteRounded fontSize="small" />} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()} />
      <ToolButton label={t('code')} icon={<CodeRounded fontSize="small" />} active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={state.link ? t('unlink') : t('link')} icon={<LinkRounded fontSize="small" />} active={state.link} onClick={toggleLink} />
      {onUploadImage && (
        <>
          <ToolButton label={t('image')} icon={<ImageRounded fontSize="small" />} onClick={() => fileInput.current?.click()} />
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
        </>
      )}
      <ToolButton label={t('clear')} icon={<FormatClearRounded fontSize="small" />} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
      <Box sx={{ flexGrow: 1 }} />
      <ToolButton label={t('undo')} icon={<UndoRounded fontSize="small" />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label={t('redo')} icon={<RedoRounded fontSize="small" />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </Box>
  );
}
