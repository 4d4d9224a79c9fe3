// To, and Cc and Bcc once asked for (or when the mail already has copies): each a
// RecipientsField bound to the compose form, showing its field's message from the form or the
// server ("… is not a Keel user").
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MailComposeInput, MailComposeValues, MailPerson } from '@keel/contracts/mail';
import { translateMailMessage } from '../mail-messages.ts';
import { RecipientsField } from './recipients-field.tsx';

/** The first message under a field: a list's errors are per address. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Array.isArray(error)
    ? error.map(messageOf).find((message) => message !== undefined)
    : undefined;
}

export function MailComposeRecipients({
  control,
  errors,
  known,
  showCopies,
  autoFocus,
}: {
  control: Control<MailComposeInput, unknown, MailComposeValues>;
  errors: FieldErrors<MailComposeInput>;
  /** People already named, so their chips show names rather than addresses. */
  known: MailPerson[];
  /** Cc and Bcc shown from the start. */
  showCopies: { cc: boolean; bcc: boolean };
  autoFocus: boolean;
}) {
  const { t } = useTranslation('mail');
  const [copies, setCopies] = useState(showCopies);
  const problem = (name: 'to' | 'cc' | 'bcc') => {
    const message = messageOf(errors[name]);
    return message ? translateMailMessage(t, message) : undefined;
  };
  const copyField = (name: 'cc' | 'bcc') => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <RecipientsField
          label={t(`compose.${name}`)}
          value={field.value ?? []}
          onChange={field.onChange}
          known={known}
          error={problem(name)}
        />
      )}
    />
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Controller
            name="to"
            control={control}
            render={({ field }) => (
              <RecipientsField
                value={field.value}
                onChange={field.onChange}
                known={known}
                error={problem('to')}
                autoFocus={autoFocus}
              />
            )}
          />
        </Box>
        {(['cc', 'bcc'] as const)
          .filter((name) => !copies[name])
          .map((name) => (
            <Button
              key={name}
              size="small"
              color="inherit"
              aria-label={t(`compose.add.${name}`)}
              onClick={() => setCopies((current) => ({ ...current, [name]: true }))}
              sx={{ minWidth: 0, mb: 0.5 }}
            >
              {t(`compose.${name}`)}
            </Button>
          ))}
      </Box>
      {copies.cc && copyField('cc')}
      {copies.bcc && copyField('bcc')}
    </>
  );
}
