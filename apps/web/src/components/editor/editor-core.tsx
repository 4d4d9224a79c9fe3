// tiptap with a compact toolbar: headings, marks, lists, quote, code, link, image, undo/redo.
// Loaded lazily by editor.tsx.
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
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
import UndoRounded from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor.tsx';

function ToolButton({ label, active, onClick, children, disabled }: { label: string; active?: boolean; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <ToggleButton value={label} size="small" selected={!!active} aria-label={label} title={label} onClick={onClick} disabled={disabled} sx={{ border: 0, borderRadius: 1, p: 0.75 }}>
      {children}
    </ToggleButton>
  );
}

export function EditorCore({ value, onChange, placeholder, label, error, minHeight = 240, onUploadImage }: EditorProps) {
  const { t } = useTranslation('editor');
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      code: current?.isActive('codeBlock') ?? false,
      link: current?.isActive('link') ?? false,
      heading: ([1, 2, 3, 4] as const).find((level) => current?.isActive('heading', { level })) ?? 0,
      empty: current?.isEmpty ?? true,
    }),
  });

  // Outside changes (a form reset, loading a post) replace the content; typing does not loop back.
  useEffect(() => {
    // StrictMode and suspense re-mounts hand us a destroyed instance for a moment: it has no schema.
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor || editor.isDestroyed) return null;
  const chain = () => editor.chain().focus();
  return (
    <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.75, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
        <Select
          size="small"
          variant="standard"
          disableUnderline
          value={state?.heading ?? 0}
          inputProps={{ 'aria-label': t('heading') }}
          onChange={(event) => {
            const level = Number(event.target.value);
            if (level === 0) chain().setParagraph().run();
            else chain().toggleHeading({ level: level as 1 | 2 | 3 | 4 }).run();
          }}
          sx={{ minWidth: 110, px: 1, typography: 'body2' }}
        >
          <MenuItem value={0}>{t('paragraph')}</MenuItem>
          {[1, 2, 3, 4].map((level) => (
            <MenuItem key={level} value={level}>
              {t('headingLevel', { level })}
            </MenuItem>
          ))}
        </Select>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton label={t('bold')} active={state?.bold} onClick={() => chain().toggleBold().run()}>
          <FormatBoldRounded fontSize="small" />
        </ToolButton>
        <ToolButton label={t('italic')} active={state?.italic} onClick={() => chain().toggleItalic().run()}>
          <FormatItalicRounded fontSize="small" />
        </ToolButton>
        <ToolButton label={t('underline')} active={state?.underline} onClick={() => chain().toggleUnderline().run()}>
          <FormatUnderlinedRounded fontSize="small" />
        </ToolButton>
        <ToolButton label={t('strike')} active={state?.strike} onClick={() => chain().toggleStrike().run()}>
          <FormatStrikethroughRounded fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton label={t('bulletList')} active={state?.bullet} onClick={() => chain().toggleBulletList().run()}>
          <FormatListBulletedRounded fontSize="small" />
        </ToolButton>
        <ToolButton label={t('orderedList')} active={state?.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <FormatListNumberedRounded fontSize="small" />
        </ToolButton>
        <ToolButton label={t('quote')} active={state?.quote} onClick={() => chain().toggleBlockquote().run()}>
          <FormatQuoteRounded fontSize="small" />
        </ToolButton>
        <ToolButton label={t('codeBlock')} active={state?.code} onClick={() => chain().toggleCodeBlock().run()}>
          <CodeRounded fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('link')}
          active={state?.link}
          onClick={() => {
            if (editor.isActive('link')) {
              chain().unsetLink().run();
              return;
            }
            const href = window.prompt(t('linkPrompt'), 'https://');
            if (href && /^(https?:|mailto:)/i.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
          }}
        >
          <LinkRounded fontSize="small" />
        </ToolButton>
        {onUploadImage && (
          <ToolButton label={t('image')} onClick={() => fileInput.current?.click()}>
            <ImageRounded fontSize="small" />
          </ToolButton>
        )}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton label={t('undo')} onClick={() => chain().undo().run()}>
          <UndoRounded fontSize="small" />
        </ToolButton>
        <ToolButton label={t('redo')} onClick={() => chain().redo().run()}>
          <RedoRounded fontSize="small" />
        </ToolButton>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file || !onUploadImage) return;
            const src = await onUploadImage(file);
            chain().setImage({ src, alt: file.name }).run();
          }}
        />
      </Box>
      <Box
        sx={{
          position: 'relative',
          '& .tiptap': { minHeight, p: 2, outline: 'none', typography: 'body1', '& img': { maxWidth: 1, borderRadius: 1 }, '& blockquote': { borderInlineStart: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' }, '& pre': { bgcolor: 'grey.800', color: 'common.white', p: 2, borderRadius: 1, overflowX: 'auto' } },
        }}
      >
        {state?.empty && placeholder && (
          <Box aria-hidden sx={{ position: 'absolute', top: 16, insetInlineStart: 16, color: 'text.disabled', pointerEvents: 'none' }}>
            {placeholder}
          </Box>
        )}
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
