// The mail calls (pages.md §5), typed from the contracts.
import type {
  Mail,
  MailDeleteBody,
  MailDraftBody,
  MailLabelsResponse,
  MailListQuery,
  MailListResponse,
  MailResponse,
  MailSendBody,
  MailUpdateBody,
  MailPerson,
} from '@keel/contracts/mail';
import { http } from '../../lib/http.ts';

export const mailApi = {
  labels: () => http.get<MailLabelsResponse>('/api/mail/labels'),
  mails: (query: MailListQuery, signal?: AbortSignal) =>
    http.get<MailListResponse>('/api/mail/mails', { query: { ...query }, signal }),
  mail: (mailId: string) => http.get<MailResponse>('/api/mail/mail', { query: { mailId } }),
  recipients: (q: string, signal?: AbortSignal) =>
    http.get<{ recipients: MailPerson[] }>('/api/mail/recipients', { query: { q }, signal }),
  /** `headers` carries the submit's Idempotency-Key: a double submit sends one mail. */
  send: (body: MailSendBody, headers?: Record<string, string>) => http.post<MailResponse>('/api/mail/send', body, { headers }),
  saveDraft: (body: MailDraftBody) => http.post<MailResponse>('/api/mail/drafts/save', body),
  update: (body: MailUpdateBody) => http.post<{ mails: Mail[] }>('/api/mail/update', body),
  remove: (body: MailDeleteBody) => http.post<Record<string, never>>('/api/mail/delete', body),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<{ upload: { id: string; name: string; size: number; type: string; url: string } }>('/api/uploads', form, {
      query: { kind: 'attachment' },
    });
  },
};
