// Byte counts for people: 0 B, 12.3 KB, 4.5 MB, 5 GB (pages.md §1: sizes are bytes).
export function formatSize(bytes: number, language = 'en'): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(language === 'cn' ? 'zh' : language, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
