// PDFs in the browser, through Keel's one PDF path (packages/pdf): documents drawn as vector text
// with embedded fonts. pdf-lib, fontkit and the fonts load only when a PDF is asked for; the
// Arabic and Chinese fonts only when the document holds such text.
import type { FontLoader, FontName } from '@keel/pdf/fonts';
import type { PdfDocumentModel } from '@keel/pdf/model';

const FONT_URLS: Record<FontName, () => Promise<{ default: string }>> = {
  latin: () => import('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url'),
  latinExt: () => import('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url'),
  vietnamese: () => import('@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?url'),
  arabic: () =>
    import('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff?url'),
  chinese: () =>
    import('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff?url'),
};

const browserFonts: FontLoader = async (name) => {
  const { default: url } = await FONT_URLS[name]();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${name}: ${response.status}`);
  return response.arrayBuffer();
};

export type { PdfDocumentModel };

export async function renderDocuments(documents: PdfDocumentModel[]): Promise<Blob> {
  const { renderPdf } = await import('@keel/pdf/render');
  const bytes = await renderPdf(documents, browserFonts);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Prints through a hidden frame, so no pop-up window is needed. */
export function printBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  document.body.appendChild(frame);
}

/** A blob URL to show the PDF in a frame; revoke it when done. */
export const blobUrl = (blob: Blob) => URL.createObjectURL(blob);
