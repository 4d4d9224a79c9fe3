// Text to glyph runs: which embedded font draws each character (Latin, Arabic, Chinese), the
// reading direction of each run, their visual order on a right-to-left line, and fontkit with
// a fix for copying Arabic ligatures.
import fontkit from '@pdf-lib/fontkit';
import type { PDFFont } from 'pdf-lib';
import { isArabic, isChinese, isNeutral, type FontName } from './fonts.ts';

export const LATIN: FontName[] = ['latin', 'latinExt', 'vietnamese'];

export interface Run {
  font: PDFFont;
  text: string;
  /** Right-to-left letters (Arabic), which fontkit lays out reversed. */
  rtl: boolean;
}

/** Arabic-Indic digits and separators: Arabic script (fontkit reverses them) but read left to right. */
const isArabicDigit = (cp: number) =>
  (cp >= 0x0660 && cp <= 0x066c) || (cp >= 0x06f0 && cp <= 0x06f9);

export class Fonts {
  private readonly sets = new Map<FontName, Set<number>>();
  constructor(private readonly fonts: Map<FontName, PDFFont>) {
    for (const [name, font] of fonts) this.sets.set(name, new Set(font.getCharacterSet()));
  }

  private readonly readableChars = new Map<FontName, Map<number, boolean>>();

  private has(name: FontName, cp: number) {
    return (this.sets.get(name)?.has(cp) ?? false) && this.readable(name, cp);
  }

  /**
   * A font's character map can name a glyph the file no longer holds: IBM Plex Sans Arabic's
   * Arabic subset maps U+00A0, the no-break space Intl writes between an Arabic price and "$",
   * and fontkit throws reading it, so every Arabic invoice and receipt with a price failed to
   * render (render.test.ts). Each character is tried once per font; one that cannot be measured
   * is drawn by the next font that has it.
   */
  private readable(name: FontName, cp: number) {
    let known = this.readableChars.get(name);
    if (!known) this.readableChars.set(name, (known = new Map()));
    let ok = known.get(cp);
    if (ok === undefined) {
      try {
        this.fonts.get(name)!.widthOfTextAtSize(String.fromCodePoint(cp), 10);
        ok = true;
      } catch {
        ok = false;
      }
      known.set(cp, ok);
    }
    return ok;
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

/** The order runs stand on a right-to-left line: right-to-left runs and groups of left-to-right ones. */
export function visualOrder(runs: Run[]): number[] {
  const groups: number[][] = [];
  runs.forEach((run, index) => {
    const last = groups.at(-1);
    if (!run.rtl && last && !runs[last[0]!]!.rtl) last.push(index);
    else groups.push([index]);
  });
  return groups.reverse().flat();
}

type Fontkit = typeof fontkit;
type LaidOut = ReturnType<ReturnType<Fontkit['create']>['layout']>;

/**
 * fontkit, with one fix for copied text: a ligature of a right-to-left run (Arabic lam-alef)
 * carries its characters in reading order, but the glyphs are drawn reversed and readers
 * reverse right-to-left text back, so its characters must be stored reversed in the PDF's
 * character map (pdf-lib writes them from `glyph.codePoints`), else "لا" copies as "ال".
 */
export const readableFontkit: Fontkit = {
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
