// Cubic Bézier timing curves as Curves' `UnitCurve.bezier` and CSS `cubic-bezier()` define them:
// from (0, 0) to (1, 1) through the control points (x1, y1) and (x2, y2); x is the time
// fraction, y the progress. Control x values are clamped to 0…1 for evaluation (as UnitCurve
// does); y values are not, so a curve may overshoot. No DOM.

/** SwiftUI's named Bézier curves (UnitCurve), in the order the page offers them. */
export const CURVE_PRESETS = Object.freeze({
  linear: Object.freeze({ x1: 0, y1: 0, x2: 1, y2: 1 }),
  easeIn: Object.freeze({ x1: 0.42, y1: 0, x2: 1, y2: 1 }),
  easeOut: Object.freeze({ x1: 0, y1: 0, x2: 0.58, y2: 1 }),
  easeInOut: Object.freeze({ x1: 0.42, y1: 0, x2: 0.58, y2: 1 }),
});

const finite = (value) => typeof value === 'number' && Number.isFinite(value);
const clamp01 = (value) => Math.min(1, Math.max(0, value));

/** Whether `value` is a curve object `{x1, y1, x2, y2}` of finite numbers. */
export function isCurve(value) {
  return value !== null && typeof value === 'object' && ['x1', 'y1', 'x2', 'y2'].every((key) => finite(value[key]));
}

/** The name of the preset `curve` equals exactly, or null. */
export function presetName(curve) {
  for (const [name, preset] of Object.entries(CURVE_PRESETS)) {
    if (['x1', 'y1', 'x2', 'y2'].every((key) => preset[key] === curve[key])) return name;
  }
  return null;
}

/** One coordinate of a cubic from 0 to 1 with control values a and b, at curve parameter s. */
function cubic(a, b, s) {
  const u = 1 - s;
  return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s;
}

/** Its derivative with respect to s. */
function cubicSlope(a, b, s) {
  const u = 1 - s;
  return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b);
}

/** The point of the curve at parameter `s` in 0…1 (control x clamped): `{x, y}`. */
export function bezierPoint(curve, s) {
  return { x: cubic(clamp01(curve.x1), clamp01(curve.x2), s), y: cubic(curve.y1, curve.y2, s) };
}

/**
 * The progress at time fraction `x` (clamped to 0…1): solves x(s) = x to 1e-9 (Newton's
 * method, then bisection; x(s) is monotone once control x values are in 0…1) and returns y(s).
 */
export function curveValue(curve, x) {
  const t = finite(x) ? clamp01(x) : 0;
  const a = clamp01(curve.x1);
  const b = clamp01(curve.x2);
  let s = t;
  for (let i = 0; i < 8; i++) {
    const error = cubic(a, b, s) - t;
    if (Math.abs(error) < 1e-9) return cubic(curve.y1, curve.y2, s);
    const slope = cubicSlope(a, b, s);
    if (Math.abs(slope) < 1e-7) break;
    s -= error / slope;
    if (s < 0 || s > 1) break;
  }
  let lo = 0;
  let hi = 1;
  s = t;
  for (let i = 0; i < 60; i++) {
    const value = cubic(a, b, s);
    if (Math.abs(value - t) < 1e-9) break;
    if (value < t) lo = s; else hi = s;
    s = (lo + hi) / 2;
  }
  return cubic(curve.y1, curve.y2, s);
}

/** `count` + 1 points `{x, y}` of the curve, evenly spaced in the curve parameter (for plotting). */
export function sampleCurve(curve, count = 64) {
  return Array.from({ length: count + 1 }, (_, i) => bezierPoint(curve, i / count));
}

/** The lowest and highest progress the curve reaches, `{min, max}` (0 and 1 at least). */
export function curveExtent(curve, count = 128) {
  let min = 0;
  let max = 1;
  for (const { y } of sampleCurve(curve, count)) {
    min = Math.min(min, y);
    max = Math.max(max, y);
  }
  return { min, max };
}
