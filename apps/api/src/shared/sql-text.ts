// Turning user search text into a safe ILIKE pattern: %, _ and \ match themselves.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
