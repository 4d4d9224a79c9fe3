// Unsaved form input kept across a forced sign-out (issue 22): when the server refuses the token,
// what the user typed into the page's forms is stored in sessionStorage under the page's path,
// and offered back once they are signed in again on that page (components/draft-offer.tsx).
// Passwords, hidden and file inputs are never stored.
const PREFIX = 'keel.draft:';
const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset']);

export interface DraftField {
  name: string;
  value: string;
  checked?: boolean;
}

const fieldsOf = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input[name], form textarea[name]')].filter(
    (element) => !SKIPPED_TYPES.has(element.type) && !element.readOnly && !element.disabled,
  );

/** Stores the non-empty input of the page's forms; answers whether anything was kept. */
export function saveDraft(path = window.location.pathname, root: ParentNode = document): boolean {
  const fields: DraftField[] = fieldsOf(root)
    .filter((element) => (element.type === 'checkbox' ? true : element.value.trim() !== ''))
    .map((element) =>
      element.type === 'checkbox' || element.type === 'radio'
        ? { name: element.name, value: element.value, checked: (element as HTMLInputElement).checked }
        : { name: element.name, value: element.value },
    );
  if (!fields.some((field) => field.checked === undefined)) return false;
  try {
    sessionStorage.setItem(PREFIX + path, JSON.stringify(fields));
    return true;
  } catch {
    return false;
  }
}

export function readDraft(path: string): DraftField[] | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + path);
    return raw ? (JSON.parse(raw) as DraftField[]) : null;
  } catch {
    return null;
  }
}

export function discardDraft(path: string) {
  try {
    sessionStorage.removeItem(PREFIX + path);
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
  const elements = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input[name], form textarea[name]')];
  for (const field of fields) {
    const element = elements.find((candidate) => candidate.name === field.name);
    if (!element) continue;
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
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
