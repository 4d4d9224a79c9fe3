// Bidirectional-text control characters (embeddings, overrides, isolates and the LRM/RLM marks)
// make a name display differently from what it is: "invoice\u202Efdp.exe" shows as
// "invoiceexe.pdf" (issue 17, CVE-2021-42574's trick). Names never need them: they are removed.
import { z } from 'zod';

const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** A required name: bidi controls removed, trimmed, then checked for length. */
export function nameString(message: string, max?: { max: number; message: string }) {
  let schema = z.string({ error: message }).overwrite(stripBidiControls).trim().min(1, message);
  if (max) schema = schema.max(max.max, max.message);
  return schema;
}
