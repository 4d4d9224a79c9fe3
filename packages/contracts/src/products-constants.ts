// The product lists and limits, in a module without zod: the web app's forms, filters and
// tables read them on pages that load no schema (products.ts re-exports them).
export const PRODUCT_GENDERS = ['Men', 'Women', 'Kids'] as const;
export const PRODUCT_CATEGORIES = ['Shoes', 'Apparel', 'Accessories'] as const;
export const PRODUCT_SIZES = [
  '6',
  '7',
  '8',
  '8.5',
  '9',
  '9.5',
  '10',
  '10.5',
  '11',
  '11.5',
  '12',
  '13',
] as const;
export const INVENTORY_TYPES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
/** The shop's eight filter colours (docs/spec/pages.md#e-commerce); products may only use these. */
export const PRODUCT_COLORS = [
  '#00AB55',
  '#000000',
  '#FFFFFF',
  '#FFC0CB',
  '#FF4842',
  '#1890FF',
  '#94D82D',
  '#FFC107',
] as const;
/** At most this many units of stock count as "low" (docs/spec/pages.md#data-shapes Product, derived). */
export const LOW_STOCK_MAX = 10;
/** A product created within this many days reads "new". */
export const NEW_PRODUCT_DAYS = 30;

/** The fields a product is created or edited with (its form, its CSV import: import.ts). */
export const PRODUCT_INPUT_FIELDS = [
  'name',
  'description',
  'images',
  'code',
  'sku',
  'available',
  'gender',
  'category',
  'colors',
  'sizes',
  'tags',
  'price',
  'priceSale',
  'includeTaxes',
  'taxes',
] as const;
/** The fields the product list sorts by (`sort=field:asc|desc`). */
export const PRODUCT_SORT_FIELDS = ['createdAt', 'name', 'price', 'available', 'sold'] as const;
