// A list's date-range filter (`from` / `to` in the URL, yyyy-mm-dd): two date fields, an error
// under the end when it comes before the start (the list then ignores the end), and the chip text.
import TextField from '@mui/material/TextField';

/** True unless the end comes before the start. */
export const isValidRange = (from: string, to: string) => !(from && to && to < from);

/** The reset chip's text: "1 Jan 2026 – …". */
export const dateRangeLabel = (
  format: { date: (iso: string) => string },
  from: string,
  to: string,
) => `${from ? format.date(from) : '…'} – ${to ? format.date(to) : '…'}`;

export function ListDateRange({
  from,
  to,
  onFrom,
  onTo,
  startLabel,
  endLabel,
  endBeforeStart,
}: {
  from: string;
  to: string;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
  startLabel: string;
  endLabel: string;
  /** The error shown when the end comes before the start. */
  endBeforeStart: string;
}) {
  const badRange = !isValidRange(from, to);
  return (
    <>
      <TextField
        type="date"
        label={startLabel}
        value={from}
        onChange={(event) => onFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: 1, md: 180 }, flexShrink: 0 }}
      />
      <TextField
        type="date"
        label={endLabel}
        value={to}
        onChange={(event) => onTo(event.target.value)}
        error={badRange}
        helperText={badRange ? endBeforeStart : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: 1, md: 180 }, flexShrink: 0 }}
      />
    </>
  );
}
