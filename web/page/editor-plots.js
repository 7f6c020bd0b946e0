// What the curve and spring editors plot: the edited value solid and, dashed, the value the
// "compare with" picker chose — the parameter's default, one of SwiftUI's presets, or nothing —
// in one frame that holds both. No DOM: curve-editor.js and spring-editor.js only set the paths.

import { curveExtent, sampleCurve } from './bezier-curve.js';
import { fitRange, pathData, plotFrame } from './curve-plot.js';
import { settlingTime, springValue } from './spring-forms.js';

/** The choice that compares with the parameter's default value (the picker's initial choice). */
export const COMPARE_DEFAULT = 'default';
/** The choice that compares with nothing. */
export const COMPARE_NONE = 'none';

/**
 * The picker's options in order, `{value, text}`: the default (`vs default`), each of `presets`
 * by name (`vs .easeInOut`), and none (`no comparison`).
 * @param {Record<string, object>} presets name → value, in the order offered
 */
export function compareChoices(presets) {
  return [
    { value: COMPARE_DEFAULT, text: 'vs default' },
    ...Object.keys(presets).map((name) => ({ value: name, text: `vs .${name}` })),
    { value: COMPARE_NONE, text: 'no comparison' },
  ];
}

/**
 * The value a choice compares with: `defaultValue` for the default, the preset of that name, or
 * null — nothing to draw — for none and for a name that is not a preset.
 * @param {string} choice a `value` of `compareChoices(presets)`
 * @param {Record<string, object>} presets
 * @param {object|null} defaultValue the parameter's default
 */
export function comparedValue(choice, presets, defaultValue) {
  if (choice === COMPARE_DEFAULT) return defaultValue ?? null;
  return Object.hasOwn(presets, choice) ? presets[choice] : null;
}

/**
 * The progress range a curve plot shows (plot y): 0…1, the control y values of `curve`, the
 * progress both curves reach, and 10 % of the span either side. `compare` null: `curve` alone.
 */
export function curveRange(curve, compare) {
  const values = [curve.y1, curve.y2, ...Object.values(curveExtent(curve))];
  if (compare) values.push(...Object.values(curveExtent(compare)));
  return fitRange(values, 0.1);
}

/**
 * The SVG paths of a curve plot in `frame` (curve-plot.js's `plotFrame`): `curve`, the edited
 * Bézier, and `compare`, the compared one's ('' when `compare` is null).
 * @returns {{curve: string, compare: string}}
 */
export function curvePaths(curve, compare, frame) {
  return {
    curve: pathData(sampleCurve(curve), frame),
    compare: compare ? pathData(sampleCurve(compare), frame) : '',
  };
}

/** Points sampled along a spring plot's time window, for the `(count + 1)` samples of each path. */
const SPRING_SAMPLES = 160;

/**
 * A spring plot of `width` × `height` pixels (`padding` round the data): the motion of a 0 → 1
 * change from rest of `spring` and of `compare` (null: none), over a window from 0 to `seconds`
 * — 1.1 × the later of the two settling times (within 0.005), kept to 0.2…10 s — and the value
 * range both reach with a 6 % margin.
 * @returns {{seconds: number, frame: object, curve: string, compare: string}} the paths as SVG
 *   path data ('' for no comparison)
 */
export function springPlot(spring, compare, { width, height, padding = 14 }) {
  const settles = Math.max(settlingTime(spring, 0.005), compare ? settlingTime(compare, 0.005) : 0);
  const seconds = Math.max(0.2, Math.min(10, 1.1 * settles));
  const samples = (value) => Array.from({ length: SPRING_SAMPLES + 1 }, (_, i) => {
    const x = (i / SPRING_SAMPLES) * seconds;
    return { x, y: springValue(value, x) };
  });
  const points = samples(spring);
  const compared = compare ? samples(compare) : [];
  const frame = plotFrame({
    width, height, padding, xRange: { min: 0, max: seconds },
    yRange: fitRange([...points, ...compared].map((p) => p.y), 0.06),
  });
  return { seconds, frame, curve: pathData(points, frame), compare: compare ? pathData(compared, frame) : '' };
}
