// The floating "New message" window (minimise, full screen, close): To, Subject, rich text,
// attachments. Closing it with content saves a draft; sending checks the recipients first.
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CloseFullscreenRounded from '@mui/icons-material/CloseFullscreenRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MinimizeRounded from '@mui/icons-material/MinimizeRounded';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
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
import { ATTACHMENT_MAX_BYTES, UploadMessages } from '@keel/contracts/uploads-constants';
import { LazyEditor } from '../../../components/editor/lazy-editor.tsx';
import { fBytes } from '../../../lib/formatters.ts';
import { failureFields, failureMessage } from '../../../lib/http.ts';
import { mailApi } from '../mail.api.ts';
import { useSaveMailDraftMutation, useSendMailMutation } from '../mail.endpoints.ts';
import { translateMailMessage } from '../mail-messages.ts';
import { RecipientsField } from './recipients-field.tsx';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { UNDO_SECONDS } from '../use-undo-send.tsx';

export interface AttachedFile {
  id: string;
  name: string;
  size: number;
}
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
  const { t, i18n } = useTranslation('mail');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const [minimised, setMinimised] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [serverError, setServerError] = useState('');
  const [attachments, setAttachments] = useState<AttachedFile[]>(
    draft?.attachments.map(({ id, name, size }) => ({ id, name, size })) ??
      prefill?.attachments ??
      [],
  );
  const [copies, setCopies] = useState({
    cc: Boolean(draft?.cc.length || prefill?.cc.length),
    bcc: Boolean(draft?.bcc.length),
  });
  const known = [...(draft ? [...draft.to, ...draft.cc, ...draft.bcc] : (prefill?.known ?? []))];
  const [uploading, setUploading] = useState(0);
  const draftId = useRef(draft?.folder === 'drafts' ? draft.id : undefined);
  const fileInput = useRef<HTMLInputElement>(null);
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

  const messageOf = (error: unknown): string | undefined => {
    if (!error || typeof error !== 'object') return undefined;
    if ('message' in error && typeof error.message === 'string') return error.message;
    return Array.isArray(error)
      ? error.map(messageOf).find((message) => message !== undefined)
      : undefined;
  };
  const toMessage = messageOf(formState.errors.to);
  const copyField = (name: 'cc' | 'bcc') => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const problem = messageOf(formState.errors[name]);
        return (
          <RecipientsField
            label={t(`compose.${name}`)}
            value={field.value ?? []}
            onChange={field.onChange}
            known={known}
            error={problem ? translateMailMessage(t, problem) : undefined}
          />
        );
      }}
    />
  );

  const header = (
    <Box
      sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 1, py: 1, bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }} id="mail-compose-title">
        {draft?.folder === 'drafts' ? t('compose.editDraft') : t('compose.title')}
      </Typography>
      {!phone && (
        <>
          <Tooltip title={minimised ? t('compose.restore') : t('compose.minimise')}>
            <IconButton
              size="small"
              aria-label={minimised ? t('compose.restore') : t('compose.minimise')}
              onClick={() => setMinimised((value) => !value)}
            >
              <MinimizeRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={fullScreen ? t('compose.exitFullScreen') : t('compose.fullScreen')}>
            <IconButton
              size="small"
              aria-label={fullScreen ? t('compose.exitFullScreen') : t('compose.fullScreen')}
              onClick={() => {
                setFullScreen((value) => !value);
                setMinimised(false);
              }}
            >
              {fullScreen ? (
                <CloseFullscreenRounded fontSize="small" />
              ) : (
                <OpenInFullRounded fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
        </>
      )}
      <Tooltip title={t('compose.close')}>
        <IconButton size="small" aria-label={t('compose.close')} onClick={close}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );

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
        {header}
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
                    error={toMessage ? translateMailMessage(t, toMessage) : undefined}
                    autoFocus={!draft?.to.length && !prefill?.to.length}
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
          {attachments.length > 0 && (
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              aria-label={t('compose.attachments')}
            >
              {attachments.map((file) => (
                <Chip
                  key={file.id}
                  size="small"
                  icon={<AttachFileRounded />}
                  label={`${file.name} · ${fBytes(file.size, i18n.language)}`}
                  onDelete={() =>
                    setAttachments((current) => current.filter((item) => item.id !== file.id))
                  }
                />
              ))}
            </Box>
          )}
        </Box>
        <Box
          sx={{ display: minimised ? 'none' : 'flex', alignItems: 'center', gap: 1, px: 2, pb: 2 }}
        >
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            onChange={(event) => {
              void attach(event.target.files);
              event.target.value = '';
            }}
          />
          <Tooltip title={t('compose.attach')}>
            <span>
              <IconButton
                aria-label={t('compose.attach')}
                onClick={() => fileInput.current?.click()}
                loading={uploading > 0}
              >
                <AttachFileRounded />
              </IconButton>
            </span>
          </Tooltip>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendRounded />}
            loading={formState.isSubmitting}
            disabled={uploading > 0}
          >
            {t('compose.send')}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
