/**
 * The arcs of a dashboard ring (issue #27: drawn as plain SVG; ECharts cost /dashboard 175 kB of JavaScript).
 * Angles run clockwise from twelve o'clock; coordinates are in the chart's 200 × 200 viewBox.
 */
export const RING = { cx: 100, cy: 100, inner: 58, outer: 86 } as const;

export interface Arc<T> {
  slice: T;
  /** Start and end, as fractions of the whole turn (0 … 1). */
  start: number;
  end: number;
  /** Share of the sum, in per cent. */
  percent: number;
}

/** One arc per slice with a positive value, in order; none when every value is zero (the ring shows its track alone). */
export function ringArcs<T extends { value: number }>(slices: readonly T[]): Arc<T>[] {
  const sum = slices.reduce((total, s) => total + Math.max(0, s.value), 0);
  if (sum === 0) return [];
  let at = 0;
  return slices.filter((s) => s.value > 0).map((slice) => {
    const start = at;
    at += slice.value / sum;
    return { slice, start, end: at, percent: (slice.value / sum) * 100 };
  });
}

const point = (radius: number, turn: number) => {
  const angle = turn * 2 * Math.PI;
  return `${(RING.cx + radius * Math.sin(angle)).toFixed(3)} ${(RING.cy - radius * Math.cos(angle)).toFixed(3)}`;
};

/**
 * The SVG path of the band between the inner and outer radius from `from` to `to`. A whole turn is drawn as two
 * halves: an arc whose ends meet draws nothing.
 */
export function bandPath(from: number, to: number): string {
  if (to - from >= 0.999_999) return `${bandPath(from, from + 0.5)} ${bandPath(from + 0.5, to)}`;
  const large = to - from > 0.5 ? 1 : 0;
  const { inner, outer } = RING;
  return [
    `M ${point(outer, from)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, to)}`,
    `L ${point(inner, to)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, from)}`,
    'Z',
  ].join(' ');
}
