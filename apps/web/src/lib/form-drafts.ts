// Unsaved form input kept across a forced sign-out (issue 22): when the server refuses the token,
// what the user typed into the page's forms is stored in sessionStorage under the page's path,
// and offered back once they are signed in again on that page (components/draft-offer.tsx, with
// lib/form-draft-restore.ts: the entry carries only the saving half).
// Passwords, hidden and file inputs are never stored.
/** Where a page's draft is kept in sessionStorage. */
export const draftKey = (path: string) => `keel.draft:${path}`;
const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset']);

export interface DraftField {
  name: string;
  value: string;
  checked?: boolean;
}

const fieldsOf = (root: ParentNode) =>
  [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'form input[name], form textarea[name]',
    ),
  ].filter((element) => !SKIPPED_TYPES.has(element.type) && !element.readOnly && !element.disabled);

/** Stores the non-empty input of the page's forms; answers whether anything was kept. */
export function saveDraft(path = window.location.pathname, root: ParentNode = document): boolean {
  const fields: DraftField[] = fieldsOf(root)
    .filter((element) => (element.type === 'checkbox' ? true : element.value.trim() !== ''))
    .map((element) =>
      element.type === 'checkbox' || element.type === 'radio'
        ? {
            name: element.name,
            value: element.value,
            checked: (element as HTMLInputElement).checked,
          }
        : { name: element.name, value: element.value },
    );
  if (!fields.some((field) => field.checked === undefined)) return false;
  try {
    sessionStorage.setItem(draftKey(path), JSON.stringify(fields));
    return true;
  } catch {
    return false;
  }
}
