// Which rows make a page, read from the nearer end of the list: OFFSET walks every row it skips,
// so the last pages of a long list are read backwards, as cheaply as the first ones.
export interface PageWindow {
  limit: number;
  offset: number;
  /** Read in the opposite order (then put back in order). */
  reversed: boolean;
}

/** The page's window; without a total, from the start. Undefined when the page is past the end. */
export function pageWindow(page: number, pageSize: number, total?: number): PageWindow | undefined {
  const offset = (page - 1) * pageSize;
  if (total === undefined) return { limit: pageSize, offset, reversed: false };
  const limit = Math.min(pageSize, total - offset);
  if (limit <= 0) return undefined;
  const fromEnd = total - offset - limit;
  return fromEnd < offset
    ? { limit, offset: fromEnd, reversed: true }
    : { limit, offset, reversed: false };
}
