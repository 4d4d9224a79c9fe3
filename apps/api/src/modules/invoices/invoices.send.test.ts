// "Send" e-mails the invoice to its client with the invoice PDF attached (issue 19: it only
// bumped a counter). Without SMTP_URL the mail lands in the outbox table.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '@keel/db/schema/account-security';
import { pdfText } from '@keel/pdf/pdf-text';
import { invoicesTestKit } from './invoices.test-kit.ts';

const { t, get, post, draft } = invoicesTestKit();

describe('POST /api/invoices/send', () => {
  it('mails the client a PDF of the invoice, then counts the send', async () => {
    const { invoice } = (await post('/api/invoices/new', draft())).json();
    const to = invoice.invoiceTo.email as string;
    expect(to).toMatch(/@/);
    expect((await post('/api/invoices/send', { invoiceIds: [invoice.id] })).statusCode).toBe(200);
    expect((await get(`/api/invoices/invoice?id=${invoice.id}`)).json().invoice.sent).toBe(1);

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, to))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail!.subject).toBe(`Invoice ${invoice.invoiceNumber} from ${invoice.invoiceFrom.name}`);
    expect(mail!.text).toContain(invoice.invoiceNumber);
    const [file] = mail!.attachments;
    expect(file).toMatchObject({
      filename: `${invoice.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const bytes = new Uint8Array(Buffer.from(file!.content, 'base64'));
    const { text } = await pdfText(bytes);
    const flat = text.replace(/\s+/g, '');
    for (const expected of [invoice.invoiceNumber, 'Landingpage', '$496.25', 'Invoiceto']) {
      expect(flat).toContain(expected);
    }
  });
});
