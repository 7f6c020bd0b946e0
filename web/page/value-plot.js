// The Animations panel's plot of one property's value over a window of scene time (issue #23):
// scales, ticks and polylines from the server's samples. No DOM: node tests cover it.

import { niceTicks } from './ticks.js';

/**
 * The plot of `samples` (an `animationSamples` message: `from`, `to` in seconds, `values` an array
 * of number arrays or nulls, evenly spaced) in a `width` × `height` box with `padding` pixels
 * around the data area. y grows downward (SVG); the value range gets 8 % headroom, and a flat
 * value a range of ±1 (or ±10 % of it) so its line sits mid-height.
 * @returns {{min: number, max: number, xTicks: Array<{value: number, x: number}>,
 *   yTicks: Array<{value: number, y: number}>, lines: string[][], x(t: number): number, y(v: number): number}}
 *   `lines[c]` holds the SVG `points` strings of component c, one per unbroken run of samples.
 */
export function plotGeometry(samples, { width, height, padding = { left: 44, right: 8, top: 8, bottom: 18 } }) {
  const values = Array.isArray(samples?.values) ? samples.values : [];
  const from = Number(samples?.from);
  const to = Number(samples?.to);
  let min = Infinity;
  let max = -Infinity;
  let components = 0;
  for (const value of values) {
    if (!Array.isArray(value)) continue;
    components = Math.max(components, value.length);
    for (const v of value) {
      if (Number.isFinite(v)) {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
  }
  if (!(min <= max)) {
    min = 0;
    max = 1;
  } else if (min === max) {
    const half = min === 0 ? 1 : Math.abs(min) * 0.1;
    min -= half;
    max += half;
  } else {
    const room = (max - min) * 0.08;
    min -= room;
    max += room;
  }
  const left = padding.left;
  const right = width - padding.right;
  const top = padding.top;
  const bottom = height - padding.bottom;
  const span = to > from ? to - from : 1;
  const x = (t) => left + ((t - from) / span) * (right - left);
  const y = (v) => bottom - ((v - min) / (max - min)) * (bottom - top);
  const lines = [];
  for (let c = 0; c < components; c += 1) {
    const runs = [];
    let current = [];
    values.forEach((value, index) => {
      const v = Array.isArray(value) ? value[c] : undefined;
      if (!Number.isFinite(v)) {
        if (current.length > 0) runs.push(current.join(' '));
        current = [];
        return;
      }
      const t = values.length > 1 ? from + (index * (to - from)) / (values.length - 1) : from;
      current.push(`${round(x(t))},${round(y(v))}`);
    });
    if (current.length > 0) runs.push(current.join(' '));
    lines.push(runs);
  }
  const xTicks = niceTicks(from, to, Math.max(2, Math.floor((right - left) / 70))).values.map((value) => ({ value, x: x(value) }));
  const yTicks = niceTicks(min, max, Math.max(2, Math.floor((bottom - top) / 28))).values.map((value) => ({ value, y: y(value) }));
  return { min, max, xTicks, yTicks, lines, x, y };
}

/** Two decimals are plenty for pixels and keep the SVG short. */
function round(n) {
  return Math.round(n * 100) / 100;
}

/**
 * The window to sample around the playhead: `width` seconds centred on `time`, never before 0,
 * and the sample count for `pixels` of plot (one sample per 2 pixels, 16…240).
 * @returns {{from: number, to: number, count: number}}
 */
export function sampleWindow(time, width = 2, pixels = 300) {
  const t = Number.isFinite(time) ? Math.max(0, time) : 0;
  const from = Math.max(0, t - width / 2);
  const count = Math.min(240, Math.max(16, Math.round(pixels / 2)));
  return { from, to: from + width, count };
}
