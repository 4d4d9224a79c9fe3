// "<Heading> | Keel" in the document title (docs/spec/pages.md#shared-rules); React hoists <title> into <head>.
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | Keel`}</title>;
}
