// Attachments of an open mail: image previews and file chips, each a signed download link.
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@keel/contracts/uploads';
import { config } from '../../../lib/config.ts';
import { fBytes } from '../../../lib/formatters.ts';

export function MailAttachments({ attachments }: { attachments: Attachment[] }) {
  const { t, i18n } = useTranslation('mail');
  if (attachments.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('details.attachments', { count: attachments.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {attachments.map((file) => {
          const href = `${config.apiBaseUrl}${file.url}`;
          return file.preview ? (
            <Box
              key={file.id}
              component="a"
              href={href}
              target="_blank"
              rel="noopener"
              aria-label={t('details.download', { name: file.name })}
              sx={{
                display: 'block',
                width: 120,
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                component="img"
                src={`${config.apiBaseUrl}${file.preview}`}
                alt={file.name}
                sx={{ width: 1, height: 80, objectFit: 'cover', display: 'block' }}
              />
              <Typography
                variant="caption"
                noWrap
                sx={{ display: 'block', px: 1, py: 0.5, color: 'text.secondary' }}
              >
                {file.name}
              </Typography>
            </Box>
          ) : (
            <Chip
              key={file.id}
              component="a"
              href={href}
              clickable
              icon={<AttachFileRounded />}
              label={`${file.name} · ${fBytes(file.size, i18n.language)}`}
              aria-label={t('details.download', { name: file.name })}
              variant="outlined"
            />
          );
        })}
      </Box>
    </Box>
  );
}
