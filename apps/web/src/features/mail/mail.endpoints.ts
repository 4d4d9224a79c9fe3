// Mail's RTK Query endpoints (docs/decisions/016-route-tables.md) for the components: the
// conversation of an open mail, recipients for the To/Cc/Bcc autocomplete, send, undo and
// drafts. A send or an undo refreshes open conversations; the seed's slice keeps the lists.
import { mailRoutes } from '@keel/contracts/mail.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const { routes } = mailRoutes;

export const mailEndpoints = api.enhanceEndpoints({ addTagTypes: ['MailThread'] }).injectEndpoints({
  endpoints: (build) => ({
    mailThread: queryFor(build, routes.thread, { providesTags: ['MailThread'] }),
    mailRecipients: queryFor(build, routes.recipients),
    sendMail: mutationFor(build, routes.send, { invalidatesTags: ['MailThread'] }),
    undoMailSend: mutationFor(build, routes.undo, { invalidatesTags: ['MailThread'] }),
    saveMailDraft: mutationFor(build, routes.saveDraft),
  }),
});

export const {
  useMailThreadQuery,
  useMailRecipientsQuery,
  useSendMailMutation,
  useUndoMailSendMutation,
  useSaveMailDraftMutation,
} = mailEndpoints;
