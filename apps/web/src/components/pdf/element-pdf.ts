// PDFs built in the browser from rendered elements (an invoice sheet, an order receipt):
// html2canvas draws what the reader sees (any script, right-to-left included) and jsPDF pages
// it onto A4. Both libraries load only when a PDF is asked for.
import type { jsPDF } from 'jspdf';

const MARGIN = 24;

export async function elementsToPdf(elements: HTMLElement[]): Promise<jsPDF> {
  const [{ jsPDF: JsPdf }, { default: html2canvas }] = await Promise.all([
    import('jspdf'),
    import('html2canvas'),
  ]);
  const pdf = new JsPdf({ unit: 'pt', format: 'a4', compress: true });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  let first = true;
  for (const element of elements) {
    const canvas = await html2canvas(element, {
      scale: 2,
      backgroundColor: '#ffffff',
      logging: false,
    });
    // JPEG at 0.8 keeps a one-page invoice near 150 KB instead of ~600 KB.
    const image = canvas.toDataURL('image/jpeg', 0.8);
    const usable = pageHeight - MARGIN * 2;
    let width = pageWidth - MARGIN * 2;
    let height = (canvas.height * width) / canvas.width;
    // A sheet a little taller than a page is shrunk onto one rather than spilling a few lines.
    if (height > usable && height <= usable * 1.3) {
      width = (width * usable) / height;
      height = usable;
    }
    // A sheet taller than a page continues on the next one.
    for (let offset = 0; offset < height; offset += usable) {
      if (!first) pdf.addPage();
      first = false;
      pdf.addImage(
        image,
        'JPEG',
        (pageWidth - width) / 2,
        MARGIN - offset,
        width,
        height,
        undefined,
        'FAST',
      );
    }
  }
  return pdf;
}

export function downloadPdf(pdf: jsPDF, fileName: string) {
  pdf.save(fileName);
}

/** Prints through a hidden frame, so no pop-up window is needed. */
export function printPdf(pdf: jsPDF) {
  pdf.autoPrint();
  const url = pdf.output('bloburl').toString();
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
export function pdfObjectUrl(pdf: jsPDF): string {
  return pdf.output('bloburl').toString();
}
