// The maths of the curve editor's plot: which progress range it shows, the mapping between
// curve coordinates (x time fraction, y progress; or seconds for springs) and plot pixels
// (origin top-left, y down), and where a dragged Bézier handle lands. No DOM.

/**
 * The progress range a plot shows: 0…1 at least, widened to hold every value in `values`
 * (control y values, curve samples), plus `margin` of the span on each side.
 * @param {number[]} values
 * @returns {{min: number, max: number}}
 */
export function fitRange(values, margin = 0.08) {
  let min = 0;
  let max = 1;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  const pad = (max - min) * margin;
  return { min: min - pad, max: max + pad };
}

/**
 * A plot of `width` × `height` pixels with `padding` pixels round the data area, showing
 * x in `xRange` left to right and y in `yRange` bottom to top.
 * @returns {{toPixel(point: {x: number, y: number}): {x: number, y: number}, fromPixel(pixel: {x: number, y: number}): {x: number, y: number}}}
 */
export function plotFrame({ width, height, padding = 12, xRange = { min: 0, max: 1 }, yRange = { min: 0, max: 1 } }) {
  const innerWidth = Math.max(1, width - 2 * padding);
  const innerHeight = Math.max(1, height - 2 * padding);
  const xSpan = xRange.max - xRange.min || 1;
  const ySpan = yRange.max - yRange.min || 1;
  return {
    width, height, padding, xRange, yRange,
    toPixel: ({ x, y }) => ({
      x: padding + ((x - xRange.min) / xSpan) * innerWidth,
      y: padding + ((yRange.max - y) / ySpan) * innerHeight,
    }),
    fromPixel: ({ x, y }) => ({
      x: xRange.min + ((x - padding) / innerWidth) * xSpan,
      y: yRange.max - ((y - padding) / innerHeight) * ySpan,
    }),
  };
}

/** An SVG path `M x y L x y …` through `points` (curve coordinates) in `frame`'s pixels, to 0.01 px. */
export function pathData(points, frame) {
  return points.map((point, i) => {
    const { x, y } = frame.toPixel(point);
    return `${i === 0 ? 'M' : 'L'}${Number(x.toFixed(2))} ${Number(y.toFixed(2))}`;
  }).join(' ');
}

const round = (value, decimals) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
};

/**
 * The curve after dragging handle 1 or 2 to `point` (curve coordinates): x clamped to 0…1, y to
 * `yRange` (the parameter's allowed control y values), both rounded to `decimals` (2, as
 * cubic-bezier.com). The other handle stays.
 */
export function dragHandle(curve, handle, point, { yRange = { min: -Infinity, max: Infinity }, decimals = 2 } = {}) {
  const x = round(Math.min(1, Math.max(0, point.x)), decimals);
  const y = round(Math.min(yRange.max, Math.max(yRange.min, point.y)), decimals);
  return handle === 1 ? { ...curve, x1: x, y1: y } : { ...curve, x2: x, y2: y };
}

/**
 * The handle (1 or 2) within `radius` pixels of `pixel`, the nearer one when both are, or null.
 */
export function handleAt(curve, pixel, frame, radius = 12) {
  let best = null;
  let bestDistance = radius;
  for (const handle of [1, 2]) {
    const at = frame.toPixel({ x: handle === 1 ? curve.x1 : curve.x2, y: handle === 1 ? curve.y1 : curve.y2 });
    const distance = Math.hypot(at.x - pixel.x, at.y - pixel.y);
    if (distance <= bestDistance) {
      best = handle;
      bestDistance = distance;
    }
  }
  return best;
}

/** Moves handle 1 or 2 by `dx`, `dy` (curve units) for arrow keys, with the same clamping as a drag. */
export function nudgeHandle(curve, handle, dx, dy, options) {
  const x = handle === 1 ? curve.x1 : curve.x2;
  const y = handle === 1 ? curve.y1 : curve.y2;
  return dragHandle(curve, handle, { x: x + dx, y: y + dy }, options);
}
