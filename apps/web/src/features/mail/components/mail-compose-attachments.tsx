// The compose window's files: uploaded one by one as they are picked (each at most
// ATTACHMENT_MAX_BYTES, refused here before any upload), listed as chips that remove them, and
// the paper-clip button that picks them. The mail refers to the uploads by id.
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_MAX_BYTES, UploadMessages } from '@keel/contracts/uploads-constants';
import { fBytes } from '../../../lib/formatters.ts';
import { failureMessage } from '../../../lib/http.ts';
import { mailApi } from '../mail.api.ts';
import { translateMailMessage } from '../mail-messages.ts';

export interface AttachedFile {
  id: string;
  name: string;
  size: number;
}

export function useComposeAttachments(initial: AttachedFile[]) {
  const { t } = useTranslation('mail');
  const { enqueueSnackbar } = useSnackbar();
  const [attachments, setAttachments] = useState(initial);
  const [uploading, setUploading] = useState(0);

  async function attach(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      if (file.size > ATTACHMENT_MAX_BYTES) {
        enqueueSnackbar(
          `${file.name}: ${translateMailMessage(t, UploadMessages.attachmentTooLarge)}`,
          { variant: 'error' },
        );
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const { upload } = await mailApi.upload(file);
        setAttachments((current) => [
          ...current,
          { id: upload.id, name: upload.name, size: upload.size },
        ]);
      } catch (failure) {
        enqueueSnackbar(`${file.name}: ${translateMailMessage(t, failureMessage(failure))}`, {
          variant: 'error',
        });
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  const remove = (id: string) =>
    setAttachments((current) => current.filter((item) => item.id !== id));

  return { attachments, uploading: uploading > 0, attach, remove };
}

export function MailComposeAttachmentList({
  attachments,
  onRemove,
}: {
  attachments: AttachedFile[];
  onRemove: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('mail');
  if (attachments.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label={t('compose.attachments')}>
      {attachments.map((file) => (
        <Chip
          key={file.id}
          size="small"
          icon={<AttachFileRounded />}
          label={`${file.name} · ${fBytes(file.size, i18n.language)}`}
          onDelete={() => onRemove(file.id)}
        />
      ))}
    </Box>
  );
}

export function MailComposeAttachButton({
  uploading,
  onPick,
}: {
  uploading: boolean;
  onPick: (files: FileList | null) => void;
}) {
  const { t } = useTranslation('mail');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        onChange={(event) => {
          onPick(event.target.files);
          event.target.value = '';
        }}
      />
      <Tooltip title={t('compose.attach')}>
        <span>
          <IconButton
            aria-label={t('compose.attach')}
            onClick={() => fileInput.current?.click()}
            loading={uploading}
          >
            <AttachFileRounded />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
