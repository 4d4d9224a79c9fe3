// The workspace's invoice address book: search for the "Select address" dialog and adding one.
// The workspace's own address sorts first (it is the default "From").
import { asc, desc, ilike, or } from 'drizzle-orm';
import type {
  InvoiceAddress,
  InvoiceAddressEntry,
  InvoiceAddressInputSchema,
} from '@keel/contracts/invoices';
import type { Database } from '@keel/db/client';
import { invoiceAddresses, type InvoiceAddressRow } from '@keel/db/schema/invoices';
import type { z } from 'zod';
import { containsPattern } from '../../shared/sql-text.ts';

export const ADDRESS_SEARCH_LIMIT = 50;

export function toInvoiceAddress(row: InvoiceAddressRow): InvoiceAddress {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    address: row.address,
    email: row.email,
    phone: row.phone,
  } satisfies InvoiceAddress;
}

const toEntry = (row: InvoiceAddressRow): InvoiceAddressEntry => ({
  ...toInvoiceAddress(row),
  isWorkspace: row.isWorkspace,
});

export function createInvoiceAddressesService(db: Database) {
  return {
    async search(q: string | undefined): Promise<InvoiceAddressEntry[]> {
      const pattern = q ? containsPattern(q) : undefined;
      const rows = await db
        .select()
        .from(invoiceAddresses)
        .where(
          pattern
            ? or(
                ilike(invoiceAddresses.name, pattern),
                ilike(invoiceAddresses.company, pattern),
                ilike(invoiceAddresses.email, pattern),
              )
            : undefined,
        )
        .orderBy(desc(invoiceAddresses.isWorkspace), asc(invoiceAddresses.name))
        .limit(ADDRESS_SEARCH_LIMIT);
      return rows.map(toEntry);
    },

    async create(
      userId: string,
      input: z.output<typeof InvoiceAddressInputSchema>,
    ): Promise<InvoiceAddressEntry> {
      const [row] = await db
        .insert(invoiceAddresses)
        .values({ ...input, createdBy: userId })
        .returning();
      return toEntry(row!);
    },
  };
}
