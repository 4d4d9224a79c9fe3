// What a PDF says, as simple blocks (documents.ts builds them; render.ts draws them).
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

/** Every text a document holds, to know which scripts' fonts to embed. */
export function textsOf(document: PdfDocumentModel): string[] {
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
