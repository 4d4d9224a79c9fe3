// The recipients of a mail: To, then Cc and Bcc when there are any (the server gives Bcc only
// to the sender's own copy, so a recipient never sees it here).
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@keel/contracts/mail';

export function MailPeople({ mail }: { mail: Mail }) {
  const { t } = useTranslation('mail');
  const names = (people: Mail['to']) => people.map((person) => person.name).join(', ');
  const line = (label: string, text: string) => (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', wordBreak: 'break-word' }}
    >
      {label}: {text}
    </Typography>
  );
  return (
    <>
      {line(t('details.to'), names(mail.to) || t('list.noRecipients'))}
      {mail.cc.length > 0 && line(t('details.cc'), names(mail.cc))}
      {mail.bcc.length > 0 && line(t('details.bcc'), names(mail.bcc))}
    </>
  );
}
