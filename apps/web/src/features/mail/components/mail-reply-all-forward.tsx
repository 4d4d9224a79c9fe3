// Reply all and Forward under an open mail: each opens the compose window filled in (reply
// all: everyone but me, "Re:"; forward: the quoted original and its files, "Fwd:").
import ForwardRounded from '@mui/icons-material/ForwardRounded';
import ReplyAllRounded from '@mui/icons-material/ReplyAllRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@keel/contracts/mail';
import { fDateTime } from '../../../lib/formatters.ts';
import { forwardBody, forwardSubject, replyAllRecipients, replySubject } from '../mail-text.ts';
import type { ComposePrefill } from './mail-compose.tsx';

/** Mirrored in a right-to-left page, as the arrows point back and on. */
const mirrored = {
  transform: (theme: { direction: string }) =>
    theme.direction === 'rtl' ? 'scaleX(-1)' : undefined,
};

export function MailReplyAllForward({
  mail,
  myEmail,
  onCompose,
}: {
  mail: Mail;
  myEmail: string | undefined;
  onCompose: (prefill: ComposePrefill) => void;
}) {
  const { t, i18n } = useTranslation('mail');
  const replyAll = () => {
    const { to, cc } = replyAllRecipients(mail, myEmail);
    onCompose({
      to,
      cc,
      subject: replySubject(mail.subject),
      message: '',
      known: [mail.from, ...mail.to, ...mail.cc],
      attachments: [],
      replyToId: mail.id,
    });
  };
  const forward = () =>
    onCompose({
      to: [],
      cc: [],
      subject: forwardSubject(mail.subject),
      message: forwardBody(
        mail,
        {
          header: t('forward.header'),
          from: t('forward.from'),
          date: t('forward.date'),
          subject: t('forward.subject'),
          to: t('forward.to'),
        },
        fDateTime(mail.createdAt, i18n.language),
      ),
      known: [],
      attachments: mail.attachments.map(({ id, name, size }) => ({ id, name, size })),
      forwardId: mail.id,
    });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<ReplyAllRounded sx={mirrored} />}
        onClick={replyAll}
      >
        {t('details.replyAll')}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<ForwardRounded sx={mirrored} />}
        onClick={forward}
      >
        {t('details.forward')}
      </Button>
    </Box>
  );
}
