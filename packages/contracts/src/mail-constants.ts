// Mail's constants, without zod: the dashboard shell and the mail route read them on every route.
export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'trash', 'spam', 'archive'] as const;
/** The seed's system labels, then Archive (the folder Archive moves mail to; issue 20). */
export const SYSTEM_LABELS = [
  'all',
  'inbox',
  'sent',
  'drafts',
  'trash',
  'spam',
  'important',
  'starred',
  'archive',
] as const;
/** The custom labels every mailbox has; a label's id is its name. */
export const CUSTOM_LABELS = [
  { id: 'social', name: 'social', color: '#00B8D9' },
  { id: 'promotions', name: 'promotions', color: '#FFAB00' },
  { id: 'forums', name: 'forums', color: '#FF5630' },
] as const;
export const CUSTOM_LABEL_IDS = CUSTOM_LABELS.map((label) => label.id) as [string, ...string[]];

/** Pushed over the WebSocket: a mail arrived (to its recipients) or my mailbox changed elsewhere. */
export const MAIL_EVENTS = { new: 'mail.new', changed: 'mail.changed' } as const;
