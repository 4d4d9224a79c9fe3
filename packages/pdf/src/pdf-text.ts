// Test helper: the text of a PDF, page by page, as pdf.js (Firefox's reader) extracts it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; fonts: string[] }> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const parts: string[] = [];
  const fonts = new Set<string>();
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item) {
        parts.push(item.hasEOL ? `${item.str}\n` : item.str);
        fonts.add(item.fontName);
      }
    }
  }
  await document.destroy();
  // Glyphs a shaper adds (Arabic joining pieces) carry no character: pdf.js reports control codes.
  const text = [...parts.join('')]
    .filter((char) => char === '\n' || char.charCodeAt(0) >= 0x20)
    .join('');
  return { text, fonts: [...fonts] };
}
