// One mail of a conversation in the reading pane (issue 20): collapsed to sender, snippet and
// date; a click opens its body, recipients and attachments in place. The mail that was opened
// from the list is shown open by MailDetails itself.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@keel/contracts/mail';
import { formatListDate } from '../../../lib/format-time.ts';
import { snippetOf } from '../mail-text.ts';
import { MailAttachments } from './mail-attachments.tsx';
import { MailPeople } from './mail-people.tsx';

export function MailThreadItem({ mail }: { mail: Mail }) {
  const { t, i18n } = useTranslation('mail');
  const [open, setOpen] = useState(false);
  const body = useMemo(
    () => (open ? DOMPurify.sanitize(mail.message, { ADD_ATTR: ['target'] }) : ''),
    [mail.message, open],
  );

  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        sx={{
          width: 1,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'flex-start',
          textAlign: 'start',
          py: 1.5,
        }}
      >
        <Avatar src={mail.from.avatar ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
          {mail.from.name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="span" noWrap sx={{ display: 'block' }}>
            {mail.from.name}
          </Typography>
          {!open && (
            <Typography variant="body2" color="text.secondary" noWrap dir="auto">
              {snippetOf(mail.message) || t('noSubject')}
            </Typography>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {formatListDate(mail.createdAt, i18n.language)}
        </Typography>
      </ButtonBase>
      {open && (
        <Box sx={{ pb: 2, paddingInlineStart: (theme) => theme.spacing(5.5) }}>
          <MailPeople mail={mail} />
          <Box
            // Sanitised on the server and again here (DOMPurify) before it becomes markup.
            dir="auto"
            dangerouslySetInnerHTML={{ __html: body }}
            sx={{
              typography: 'body2',
              wordBreak: 'break-word',
              mt: 1,
              '& img': { maxWidth: '100%' },
              '& a': { color: 'primary.main' },
              '& p': { my: 1 },
            }}
          />
          <MailAttachments attachments={mail.attachments} />
        </Box>
      )}
    </Box>
  );
}
