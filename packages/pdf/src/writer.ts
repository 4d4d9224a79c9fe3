// Draws lines and paragraphs on A4 pages: wrapping, alignment in reading direction, new pages.
import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { Align } from './model.ts';
import { visualOrder, type Fonts } from './shaping.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = rgb(0.11, 0.15, 0.18);
const MUTED = rgb(0.39, 0.45, 0.51);
export const LINE = rgb(0.87, 0.89, 0.91);
export const HEADER = rgb(0.96, 0.97, 0.97);

export class Writer {
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
