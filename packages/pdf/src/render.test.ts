// Invoices render as vector text with embedded fonts in every language: the labels can be
// found again in the PDF's text (issue 19: the PDFs were JPEGs, the receipts printed garbage).
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@keel/contracts/invoices';
import {
  INVOICE_LABELS_EN,
  invoiceDocument,
  receiptDocument,
  type InvoiceLabels,
} from './documents.ts';
import { nodeFontLoader } from './node-fonts.ts';
import { pdfText } from './pdf-text.ts';
import { renderPdf } from './render.ts';

const address = (name: string) => ({
  id: 'a',
  name,
  company: '',
  address: '1 Main St',
  email: 'a@b.c',
  phone: '',
});
const invoice: Invoice = {
  id: 'i1',
  version: 1,
  invoiceNumber: 'INV-1042',
  status: 'unpaid',
  createDate: '2026-11-20T00:00:00.000Z',
  dueDate: '2026-12-04T00:00:00.000Z',
  paidAt: null,
  sent: 0,
  invoiceFrom: address('Keel Inc.'),
  invoiceTo: address('Fatima Zahra'),
  items: [
    {
      id: 'x',
      title: 'Landing page',
      description: 'Design',
      service: 'UI design',
      quantity: 3,
      price: 80,
      total: 240,
    },
  ],
  subTotalPrice: 240,
  discount: 0,
  taxes: 0,
  totalPrice: 240,
  notes: '',
  createdAt: '2026-11-20T00:00:00.000Z',
};
const format = {
  money: (value: number) => `$${value.toFixed(2)}`,
  date: (iso: string) => iso.slice(0, 10),
};
const squash = (text: string) => text.replace(/\s+/g, '');

const AR: InvoiceLabels = {
  ...INVOICE_LABELS_EN,
  invoice: 'فاتورة',
  from: 'فاتورة من',
  to: 'فاتورة إلى',
  subtotal: 'المجموع الفرعي',
  totalPrice: 'الإجمالي',
  description: 'الوصف',
  discount: 'الخصم',
  taxes: 'الضرائب',
};
const CN: InvoiceLabels = {
  ...INVOICE_LABELS_EN,
  invoice: '发票',
  from: '发票来自',
  to: '发票给',
  subtotal: '小计',
  totalPrice: '总计',
  description: '描述',
};

// Shaping and subsetting take seconds on a busy 2-core machine.
describe('renderPdf', { timeout: 60_000 }, () => {
  it('writes an English invoice as text', async () => {
    const bytes = await renderPdf(
      [invoiceDocument(invoice, INVOICE_LABELS_EN, format)],
      nodeFontLoader,
    );
    const { text } = await pdfText(bytes);
    for (const label of [
      'Invoice INV-1042',
      'Invoice from',
      'Fatima Zahra',
      'Landing page',
      '$240.00',
    ]) {
      expect(squash(text)).toContain(squash(label));
    }
  });

  it('writes Arabic labels shaped, right to left, in an embedded Arabic font', async () => {
    const bytes = await renderPdf([invoiceDocument(invoice, AR, format, 'rtl')], nodeFontLoader);
    const { text } = await pdfText(bytes);
    // pdf.js gives Arabic back in logical order.
    const normal = squash(text.normalize('NFKC'));
    const labels = [
      'فاتورة من',
      'فاتورة إلى',
      'المجموع الفرعي',
      'الإجمالي',
      'الوصف',
      'الخصم',
      'الضرائب',
    ];
    for (const label of [...labels, 'INV-1042', '$240.00']) {
      expect(normal).toContain(squash(label));
    }
  });

  it('keeps Arabic-Indic digits in their order', async () => {
    const bytes = await renderPdf(
      [receiptDocument('إيصال', [['المبلغ', '١٬٢٣٤٫٥٠ US$']], 'rtl')],
      nodeFontLoader,
    );
    const { text } = await pdfText(bytes);
    expect(text).toContain('١٬٢٣٤٫٥٠');
  });

  // What the web app's formatters write in Arabic (apps/web/src/lib/formatters.ts): a right-to-left
  // mark, Arabic-Indic digits, a no-break space and "$". The Arabic font's map names a glyph for
  // the no-break space that its file does not hold: every Arabic price failed to render.
  it("writes the app's Arabic prices and dates (no-break space, direction marks)", async () => {
    const arabic = {
      money: (value: number) =>
        `\u200f${value
          .toFixed(2)
          .replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!)
          .replace('.', '٫')}\u00a0$`,
      date: () => '\u200f٢٠\u200f/١١\u200f/٢٠٢٦',
    };
    const bytes = await renderPdf(
      [
        invoiceDocument(invoice, AR, arabic, 'rtl'),
        receiptDocument('إيصال', [['المبلغ', arabic.money(1234.5)]], 'rtl'),
      ],
      nodeFontLoader,
    );
    const { text } = await pdfText(bytes);
    const normal = squash(text.normalize('NFKC'));
    for (const label of ['فاتورة من', 'المجموع الفرعي', '٢٤٠٫٠٠', '١٢٣٤٫٥٠']) {
      expect(normal).toContain(squash(label));
    }
  });

  it('writes Chinese labels in an embedded, subset Chinese font', async () => {
    const bytes = await renderPdf([invoiceDocument(invoice, CN, format)], nodeFontLoader);
    const { text } = await pdfText(bytes);
    for (const label of ['发票来自', '小计', '总计', '描述']) expect(squash(text)).toContain(label);
    // Subset: the 1.1 MB font shrinks to the few glyphs used.
    expect(bytes.byteLength).toBeLessThan(200_000);
  });

  it('writes a receipt with Vietnamese labels', async () => {
    const bytes = await renderPdf(
      [
        receiptDocument('Biên lai', [
          ['Số tiền', '$12.00'],
          ['Trạng thái', 'Đã thanh toán'],
        ]),
      ],
      nodeFontLoader,
    );
    const { text } = await pdfText(bytes);
    for (const label of ['Biên lai', 'Số tiền', 'Đã thanh toán'])
      expect(text.normalize('NFC')).toContain(label);
  });
});
