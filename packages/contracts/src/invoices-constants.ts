// Invoices' statuses and services catalogue without zod: the invoice list's filters need only
// these, and zod (~25 KB gzip) stays off the list's first load.
export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'draft'] as const;
/** What can be stored; `overdue` is only ever derived. */
export const STORED_INVOICE_STATUSES = ['paid', 'unpaid', 'draft'] as const;

/** The fixed services catalogue: choosing one fills the item's price. */
export const INVOICE_SERVICES = [
  { name: 'full stack development', price: 150 },
  { name: 'backend development', price: 120 },
  { name: 'UI design', price: 80 },
  { name: 'UI/UX design', price: 100 },
  { name: 'front end development', price: 110 },
] as const;
export const INVOICE_SERVICE_NAMES = INVOICE_SERVICES.map((service) => service.name) as [
  (typeof INVOICE_SERVICES)[number]['name'],
  ...(typeof INVOICE_SERVICES)[number]['name'][],
];
