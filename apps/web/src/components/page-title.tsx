// "<Heading> | Keel" in the document title (pages.md §0); React hoists <title> into <head>.
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | Keel`}</title>;
}
