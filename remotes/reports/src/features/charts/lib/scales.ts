import { nice, ticks } from 'd3-array';
import { scaleBand as d3ScaleBand } from 'd3-scale';

// d3's band scale (a module of its own) and d3-array's tick rules, not @visx/scale: visx bundles
// all of d3-scale prebuilt (interpolators, colour parsing, number and time formatting), 13.2 KiB
// gzip on the analytics screen's first load for two scales; these are 1.4.

/** Days or names across `range`, with d3's padding rules (a band's start, `bandwidth`, `step`). */
export function bandScale<D extends string>(domain: readonly D[], range: [number, number], paddingInner: number, paddingOuter = 0) {
  return d3ScaleBand<D>(domain, range).paddingInner(paddingInner).paddingOuter(paddingOuter);
}

/**
 * Figures onto pixels. With `niceTicks`, the domain is widened to round figures as d3's
 * `scale.nice(count)` does, so the top and bottom gridlines land on a tick.
 */
export function linearScale(domain: [number, number], range: [number, number], niceTicks?: number) {
  const [d0, d1] = niceTicks ? nice(domain[0], domain[1], niceTicks) : domain;
  const [r0, r1] = range;
  // An empty domain maps everything to the range's middle, as d3 does.
  const scale = (value: number) => (d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0));
  /** About `count` round figures across the domain (d3's `ticks`). */
  scale.ticks = (count: number) => ticks(d0, d1, count);
  return scale;
}

/** An SVG polyline through `points` (the profit line). */
export const linePath = (points: ReadonlyArray<readonly [number, number]>) => (points.length ? `M${points.map(([x, y]) => `${x},${y}`).join('L')}` : '');
