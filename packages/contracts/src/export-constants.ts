// The export's names without zod: the lists' CSV button (apps/web/src/components/csv) needs only
// these, and zod (~25 KB gzip) stays off a list page's first load.
export const EXPORT_LISTS = ['users', 'products', 'orders', 'invoices', 'files', 'posts'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export const EXPORT_LANGUAGES = ['en', 'fr', 'vi', 'cn', 'ar'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** The response header carrying how many rows the export holds (for a progress bar). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';
