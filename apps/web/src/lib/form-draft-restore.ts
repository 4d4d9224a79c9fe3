// Reading back what lib/form-drafts.ts kept: loaded with the pages that offer a draft
// (components/draft-offer.tsx), not with the entry, which only saves.
import { draftKey, type DraftField } from './form-drafts.ts';

export function readDraft(path: string): DraftField[] | null {
  try {
    const raw = sessionStorage.getItem(draftKey(path));
    return raw ? (JSON.parse(raw) as DraftField[]) : null;
  } catch {
    return null;
  }
}

export function discardDraft(path: string) {
  try {
    sessionStorage.removeItem(draftKey(path));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * Puts the values back into the page's forms. React keeps its own copy of a controlled input's
 * value, so the native setter is called and an `input` event sent, as a user's typing would.
 */
export function restoreDraft(fields: DraftField[], root: ParentNode = document): number {
  let restored = 0;
  const elements = [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'form input[name], form textarea[name]',
    ),
  ];
  for (const field of fields) {
    const element = elements.find((candidate) => candidate.name === field.name);
    if (!element) continue;
    const prototype =
      element instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
    if (field.checked !== undefined && element instanceof HTMLInputElement) {
      if (element.checked !== field.checked) element.click();
    } else {
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, field.value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
    restored += 1;
  }
  return restored;
}
