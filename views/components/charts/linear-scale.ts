/**
 * Maps a domain interval onto a range of pixels, as d3-scale's scaleLinear does for the one
 * case the charts need (docs/decisions/013-hand-drawn-svg-charts.md).
 */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}
