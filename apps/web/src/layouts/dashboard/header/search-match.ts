// Matching and highlighting for the header search: case-insensitive, on the title or the path.
export interface TextPart {
  text: string;
  match: boolean;
}

export function matchesQuery(entry: { title: string; path: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return entry.title.toLowerCase().includes(needle) || entry.path.toLowerCase().includes(needle);
}

/** Splits `text` into the parts that match `query` (every occurrence) and the rest. */
export function splitMatches(text: string, query: string): TextPart[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const parts: TextPart[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let index = haystack.indexOf(needle); index >= 0; index = haystack.indexOf(needle, from)) {
    if (index > from) parts.push({ text: text.slice(from, index), match: false });
    parts.push({ text: text.slice(index, index + needle.length), match: true });
    from = index + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
