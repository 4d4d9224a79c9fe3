// `db.execute(sql…)` answers `{ rows }` on both drivers (PGlite and node-postgres), but the
// shared Database type leaves it unknown; this names the row shape once.
export function rawRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
