// Imports checked CSV rows in ONE transaction: each row is validated with the resource's create
// schema and written by the resource's own service bound to the transaction (a savepoint per
// row, so every failing row is reported, not only the first). Any failure, or a dry run, rolls
// everything back. Welcome mails for imported users go out only after the commit.
import type { FastifyInstance } from 'fastify';
import { ilike, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ImportKind, ImportResponse, ImportRowError } from '@keel/contracts/import';
import { InvoiceInputSchema } from '@keel/contracts/invoices';
import { ProductInputSchema } from '@keel/contracts/products';
import { UserNewBodySchema } from '@keel/contracts/users';
import type { Database } from '@keel/db/client';
import { invoiceAddresses } from '@keel/db/schema/invoices';
import { HttpError } from '../../shared/http-error.ts';
import type { OutgoingMail } from '../../plugins/mailer.ts';
import { createInvoicesService } from '../invoices/invoices.service.ts';
import { createProductsService } from '../products/products.service.ts';
import { createUserService } from '../users/users.service.ts';
import { rowShape } from './import-rows.ts';

/** Thrown to roll the transaction back once the summary is known. */
class RollBack extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function issuesOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

export function createImportService(app: FastifyInstance) {
  /** Invoice rows may name an address-book entry instead of giving its id. */
  async function addressId(tx: Database, value: unknown): Promise<unknown> {
    if (typeof value !== 'string' || UUID.test(value)) return value;
    const [row] = await tx
      .select({ id: invoiceAddresses.id })
      .from(invoiceAddresses)
      .where(ilike(invoiceAddresses.name, value))
      .limit(1);
    return row?.id ?? value;
  }

  async function workspaceAddress(tx: Database): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: invoiceAddresses.id })
      .from(invoiceAddresses)
      .where(eq(invoiceAddresses.isWorkspace, true))
      .limit(1);
    return row?.id;
  }

  /** Writes one row with the resource's own service, bound to the (savepoint) transaction. */
  async function writeRow(
    kind: ImportKind,
    tx: Database,
    userId: string,
    shape: Record<string, unknown>,
    mails: OutgoingMail[],
  ) {
    switch (kind) {
      case 'users': {
        const input = UserNewBodySchema.parse(shape);
        const mailer = {
          sender: app.mailer.sender,
          send: async (mail: OutgoingMail) => void mails.push(mail),
          setInboxDelivery: () => undefined,
        };
        await createUserService({ db: tx, auth: app.auth, storage: app.storage, mailer }).create(
          input,
        );
        return;
      }
      case 'products':
        await createProductsService(tx).create(ProductInputSchema.parse(shape));
        return;
      case 'invoices': {
        const input = InvoiceInputSchema.parse({
          ...shape,
          invoiceFrom: (await addressId(tx, shape.invoiceFrom)) ?? (await workspaceAddress(tx)),
          invoiceTo: await addressId(tx, shape.invoiceTo),
        });
        await createInvoicesService({
          db: tx,
          events: app.events,
          mailer: app.mailer,
          notifications: app.notifications,
        }).create(userId, input);
        return;
      }
    }
  }

  return {
    async run(
      kind: ImportKind,
      userId: string,
      rows: Record<string, string>[],
      dryRun: boolean,
    ): Promise<ImportResponse> {
      const failed: ImportRowError[] = [];
      const mails: OutgoingMail[] = [];
      let imported = 0;
      try {
        await app.db.transaction(async (tx) => {
          for (const [index, cells] of rows.entries()) {
            try {
              await tx.transaction(async (row) =>
                writeRow(kind, row as unknown as Database, userId, rowShape(kind, cells), mails),
              );
              imported += 1;
            } catch (error) {
              if (error instanceof z.ZodError)
                failed.push({ row: index + 1, errors: issuesOf(error) });
              else if (error instanceof HttpError && error.statusCode < 500) {
                failed.push({
                  row: index + 1,
                  errors:
                    error.fields && Object.keys(error.fields).length > 0
                      ? error.fields
                      : { _: error.message },
                });
              } else throw error;
            }
          }
          if (dryRun || failed.length > 0) throw new RollBack();
        });
      } catch (error) {
        if (!(error instanceof RollBack)) throw error;
        imported = 0;
      }
      for (const mail of mails) if (imported > 0) await app.mailer.send(mail);
      return { imported, checked: rows.length, failed, dryRun };
    },
  };
}
