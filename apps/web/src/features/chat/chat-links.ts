// Links in chat messages (issue 20): web addresses in a text message become links. Only http(s)
// addresses (and "www." ones, read as https) are links, so a "javascript:" or "data:" text can
// never become one; the bubble opens them in a new tab with rel="noopener noreferrer".
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

// An address runs to the next space; trailing punctuation (".", ",", ")" …) ends the sentence,
// not the link.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(/^www\./i.test(candidate) ? `https://${candidate}` : candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkParts(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const start = match.index;
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, '');
    const href = safeHref(trimmed);
    if (!href) continue;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: trimmed, href });
    last = start + trimmed.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
