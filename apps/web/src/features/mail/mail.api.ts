// The mail calls the seed's slice and the nav badge make, through the typed client: paths and
// answers come from the route table (packages/contracts/src/mail.routes.ts). Components use the
// RTK Query hooks of mail.endpoints.ts; this file stays light, as the dashboard shell imports it.
import type { MailDeleteBody, MailListQuery, MailUpdateBody } from '@keel/contracts/mail';
import { mailRoutes } from '@keel/contracts/mail.routes';
import { callRoute } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload.ts';

const { routes } = mailRoutes;

export const mailApi = {
  labels: () => callRoute(routes.labels),
  mails: (query: MailListQuery, signal?: AbortSignal) =>
    callRoute(routes.list, { query }, { signal }),
  mail: (mailId: string) => callRoute(routes.get, { query: { mailId } }),
  update: (body: MailUpdateBody) => callRoute(routes.update, { body }),
  remove: (body: MailDeleteBody) => callRoute(routes.remove, { body }),
  upload: (file: File) => uploadFile(file, 'attachment'),
};
