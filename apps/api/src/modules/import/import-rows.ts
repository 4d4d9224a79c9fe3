// A CSV row (field → text) into the shape of the resource's create schema, so the same contract
// schema checks an imported row as a form. Unambiguous input only: numbers with a '.' decimal
// point, booleans true/false/yes/no/1/0, lists separated by ';', dates in ISO 8601.
import type { ImportKind } from '@keel/contracts/import';

type Cells = Record<string, string>;

const present = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** Numbers stay numbers only when they read as one ('1.5', '-2'); anything else goes to the schema as text, which says why. */
function number(value: string | undefined): number | string | undefined {
  const text = present(value);
  if (text === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

function flag(value: string | undefined): boolean | string | undefined {
  const text = present(value)?.toLowerCase();
  if (text === undefined) return undefined;
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return text;
}

const list = (value: string | undefined) =>
  present(value)
    ?.split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** Drops undefined fields so the schema's defaults apply. */
const defined = (shape: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(shape).filter(([, value]) => value !== undefined));

export function rowShape(kind: ImportKind, cells: Cells): Record<string, unknown> {
  switch (kind) {
    case 'users':
      return defined({
        firstName: cells.firstName ?? '',
        lastName: cells.lastName ?? '',
        email: cells.email ?? '',
        phoneNumber: cells.phoneNumber ?? '',
        country: cells.country ?? '',
        state: cells.state ?? '',
        city: cells.city ?? '',
        address: cells.address ?? '',
        zipCode: present(cells.zipCode),
        company: cells.company ?? '',
        jobTitle: cells.jobTitle ?? '',
        role: present(cells.role),
        status: present(cells.status),
        isVerified: flag(cells.isVerified),
        isPublic: flag(cells.isPublic),
      });
    case 'products': {
      const description = present(cells.description) ?? '';
      return defined({
        name: cells.name ?? '',
        // Plain text becomes a paragraph; HTML is sanitised by the service like the form's.
        description: description.startsWith('<')
          ? description
          : description && `<p>${description.replace(/[<>&]/g, '')}</p>`,
        images: list(cells.images) ?? [],
        code: present(cells.code),
        sku: present(cells.sku),
        available: number(cells.available),
        gender: present(cells.gender),
        category: present(cells.category),
        colors: list(cells.colors),
        sizes: list(cells.sizes),
        tags: list(cells.tags) ?? [],
        price: number(cells.price),
        priceSale: present(cells.priceSale) === undefined ? undefined : number(cells.priceSale),
        includeTaxes: flag(cells.includeTaxes),
        taxes: number(cells.taxes),
      });
    }
    case 'invoices':
      return defined({
        invoiceFrom: present(cells.invoiceFrom),
        invoiceTo: present(cells.invoiceTo),
        status: present(cells.status),
        createDate: present(cells.createDate),
        dueDate: present(cells.dueDate),
        discount: number(cells.discount),
        taxes: number(cells.taxes),
        notes: present(cells.notes),
        items: [
          defined({
            title: cells.itemTitle ?? '',
            description: present(cells.itemDescription),
            service: present(cells.itemService),
            quantity: number(cells.itemQuantity),
            price: number(cells.itemPrice),
          }),
        ],
      });
  }
}
