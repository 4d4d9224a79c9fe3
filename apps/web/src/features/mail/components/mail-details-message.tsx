// The open mail itself: sender, recipients and date, subject, its custom labels (a chip removes
// one), the body and the attachments.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { fDateTime } from '../../../lib/formatters.ts';
import { MailAttachments } from './mail-attachments.tsx';
import { MailPeople } from './mail-people.tsx';

export function MailDetailsMessage({
  mail,
  labels,
  onToggleLabel,
}: {
  mail: Mail;
  /** The custom labels the mail has. */
  labels: MailLabel[];
  onToggleLabel: (labelId: string) => void;
}) {
  const { t, i18n } = useTranslation('mail');
  const body = useMemo(
    () => DOMPurify.sanitize(mail.message, { ADD_ATTR: ['target'] }),
    [mail.message],
  );
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Avatar src={mail.from.avatar ?? undefined} alt={mail.from.name}>
          {mail.from.name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" noWrap>
            {mail.from.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {`<${mail.from.email}>`}
            </Typography>
          </Typography>
          <MailPeople mail={mail} />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {fDateTime(mail.createdAt, i18n.language)}
        </Typography>
      </Box>
      <Typography
        variant="h5"
        component="h2"
        dir="auto"
        sx={{ mt: 3, mb: 1, wordBreak: 'break-word', textAlign: 'start' }}
      >
        {mail.subject || t('noSubject')}
      </Typography>
      {labels.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, mb: 2 }}>
          {labels.map((label) => (
            <Chip
              key={label.id}
              size="small"
              label={t(`labels.${label.id}`)}
              onDelete={() => onToggleLabel(label.id)}
              sx={{ bgcolor: label.color, color: '#fff' }}
            />
          ))}
        </Box>
      )}
      <Box
        // Sanitised on the server and again here (DOMPurify) before it becomes markup.
        dir="auto"
        dangerouslySetInnerHTML={{ __html: body }}
        sx={{
          typography: 'body2',
          wordBreak: 'break-word',
          '& img': { maxWidth: '100%' },
          '& a': { color: 'primary.main' },
          '& p': { my: 1 },
        }}
      />
      <MailAttachments attachments={mail.attachments} />
    </>
  );
}
