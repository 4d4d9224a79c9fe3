// Pure geometry shared by Keel's SVG charts: value scales and tick steps, smooth curves, arcs,
// rounded bar ends. No DOM here, so every rule is unit-tested (chart-geometry.test.ts).

export type Point = readonly [x: number, y: number];

/** Tick values without floating-point dust (0.30000000000000004). */
const round = (value: number) => Math.round(value * 1e9) / 1e9;
/** Path coordinates to 0.01 px: shorter markup, no visible difference. */
const fixed = (value: number) => Math.round(value * 100) / 100;

/** Maps [d0, d1] onto [r0, r1] linearly; a domain of one value maps everything to r0. */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** The smallest round step (1, 2, 2.5, 5 × 10ⁿ; no 2.5 for whole numbers) at least `raw`. */
export function niceStep(raw: number, integer = false): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const steps = integer && power < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = (steps.find((candidate) => candidate * power >= raw - 1e-9 * power) ?? 10) * power;
  return integer ? Math.max(1, Math.round(step)) : step;
}

/** The round step (1, 2, 5 × 10ⁿ) nearest to `raw`, as d3's ticks pick it. */
export function tickStep(raw: number, integer = false): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const step =
    (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1) *
    power;
  return integer ? Math.max(1, Math.round(step)) : step;
}

/**
 * Axis ticks covering [min, max] (0 always included), about `count` intervals of a round step.
 * Whole-number axes (counts) never get fractional ticks, so a maximum of 1 gives just 0 and 1.
 */
export function niceTicks(min: number, max: number, count = 5, integer = false): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high === low) return [0, 1];
  const step = tickStep((high - low) / count, integer);
  const first = Math.floor(low / step + 1e-9);
  const last = Math.ceil(high / step - 1e-9);
  return Array.from({ length: last - first + 1 }, (_, index) => round((first + index) * step));
}

/** Ticks from 0 with exactly `intervals` steps that cover `max`: a second axis sharing the grid. */
export function alignedTicks(max: number, intervals: number, integer = false): number[] {
  const step = niceStep(Math.max(max, 0) / intervals || 1, integer);
  return Array.from({ length: intervals + 1 }, (_, index) => round(index * step));
}

/** Show every n-th category label so labels of `labelWidth` px never overlap in bands of `band` px. */
export function labelStride(band: number, labelWidth: number): number {
  return band <= 0 ? 1 : Math.max(1, Math.ceil((labelWidth + 8) / band));
}

/** Rough width of a label in px at 12 px (no DOM measuring: good enough to reserve room). */
export const textWidth = (text: string, fontSize = 12) => text.length * fontSize * 0.58;

/** `text` cut with an ellipsis to fit `room` px (estimated as textWidth does). */
export function shorten(text: string, room: number, fontSize = 12): string {
  if (textWidth(text, fontSize) <= room) return text;
  const fits = Math.max(1, Math.floor(room / textWidth('a', fontSize)) - 1);
  return `${text.slice(0, fits).trimEnd()}…`;
}

/** The index whose position is closest to `target` (positions ascending). */
export function nearestIndex(positions: readonly number[], target: number): number {
  let best = 0;
  positions.forEach((position, index) => {
    if (Math.abs(position - target) < Math.abs((positions[best] ?? 0) - target)) best = index;
  });
  return best;
}

/**
 * A smooth line through the points, monotone in y between neighbours (Steffen's method, as d3's
 * curveMonotoneX): it never overshoots a peak nor dips below zero between two non-negative points.
 */
export function smoothPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const [x0, y0] = points[0] as Point;
  if (points.length === 1) return `M${fixed(x0)},${fixed(y0)}`;
  const gaps = points.slice(1).map(([x], index) => x - (points[index] as Point)[0]);
  const slopes = points
    .slice(1)
    .map(([, y], index) => (y - (points[index] as Point)[1]) / (gaps[index] || 1));
  // Steffen's tangents: flat at a turning point, at most twice the gentler neighbouring slope.
  const tangents = points.map((_, index) => {
    const s0 = slopes[index - 1];
    const s1 = slopes[index];
    if (s0 === undefined || s1 === undefined) return Number.NaN;
    const h0 = gaps[index - 1] ?? 1;
    const h1 = gaps[index] ?? 1;
    const p = (s0 * h1 + s1 * h0) / (h0 + h1);
    return (
      (Math.sign(s0) + Math.sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0
    );
  });
  const last = points.length - 1;
  const first = slopes[0] ?? 0;
  const final = slopes[last - 1] ?? 0;
  tangents[0] = last === 1 ? first : (3 * first - (tangents[1] ?? 0)) / 2;
  tangents[last] = last === 1 ? final : (3 * final - (tangents[last - 1] ?? 0)) / 2;
  let path = `M${fixed(x0)},${fixed(y0)}`;
  for (let index = 1; index < points.length; index += 1) {
    const [px, py] = points[index - 1] as Point;
    const [x, y] = points[index] as Point;
    const third = (x - px) / 3;
    const before = py + third * (tangents[index - 1] ?? 0);
    const after = y - third * (tangents[index] ?? 0);
    path += `C${fixed(px + third)},${fixed(before)},${fixed(x - third)},${fixed(after)},${fixed(x)},${fixed(y)}`;
  }
  return path;
}

/** The smooth line closed down to `baseline`: the area under it. */
export function areaPath(points: readonly Point[], baseline: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  return `${smoothPath(points)}L${fixed(last[0])},${fixed(baseline)}L${fixed(first[0])},${fixed(baseline)}Z`;
}

/** A point at `radius` from the centre, `angle` radians clockwise from 12 o'clock. */
export function polar(cx: number, cy: number, radius: number, angle: number): Point {
  return [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)];
}

const FULL = Math.PI * 2;

/** An arc along `radius` from `start` to `end` (radians clockwise from 12 o'clock), for a stroke. */
export function arcPath(
  cx: number,
  cy: number,
  radius: number,
  start: number,
  end: number,
): string {
  // SVG cannot draw a closed circle as one arc: two halves.
  if (end - start >= FULL - 1e-6)
    return `${arcPath(cx, cy, radius, start, start + Math.PI)}${arcPath(cx, cy, radius, start + Math.PI, start + FULL).replace(/^M[^A]*/, '')}`;
  const [x0, y0] = polar(cx, cy, radius, start);
  const [x1, y1] = polar(cx, cy, radius, end);
  return `M${fixed(x0)},${fixed(y0)}A${fixed(radius)},${fixed(radius)},0,${end - start > Math.PI ? 1 : 0},1,${fixed(x1)},${fixed(y1)}`;
}

/** A filled ring segment (donut slice or polar sector when `inner` is 0). */
export function sectorPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  start: number,
  end: number,
): string {
  if (end - start >= FULL - 1e-6) {
    // A whole ring: two circles, the inner one drawn the other way round to cut the hole.
    const ring = (r: number, sweep: 0 | 1) =>
      `M${fixed(cx)},${fixed(cy - r)}A${fixed(r)},${fixed(r)},0,1,${sweep},${fixed(cx)},${fixed(cy + r)}A${fixed(r)},${fixed(r)},0,1,${sweep},${fixed(cx)},${fixed(cy - r)}Z`;
    return inner > 0 ? ring(outer, 1) + ring(inner, 0) : ring(outer, 1);
  }
  const large = end - start > Math.PI ? 1 : 0;
  const [ox0, oy0] = polar(cx, cy, outer, start);
  const [ox1, oy1] = polar(cx, cy, outer, end);
  const outerArc = `M${fixed(ox0)},${fixed(oy0)}A${fixed(outer)},${fixed(outer)},0,${large},1,${fixed(ox1)},${fixed(oy1)}`;
  if (inner <= 0) return `${outerArc}L${fixed(cx)},${fixed(cy)}Z`;
  const [ix1, iy1] = polar(cx, cy, inner, end);
  const [ix0, iy0] = polar(cx, cy, inner, start);
  return `${outerArc}L${fixed(ix1)},${fixed(iy1)}A${fixed(inner)},${fixed(inner)},0,${large},0,${fixed(ix0)},${fixed(iy0)}Z`;
}

/**
 * A bar from its base to its end with the end's two corners rounded (`radius`, at most half the
 * bar's thickness and its length): upwards, or rightwards when `horizontal`.
 */
export function barPath(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  horizontal = false,
): string {
  const r = Math.max(
    0,
    Math.min(radius, (horizontal ? height : width) / 2, horizontal ? width : height),
  );
  const arc = (toX: number, toY: number) =>
    `A${fixed(r)},${fixed(r)},0,0,1,${fixed(toX)},${fixed(toY)}`;
  if (horizontal) {
    const end = x + width;
    return `M${fixed(x)},${fixed(y)}H${fixed(end - r)}${arc(end, y + r)}V${fixed(y + height - r)}${arc(end - r, y + height)}H${fixed(x)}Z`;
  }
  const base = y + height;
  return `M${fixed(x)},${fixed(base)}V${fixed(y + r)}${arc(x + r, y)}H${fixed(x + width - r)}${arc(x + width, y + r)}V${fixed(base)}Z`;
}

/** Which of `count` equal slices, clockwise from 12 o'clock, the direction (dx, dy) points into. */
export function sliceAt(dx: number, dy: number, count: number, offset = 0): number {
  const angle = (Math.atan2(dx, -dy) - offset + FULL * 2) % FULL;
  return Math.min(count - 1, Math.floor((angle / FULL) * count));
}

/** The angle of (dx, dy) in radians clockwise from 12 o'clock, in [0, 2π). */
export const angleOf = (dx: number, dy: number) => (Math.atan2(dx, -dy) + FULL) % FULL;
