// The ar texts, one chunk per namespace, listed in a chunk of their own: a visit downloads
// the list of its language only (locales/i18n.ts), not the file names of all five.
export const textFiles = import.meta.glob<{ default: Record<string, unknown> }>('../ar/*.json');
