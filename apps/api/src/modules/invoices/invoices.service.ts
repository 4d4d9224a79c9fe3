// Invoice writes: totals computed here (never trusted from the browser), the cross-field rules
// checked again on the invoice as it will be, send (draft → unpaid) and mark paid (notifies the
// invoice's creator). The reads are in invoices.read.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  InvoiceMessages,
  invoiceRuleErrors,
  type Invoice,
  type InvoiceInputSchema,
  type InvoiceUpdateBodySchema,
} from '@keel/contracts/invoices';
import { roundMoney, totals, type MoneyLine } from '@keel/contracts/money';
import { INVOICE_LABELS_EN, invoiceDocument } from '@keel/pdf/documents';
import { nodeFontLoader } from '@keel/pdf/node-fonts';
import { renderPdf } from '@keel/pdf/render';
import { invoiceAddresses, invoiceItems, invoices } from '@keel/db/schema/invoices';
import type { z } from 'zod';
import type { OutgoingMail } from '../../plugins/mailer.ts';
import { checkVersion, nextVersion } from '../../shared/edit-version.ts';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { claimKey, storeAnswer, type IdempotencyClaim } from '../../shared/idempotency.ts';
import { toInvoiceAddress } from './invoice-addresses.service.ts';
import { createInvoiceReader, toDate, toInvoice } from './invoices.read.ts';

// Public to other modules: the app dashboard shows an invoice's status as the invoice list does.
export { readStatus, startOfTodayUtc } from './invoices.read.ts';

type InvoiceInput = z.output<typeof InvoiceInputSchema>;
type InvoicePatch = z.output<typeof InvoiceUpdateBodySchema>['invoice'];

/** Prices rounded to the cents the column keeps, each line priced by the shared money rule. */
function priced(items: InvoiceInput['items']) {
  const { lines } = totals(items);
  return items.map((item, position) => ({
    ...item,
    price: roundMoney(item.price),
    position,
    total: lines[position]!,
  }));
}

function invoiceTotals(items: readonly MoneyLine[], discount: number, taxes: number) {
  const sums = totals(items, discount, taxes);
  return { subtotal: sums.subtotal, discount: sums.discount, taxes: sums.taxes, total: sums.total };
}

const EN_FORMAT = {
  money: (value: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value),
  date: (iso: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(iso),
    ),
};

/** The mail a sent invoice makes: a short text and the invoice PDF (packages/pdf, as the web prints it). */
export async function invoiceMail(invoice: Invoice): Promise<OutgoingMail> {
  const pdf = await renderPdf(
    [invoiceDocument(invoice, INVOICE_LABELS_EN, EN_FORMAT)],
    nodeFontLoader,
  );
  const total = EN_FORMAT.money(invoice.totalPrice);
  return {
    to: invoice.invoiceTo.email,
    subject: `Invoice ${invoice.invoiceNumber} from ${invoice.invoiceFrom.name}`,
    text: [
      `Hello ${invoice.invoiceTo.name},`,
      '',
      `${invoice.invoiceFrom.name} sent you invoice ${invoice.invoiceNumber} for ${total}, due ${EN_FORMAT.date(invoice.dueDate)}.`,
      'The invoice is attached as a PDF.',
    ].join('\n'),
    attachments: [
      { filename: `${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', content: pdf },
    ],
  };
}

export function createInvoicesService(
  app: Pick<FastifyInstance, 'db' | 'events' | 'mailer' | 'notifications'>,
) {
  const { db } = app;
  const { notifications } = app;
  const reader = createInvoiceReader(app);

  async function addressSnapshot(id: string, field: 'invoiceFrom' | 'invoiceTo') {
    const [row] = await db.select().from(invoiceAddresses).where(eq(invoiceAddresses.id, id));
    if (!row) {
      const message =
        field === 'invoiceTo' ? InvoiceMessages.toRequired : InvoiceMessages.fromRequired;
      throw badRequest(message, { [field]: message });
    }
    return toInvoiceAddress(row);
  }

  return {
    list: reader.list,
    find: reader.find,
    nextNumber: reader.nextNumber,

    async create(userId: string, input: InvoiceInput): Promise<Invoice> {
      const [invoiceFrom, invoiceTo] = await Promise.all([
        addressSnapshot(input.invoiceFrom, 'invoiceFrom'),
        addressSnapshot(input.invoiceTo, 'invoiceTo'),
      ]);
      const items = priced(input.items);
      const sums = invoiceTotals(items, input.discount, input.taxes);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(invoices)
          .values({
            status: input.status,
            createDate: toDate(input.createDate),
            dueDate: toDate(input.dueDate),
            paidAt: input.status === 'paid' ? new Date() : null,
            invoiceFrom,
            invoiceTo,
            clientName: invoiceTo.name,
            ...sums,
            notes: input.notes,
            createdBy: userId,
          })
          .returning({ id: invoices.id });
        await tx
          .insert(invoiceItems)
          .values(items.map((item) => ({ ...item, invoiceId: row!.id })));
        return row!.id;
      });
      return reader.find(id);
    },

    /**
     * Items, discount and totals are read and written under the invoice's row lock, so two
     * editors (one on the items, one on the discount) take turns: neither change is lost and the
     * totals always match the items. `version` (when sent) must be the one the editor started from.
     */
    async update(
      userId: string,
      invoiceId: string,
      patch: InvoicePatch,
      version?: number,
    ): Promise<Invoice> {
      await reader.findRow(invoiceId);
      const [invoiceFrom, invoiceTo] = await Promise.all([
        patch.invoiceFrom ? addressSnapshot(patch.invoiceFrom, 'invoiceFrom') : undefined,
        patch.invoiceTo ? addressSnapshot(patch.invoiceTo, 'invoiceTo') : undefined,
      ]);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(invoices)
          .where(eq(invoices.id, invoiceId))
          .for('update');
        if (!current) throw notFound('Invoice');
        const currentItems = await tx
          .select()
          .from(invoiceItems)
          .where(eq(invoiceItems.invoiceId, invoiceId))
          .orderBy(asc(invoiceItems.position));
        await checkVersion(tx, current, version, () => toInvoice(current, currentItems));
        const items = patch.items
          ? priced(patch.items)
          : currentItems.map(({ id: _id, invoiceId: _invoice, ...item }) => item);
        const discount = patch.discount ?? current.discount;
        const taxes = patch.taxes ?? current.taxes;
        // The cross-field rules again, on the invoice as it will be.
        const ruleErrors = invoiceRuleErrors({
          createDate: (patch.createDate
            ? toDate(patch.createDate)
            : current.createDate
          ).toISOString(),
          dueDate: (patch.dueDate ? toDate(patch.dueDate) : current.dueDate).toISOString(),
          items,
          discount,
        });
        const [firstError] = Object.values(ruleErrors);
        if (firstError) throw badRequest(firstError, ruleErrors);
        const changes: Partial<typeof invoices.$inferInsert> = {
          ...invoiceTotals(items, discount, taxes),
          ...nextVersion(current, userId),
        };
        if (invoiceFrom) changes.invoiceFrom = invoiceFrom;
        if (invoiceTo) {
          changes.invoiceTo = invoiceTo;
          changes.clientName = invoiceTo.name;
        }
        if (patch.createDate) changes.createDate = toDate(patch.createDate);
        if (patch.dueDate) changes.dueDate = toDate(patch.dueDate);
        if (patch.notes !== undefined) changes.notes = patch.notes;
        if (patch.status && patch.status !== current.status) {
          changes.status = patch.status;
          changes.paidAt = patch.status === 'paid' ? new Date() : null;
        }
        await tx.update(invoices).set(changes).where(eq(invoices.id, invoiceId));
        if (patch.items) {
          await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
          await tx.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId })));
        }
      });
      return reader.find(invoiceId);
    },

    async remove(invoiceIds: string[]): Promise<void> {
      await db.delete(invoices).where(inArray(invoices.id, invoiceIds));
    },

    /**
     * Counts a send on each invoice (a draft becomes unpaid), then e-mails each to its "Invoice to"
     * address with the invoice as a PDF (SMTP_URL, else the outbox table). Returns how many were
     * sent. With an idempotency claim, a repeat of the same submit sends and counts nothing and
     * gets the first answer.
     */
    async send(invoiceIds: string[], claim?: IdempotencyClaim): Promise<number> {
      const outcome = await db.transaction(async (tx) => {
        const earlier = await claimKey<{ sent: number }>(tx, claim);
        if (earlier) return { sent: earlier.replay.sent, ids: [] as string[] };
        const rows = await tx
          .update(invoices)
          .set({
            sent: sql`${invoices.sent} + 1`,
            status: sql`case when ${invoices.status} = 'draft' then 'unpaid' else ${invoices.status} end`,
            updatedAt: new Date(),
          })
          .where(inArray(invoices.id, invoiceIds))
          .returning({ id: invoices.id });
        await storeAnswer(tx, claim, { sent: rows.length });
        return { sent: rows.length, ids: rows.map((row) => row.id) };
      });
      for (const id of outcome.ids) {
        const invoice = await reader.find(id).catch(() => null);
        if (invoice) await app.mailer.send(await invoiceMail(invoice));
      }
      return outcome.sent;
    },

    async markPaid(invoiceId: string): Promise<Invoice> {
      const current = await reader.findRow(invoiceId);
      if (current.status === 'paid') throw conflict(InvoiceMessages.alreadyPaid);
      const [row] = await db
        .update(invoices)
        .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
        .where(and(eq(invoices.id, invoiceId), sql`${invoices.status} <> 'paid'`))
        .returning();
      // Someone else marked it paid in between: theirs stands, and they sent the notification.
      if (!row) throw conflict(InvoiceMessages.alreadyPaid);
      const invoice = toInvoice(row, await reader.items(invoiceId));
      if (row.createdBy) {
        await notifications.notify(row.createdBy, {
          type: 'invoice_paid',
          title: 'Invoice paid',
          description: `${invoice.invoiceNumber} from ${invoice.invoiceTo.name} was paid in full`,
          link: `/dashboard/invoice/${invoice.id}`,
        });
      }
      return invoice;
    },
  };
}
