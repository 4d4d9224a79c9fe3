// The fonts every Keel PDF embeds (subset to the glyphs used): Noto Sans for Latin, extended
// Latin and Vietnamese, IBM Plex Sans Arabic (its letters are whole glyphs, so copied text maps back to the right letters; Noto's are a base and dots) and Noto Sans SC's simplified-Chinese subset. All come
// from npm packages (@fontsource/*), never from the network. The Arabic and Chinese files load
// only when a document holds such text (the Chinese one is 1.1 MB).

export const FONT_FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  vietnamese: '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff',
  arabic: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
  chinese: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
} as const;
export type FontName = keyof typeof FONT_FILES;

/** Reads a font file's bytes: from disk on the server, by URL in the browser. */
export type FontLoader = (name: FontName) => Promise<Uint8Array | ArrayBuffer>;

export const isArabic = (cp: number) =>
  (cp >= 0x0600 && cp <= 0x06ff) ||
  (cp >= 0x0750 && cp <= 0x077f) ||
  (cp >= 0x08a0 && cp <= 0x08ff) ||
  (cp >= 0xfb50 && cp <= 0xfdff) ||
  (cp >= 0xfe70 && cp <= 0xfefc);

export const isChinese = (cp: number) =>
  (cp >= 0x2e80 && cp <= 0x9fff) ||
  (cp >= 0xf900 && cp <= 0xfaff) ||
  (cp >= 0xff00 && cp <= 0xffef) ||
  cp >= 0x20000;

/** Spaces and punctuation take the font of the text around them. */
export const isNeutral = (cp: number) =>
  cp <= 0x40 ||
  (cp >= 0x5b && cp <= 0x60) ||
  (cp >= 0x7b && cp <= 0xbf) ||
  (cp >= 0x2000 && cp <= 0x206f);

/** The scripts a text needs beyond Latin. */
export function scriptsOf(text: string): { arabic: boolean; chinese: boolean } {
  let arabic = false;
  let chinese = false;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    arabic ||= isArabic(cp);
    chinese ||= isChinese(cp);
  }
  return { arabic, chinese };
}
