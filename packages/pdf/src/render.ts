// Keel's one PDF path (issue 19): invoices, order receipts, banking receipts and billing receipts
// are described as simple blocks (documents.ts) and drawn here as vector text with embedded,
// subset Noto fonts, so text is selectable and sharp in every language. pdf-lib draws; fontkit
// shapes (Arabic joining forms, right-to-left glyph order). The same code runs in the browser
// (loaded lazily) and on the server (the PDF attached to a sent invoice).
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  isArabic,
  isChinese,
  isNeutral,
  scriptsOf,
  type FontLoader,
  type FontName,
} from './fonts.ts';

export type Align = 'start' | 'end' | 'center';

export type Block =
  | { kind: 'heading'; text: string; size?: number }
  | { kind: 'text'; text: string; muted?: boolean; size?: number }
  | { kind: 'columns'; columns: { title: string; lines: string[] }[] }
  | { kind: 'pairs'; rows: [string, string][]; narrow?: boolean; strongLast?: boolean }
  | {
      kind: 'table';
      columns: { label: string; width: number; align?: Align }[];
      rows: string[][];
    }
  | { kind: 'rule' }
  | { kind: 'gap'; size: number };

export interface PdfDocumentModel {
  title: string;
  /** The reading direction of the labels' language (Arabic: rtl). */
  dir: 'ltr' | 'rtl';
  blocks: Block[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = rgb(0.11, 0.15, 0.18);
const MUTED = rgb(0.39, 0.45, 0.51);
const LINE = rgb(0.87, 0.89, 0.91);
const HEADER = rgb(0.96, 0.97, 0.97);
const LATIN: FontName[] = ['latin', 'latinExt', 'vietnamese'];

function textsOf(document: PdfDocumentModel): string[] {
  return [
    document.title,
    ...document.blocks.flatMap((block) => {
      switch (block.kind) {
        case 'heading':
        case 'text':
          return [block.text];
        case 'columns':
          return block.columns.flatMap((column) => [column.title, ...column.lines]);
        case 'pairs':
          return block.rows.flat();
        case 'table':
          return [...block.columns.map((column) => column.label), ...block.rows.flat()];
        default:
          return [];
      }
    }),
  ];
}

interface Run {
  font: PDFFont;
  text: string;
  /** Right-to-left letters (Arabic), which fontkit lays out reversed. */
  rtl: boolean;
}

/** Arabic-Indic digits and separators: Arabic script (fontkit reverses them) but read left to right. */
const isArabicDigit = (cp: number) =>
  (cp >= 0x0660 && cp <= 0x066c) || (cp >= 0x06f0 && cp <= 0x06f9);

class Fonts {
  private readonly sets = new Map<FontName, Set<number>>();
  constructor(private readonly fonts: Map<FontName, PDFFont>) {
    for (const [name, font] of fonts) this.sets.set(name, new Set(font.getCharacterSet()));
  }

  private has(name: FontName, cp: number) {
    return this.sets.get(name)?.has(cp) ?? false;
  }

  private pick(cp: number, previous: FontName | undefined): FontName {
    if (isArabic(cp) && this.fonts.has('arabic')) return 'arabic';
    if (isChinese(cp) && this.fonts.has('chinese')) return 'chinese';
    if (isNeutral(cp) && previous && this.has(previous, cp)) return previous;
    return LATIN.find((name) => this.has(name, cp)) ?? 'latin';
  }

  /** The text cut where its font or direction changes, in reading order. */
  runs(text: string): Run[] {
    const runs: { name: FontName; text: string; digits: boolean }[] = [];
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      const last = runs.at(-1);
      const name = this.pick(cp, last?.name);
      const digits =
        name === 'arabic' &&
        (isArabicDigit(cp) || (isNeutral(cp) && last?.digits === true && cp !== 0x20));
      if (last && last.name === name && last.digits === digits) last.text += char;
      else runs.push({ name, text: char, digits });
    }
    return runs.map((run) => ({
      font: this.fonts.get(run.name)!,
      // fontkit lays out an Arabic-script string right to left: digits are given reversed so
      // that they come out in their left-to-right order.
      text: run.digits ? [...run.text].reverse().join('') : run.text,
      rtl: run.name === 'arabic' && !run.digits,
    }));
  }

  private readonly widths = new Map<string, number>();

  /** Cached: wrapping measures a growing line word by word, and shaping Arabic is not cheap. */
  width(text: string, size: number): number {
    const key = `${size}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.runs(text).reduce(
        (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
        0,
      );
      this.widths.set(key, width);
    }
    return width;
  }
}

function visualOrder(runs: Run[]): number[] {
  const groups: number[][] = [];
  runs.forEach((run, index) => {
    const last = groups.at(-1);
    if (!run.rtl && last && !runs[last[0]!]!.rtl) last.push(index);
    else groups.push([index]);
  });
  return groups.reverse().flat();
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly left = PAGE.margin;
  readonly width = PAGE.width - PAGE.margin * 2;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly rtl: boolean,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  ensure(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  /** Lines of at most `width` points, broken at spaces (or anywhere in a long word / CJK). */
  wrap(text: string, width: number, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/(?<= )/)) {
        if (this.fonts.width(line + word, size) <= width) {
          line += word;
          continue;
        }
        if (line) lines.push(line.trimEnd());
        line = '';
        for (const char of word) {
          if (line && this.fonts.width(line + char, size) > width) {
            lines.push(line);
            line = '';
          }
          line += char;
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** One line in a box [x, x + width], aligned in reading direction. */
  line(
    text: string,
    x: number,
    width: number,
    y: number,
    size: number,
    align: Align,
    muted = false,
  ) {
    const runs = this.fonts.runs(text);
    const widths = runs.map((run) => run.font.widthOfTextAtSize(run.text, size));
    const total = widths.reduce((sum, value) => sum + value, 0);
    const atEnd = (align === 'end') !== this.rtl;
    let cursor = align === 'center' ? x + (width - total) / 2 : atEnd ? x + width - total : x;
    // Right to left: Arabic runs and groups of left-to-right runs (a name, a number) stand from
    // right to left; inside a group the runs keep their order. Each run's glyphs are already in
    // visual order (fontkit reverses an Arabic run).
    const order = this.rtl ? visualOrder(runs) : [...runs.keys()];
    for (const index of order) {
      const run = runs[index]!;
      this.page.drawText(run.text, {
        x: cursor,
        y,
        size,
        font: run.font,
        color: muted ? MUTED : INK,
      });
      cursor += widths[index]!;
    }
  }

  /** The x of a column box given in reading order. */
  boxX(start: number, width: number) {
    return this.rtl ? this.left + this.width - start - width : this.left + start;
  }

  paragraph(text: string, size: number, muted = false, align: Align = 'start') {
    const lineHeight = size * 1.45;
    for (const line of this.wrap(text, this.width, size)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.line(line, this.left, this.width, this.y + size * 0.3, size, align, muted);
    }
  }

  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.75,
      color: LINE,
    });
    this.y -= 6;
  }
}

function drawBlock(writer: Writer, block: Block) {
  const size = 10;
  const lineHeight = size * 1.5;
  switch (block.kind) {
    case 'heading':
      writer.paragraph(block.text, block.size ?? 18);
      writer.y -= 4;
      return;
    case 'text':
      writer.paragraph(block.text, block.size ?? size, block.muted);
      return;
    case 'gap':
      writer.y -= block.size;
      return;
    case 'rule':
      writer.rule();
      return;
    case 'columns': {
      const gap = 24;
      const width = (writer.width - gap * (block.columns.length - 1)) / block.columns.length;
      const wrapped = block.columns.map((column) =>
        column.lines.flatMap((line) => writer.wrap(line, width, size)),
      );
      const rows = Math.max(...wrapped.map((lines) => lines.length)) + 1;
      writer.ensure(rows * lineHeight);
      const top = writer.y;
      block.columns.forEach((column, index) => {
        const x = writer.boxX(index * (width + gap), width);
        let y = top - lineHeight;
        writer.line(column.title, x, width, y, size, 'start', true);
        for (const line of wrapped[index]!) {
          y -= lineHeight;
          writer.line(line, x, width, y, size, 'start');
        }
      });
      writer.y = top - rows * lineHeight - 8;
      return;
    }
    case 'pairs': {
      const width = block.narrow ? Math.min(260, writer.width) : writer.width;
      const start = writer.width - width;
      block.rows.forEach(([label, value], index) => {
        const strong = block.strongLast && index === block.rows.length - 1;
        const rowSize = strong ? 12 : size;
        const labelWidth = width * 0.45;
        const valueLines = writer.wrap(value, width - labelWidth - 8, rowSize);
        writer.ensure(valueLines.length * lineHeight);
        writer.y -= lineHeight;
        writer.line(
          label,
          writer.boxX(start, labelWidth),
          labelWidth,
          writer.y,
          rowSize,
          'start',
          !strong,
        );
        valueLines.forEach((line, lineIndex) => {
          if (lineIndex > 0) writer.y -= lineHeight;
          const x = writer.boxX(start + labelWidth + 8, width - labelWidth - 8);
          writer.line(line, x, width - labelWidth - 8, writer.y, rowSize, 'end');
        });
      });
      writer.y -= 6;
      return;
    }
    case 'table': {
      const total = block.columns.reduce((sum, column) => sum + column.width, 0);
      const widths = block.columns.map((column) => (column.width / total) * writer.width);
      const starts = widths.map((_, index) => widths.slice(0, index).reduce((a, b) => a + b, 0));
      const pad = 6;
      const drawRow = (cells: string[], header: boolean) => {
        const wrapped = cells.map((cell, index) =>
          writer.wrap(cell, widths[index]! - pad * 2, size),
        );
        const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + pad;
        writer.ensure(height);
        if (header) {
          writer.page.drawRectangle({
            x: writer.left,
            y: writer.y - height,
            width: writer.width,
            height,
            color: HEADER,
          });
        }
        wrapped.forEach((lines, index) => {
          const x = writer.boxX(starts[index]! + pad, widths[index]! - pad * 2);
          lines.forEach((line, lineIndex) => {
            const y = writer.y - (lineIndex + 1) * lineHeight + 2;
            writer.line(
              line,
              x,
              widths[index]! - pad * 2,
              y,
              size,
              block.columns[index]!.align ?? 'start',
              header,
            );
          });
        });
        writer.y -= height;
        writer.page.drawLine({
          start: { x: writer.left, y: writer.y },
          end: { x: writer.left + writer.width, y: writer.y },
          thickness: 0.5,
          color: LINE,
        });
      };
      drawRow(
        block.columns.map((column) => column.label),
        true,
      );
      for (const row of block.rows) drawRow(row, false);
      writer.y -= 8;
      return;
    }
  }
}

type Fontkit = typeof fontkit;
type LaidOut = ReturnType<ReturnType<Fontkit['create']>['layout']>;

/**
 * fontkit, with one fix for copied text: a ligature of a right-to-left run (Arabic lam-alef)
 * carries its characters in reading order, but the glyphs are drawn reversed and readers
 * reverse right-to-left text back, so its characters must be stored reversed in the PDF's
 * character map (pdf-lib writes them from `glyph.codePoints`), else "لا" copies as "ال".
 */
const readableFontkit: Fontkit = {
  ...fontkit,
  create(...args: Parameters<Fontkit['create']>) {
    const font = fontkit.create(...args);
    const layout = font.layout.bind(font);
    const fixed = new WeakSet<object>();
    font.layout = ((...layoutArgs: Parameters<typeof layout>) => {
      const run: LaidOut = layout(...layoutArgs);
      if (run.direction === 'rtl') {
        for (const glyph of run.glyphs) {
          if (glyph.codePoints.length > 1 && !fixed.has(glyph)) {
            glyph.codePoints = [...glyph.codePoints].reverse();
            fixed.add(glyph);
          }
        }
      }
      return run;
    }) as typeof font.layout;
    return font;
  },
};

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
