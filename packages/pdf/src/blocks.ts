// Each kind of block (model.ts) drawn with the writer: headings, text, columns, label/value
// pairs and tables, mirrored for right-to-left documents.
import type { Block } from './model.ts';
import { HEADER, LINE, type Writer } from './writer.ts';

export function drawBlock(writer: Writer, block: Block) {
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
