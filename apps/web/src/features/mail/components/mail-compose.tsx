// The floating "New message" window (minimise, full screen, close: mail-compose-header.tsx):
// recipients (mail-compose-recipients.tsx), Subject, rich text, attachments
// (mail-compose-attachments.tsx). Closing it with content saves a draft; sending checks the
// recipients first.
import SendRounded from '@mui/icons-material/SendRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MailComposeSchema,
  type Mail,
  type MailComposeInput,
  type MailComposeValues,
  type MailPerson,
} from '@keel/contracts/mail';
import { LazyEditor } from '../../../components/editor/lazy-editor.tsx';
import { failureFields, failureMessage } from '../../../lib/http.ts';
import { useSaveMailDraftMutation, useSendMailMutation } from '../mail.endpoints.ts';
import { translateMailMessage } from '../mail-messages.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { UNDO_SECONDS } from '../use-undo-send.tsx';
import {
  MailComposeAttachButton,
  MailComposeAttachmentList,
  useComposeAttachments,
  type AttachedFile,
} from './mail-compose-attachments.tsx';
import { MailComposeHeader } from './mail-compose-header.tsx';
import { MailComposeRecipients } from './mail-compose-recipients.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new mail started from another one: reply all or forward. */
export interface ComposePrefill {
  to: string[];
  cc: string[];
  subject: string;
  message: string;
  /** Names for the addresses above. */
  known: MailPerson[];
  /** Forward: the original's files go along (the server allows them for `forwardId`). */
  attachments: AttachedFile[];
  replyToId?: string;
  forwardId?: string;
}

interface MailComposeProps {
  /** A draft to continue. */
  draft?: Mail | null;
  prefill?: ComposePrefill | null;
  onClose: () => void;
  /** After a saved draft, so lists and counts refresh. */
  onSaved: () => void;
  /** After a send: the sent mail (its undo window is open while `deliverAt` is set). */
  onSent: (mail: Mail) => void;
}

export function MailCompose({ draft, prefill, onClose, onSaved, onSent }: MailComposeProps) {
  const { t } = useTranslation('mail');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const [minimised, setMinimised] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [serverError, setServerError] = useState('');
  const { attachments, uploading, attach, remove } = useComposeAttachments(
    draft?.attachments.map(({ id, name, size }) => ({ id, name, size })) ??
      prefill?.attachments ??
      [],
  );
  const known = [...(draft ? [...draft.to, ...draft.cc, ...draft.bcc] : (prefill?.known ?? []))];
  const draftId = useRef(draft?.folder === 'drafts' ? draft.id : undefined);
  const { control, handleSubmit, getValues, setError, formState } = useForm<
    MailComposeInput,
    unknown,
    MailComposeValues
  >({
    resolver: zodResolver(MailComposeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      to: draft?.to.map((person) => person.email) ?? prefill?.to ?? [],
      cc: draft?.cc.map((person) => person.email) ?? prefill?.cc ?? [],
      bcc: draft?.bcc.map((person) => person.email) ?? [],
      subject: draft?.subject ?? prefill?.subject ?? '',
      message: draft?.message ?? prefill?.message ?? '',
    },
  });
  const expanded = fullScreen || phone;

  const submitKey = useIdempotencyKey();
  const [sendMail] = useSendMailMutation();
  const [saveMailDraft] = useSaveMailDraftMutation();
  const send = handleSubmit(async (values) => {
    setServerError('');
    try {
      const { mail } = await sendMail({
        body: {
          ...values,
          attachments: attachments.map((file) => file.id),
          draftId: draftId.current,
          replyToId: prefill?.replyToId,
          forwardId: prefill?.forwardId,
          undoSeconds: UNDO_SECONDS,
        },
        headers: submitKey.headers(),
      }).unwrap();
      submitKey.renew();
      onSent(mail);
      onSaved();
      onClose();
    } catch (failure) {
      const fields = failureFields(failure);
      if (fields.to) setError('to', { type: 'server', message: fields.to });
      else if (fields.cc) setError('cc', { type: 'server', message: fields.cc });
      else if (fields.bcc) setError('bcc', { type: 'server', message: fields.bcc });
      else setServerError(failureMessage(failure));
    }
  });

  async function close() {
    const values = getValues();
    const cc = values.cc ?? [];
    const bcc = values.bcc ?? [];
    const hasContent =
      values.to.length > 0 ||
      cc.length > 0 ||
      bcc.length > 0 ||
      values.subject?.trim() ||
      values.message ||
      attachments.length > 0;
    if (hasContent) {
      try {
        const saved = await saveMailDraft({
          body: {
            mailId: draftId.current,
            to: values.to.filter((email) => EMAIL.test(email)),
            cc: cc.filter((email) => EMAIL.test(email)),
            bcc: bcc.filter((email) => EMAIL.test(email)),
            subject: values.subject ?? '',
            message: values.message ?? '',
            attachments: attachments.map((file) => file.id),
            forwardId: prefill?.forwardId,
          },
        }).unwrap();
        // A draft now holds the forwarded files: later saves and the send refer to it.
        draftId.current = saved.mail.id;
        enqueueSnackbar(t('snackbar.draftSaved'));
        onSaved();
      } catch (failure) {
        enqueueSnackbar(translateMailMessage(t, failureMessage(failure)), { variant: 'error' });
        return;
      }
    }
    onClose();
  }

  return (
    <>
      {expanded && !minimised && <Backdrop open sx={{ zIndex: theme.zIndex.modal - 1 }} />}
      <Paper
        component="form"
        noValidate
        onSubmit={send}
        role="dialog"
        aria-labelledby="mail-compose-title"
        elevation={12}
        sx={{
          position: 'fixed',
          zIndex: theme.zIndex.modal,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          borderRadius: phone ? 0 : 2,
          ...(expanded && !minimised
            ? { inset: phone ? 0 : 24 }
            : {
                insetInlineEnd: 24,
                bottom: 0,
                width: 560,
                maxWidth: 'calc(100vw - 48px)',
                borderBottomLeftRadius: 0,
                borderBottomRightRadius: 0,
              }),
        }}
      >
        <MailComposeHeader
          title={draft?.folder === 'drafts' ? t('compose.editDraft') : t('compose.title')}
          titleId="mail-compose-title"
          phone={phone}
          minimised={minimised}
          fullScreen={fullScreen}
          onMinimise={() => setMinimised((value) => !value)}
          onFullScreen={() => {
            setFullScreen((value) => !value);
            setMinimised(false);
          }}
          onClose={close}
        />
        <Box
          sx={{
            display: minimised ? 'none' : 'flex',
            flexDirection: 'column',
            gap: 1.5,
            p: 2,
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
          }}
        >
          {serverError && <Alert severity="error">{translateMailMessage(t, serverError)}</Alert>}
          <MailComposeRecipients
            control={control}
            errors={formState.errors}
            known={known}
            showCopies={{
              cc: Boolean(draft?.cc.length || prefill?.cc.length),
              bcc: Boolean(draft?.bcc.length),
            }}
            autoFocus={!draft?.to.length && !prefill?.to.length}
          />
          <Controller
            name="subject"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                variant="standard"
                label={t('compose.subject')}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error
                    ? translateMailMessage(t, fieldState.error.message ?? '')
                    : undefined
                }
              />
            )}
          />
          <Controller
            name="message"
            control={control}
            render={({ field }) => (
              <LazyEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                placeholder={t('compose.messagePlaceholder')}
                ariaLabel={t('compose.message')}
                minHeight={expanded ? 320 : 200}
                sx={{ flex: 1 }}
              />
            )}
          />
          <MailComposeAttachmentList attachments={attachments} onRemove={remove} />
        </Box>
        <Box
          sx={{ display: minimised ? 'none' : 'flex', alignItems: 'center', gap: 1, px: 2, pb: 2 }}
        >
          <MailComposeAttachButton uploading={uploading} onPick={(files) => void attach(files)} />
          <Box sx={{ flexGrow: 1 }} />
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendRounded />}
            loading={formState.isSubmitting}
            disabled={uploading}
          >
            {t('compose.send')}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
