// Sending a message (docs/spec/pages.md#chat): it shows at once as pending, is appended when saved (seed),
// or reads "Not sent · Retry". A first message creates the conversation and the URL moves to it.
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NewMessageBody } from '@keel/contracts/chat';
import {
  ATTACHMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  UploadMessages,
} from '@keel/contracts/uploads-constants';
import { useAppDispatch, useAppStore } from '../../lib/hooks.ts';
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { chatApi } from './chat.api.ts';
import {
  getConversation,
  messageFailed,
  messageQueued,
  messageRetried,
  messageSent,
  selectChat,
  type PendingMessage,
} from './chat.slice.ts';

export function useChatSend() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('chat');

  const deliver = useCallback(
    async (pending: PendingMessage) => {
      try {
        const { conversationId, message } = await chatApi.send(pending.request);
        if (!selectChat(store.getState()).conversations.byId[conversationId])
          await dispatch(getConversation(conversationId));
        dispatch(messageSent({ tempId: pending.tempId, conversationId, message }));
        if (!pending.request.conversationId)
          navigate(paths.dashboard.chat.view(conversationId), { replace: true });
      } catch (failure) {
        dispatch(messageFailed(pending.tempId));
        enqueueSnackbar(
          t(failureMessage(failure), {
            ns: 'validation',
            keySeparator: false,
            nsSeparator: false,
            defaultValue: failureMessage(failure),
          }),
          { variant: 'error' },
        );
      }
    },
    [dispatch, enqueueSnackbar, navigate, store, t],
  );

  const send = useCallback(
    (key: string, request: NewMessageBody) => {
      const pending: PendingMessage = {
        tempId: `pending-${crypto.randomUUID()}`,
        key,
        request,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      dispatch(messageQueued(pending));
      return deliver(pending);
    },
    [deliver, dispatch],
  );

  const retry = useCallback(
    (tempId: string) => {
      const pending = selectChat(store.getState()).outbox.find((item) => item.tempId === tempId);
      if (!pending) return;
      dispatch(messageRetried(tempId));
      void deliver(pending);
    },
    [deliver, dispatch, store],
  );

  /** Uploads an image (public) or a file (private), then sends it. */
  const sendFile = useCallback(
    async (
      key: string,
      target: Pick<NewMessageBody, 'conversationId' | 'recipientIds'>,
      file: File,
      kind: 'image' | 'attachment',
    ) => {
      // Said before the upload starts, naming the limit (issue 19), as the server would answer.
      const limit = kind === 'image' ? IMAGE_MAX_BYTES : ATTACHMENT_MAX_BYTES;
      if (file.size > limit) {
        const message =
          kind === 'image' ? UploadMessages.imageTooLarge : UploadMessages.attachmentTooLarge;
        enqueueSnackbar(
          `${file.name}: ${t(message, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: message })}`,
          { variant: 'error' },
        );
        return;
      }
      try {
        const { upload } = await chatApi.upload(file, kind);
        const request: NewMessageBody =
          kind === 'image'
            ? { ...target, body: upload.url, contentType: 'image', attachments: [] }
            : { ...target, body: '', contentType: 'text', attachments: [upload.id] };
        await send(key, request);
      } catch (failure) {
        enqueueSnackbar(
          `${file.name}: ${t(failureMessage(failure), { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: failureMessage(failure) })}`,
          { variant: 'error' },
        );
      }
    },
    [enqueueSnackbar, send, t],
  );

  return { send, retry, sendFile };
}
