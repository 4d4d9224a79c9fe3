// The one column type for amounts of money: exact decimal with cents, read as a JS number
// (amounts stay far below 2^53 cents). Edit here, not per table, if the precision rule changes.
import { numeric } from 'drizzle-orm/pg-core';

/** A money column; `precision` is the total number of digits (12 unless a table sums many rows). */
export const money = (name: string, precision = 12) =>
  numeric(name, { precision, scale: 2, mode: 'number' });
