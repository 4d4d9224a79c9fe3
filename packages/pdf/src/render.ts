// Keel's one PDF path (issue 19): invoices, order receipts, banking receipts and billing receipts
// are described as simple blocks (documents.ts, model.ts) and drawn as vector text with embedded,
// subset Noto fonts, so text is selectable and sharp in every language. pdf-lib draws
// (writer.ts, blocks.ts); fontkit shapes (shaping.ts: Arabic joining forms, right-to-left glyph
// order). The same code runs in the browser (loaded lazily) and on the server (the PDF attached
// to a sent invoice).
import { PDFDocument } from 'pdf-lib';
import { drawBlock } from './blocks.ts';
import { scriptsOf, type FontLoader, type FontName } from './fonts.ts';
import { textsOf, type PdfDocumentModel } from './model.ts';
import { Fonts, LATIN, readableFontkit } from './shaping.ts';
import { Writer } from './writer.ts';

/** One PDF holding each document from a new page. */
export async function renderPdf(
  documents: PdfDocumentModel[],
  load: FontLoader,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(readableFontkit);
  pdf.setTitle(documents.map((document) => document.title).join(', '));
  pdf.setCreator('Keel');
  pdf.setProducer('Keel (pdf-lib)');
  const needs = scriptsOf(documents.flatMap(textsOf).join(''));
  const names: FontName[] = [
    ...LATIN,
    ...(needs.arabic ? (['arabic'] as const) : []),
    ...(needs.chinese ? (['chinese'] as const) : []),
  ];
  const embedded = await Promise.all(
    names.map(
      async (name) => [name, await pdf.embedFont(await load(name), { subset: true })] as const,
    ),
  );
  const fonts = new Fonts(new Map(embedded));
  for (const document of documents) {
    const writer = new Writer(pdf, fonts, document.dir === 'rtl');
    for (const block of document.blocks) drawBlock(writer, block);
  }
  return pdf.save();
}
