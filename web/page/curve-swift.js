// Timing curves and springs as Swift source, for "copy as Swift": the expressions Curves (and
// SwiftUI) accept, and the Stage parameter declarations. No DOM.

import { presetName } from './bezier-curve.js';
import { springForm } from './spring-forms.js';

/** A number as a Swift literal: the shortest round trip (`0.24`, `-1`, `1e-7`). */
export const swiftNumber = (value) => String(value + 0);

/** A curve as a `UnitCurve` expression: `.easeInOut`, or `.bezier(startControlPoint: UnitPoint(x: 0.24, y: 1.4), …)`. */
export function swiftUnitCurve(curve) {
  const preset = presetName(curve);
  if (preset !== null) return `.${preset}`;
  const n = swiftNumber;
  return `.bezier(startControlPoint: UnitPoint(x: ${n(curve.x1)}, y: ${n(curve.y1)}), `
    + `endControlPoint: UnitPoint(x: ${n(curve.x2)}, y: ${n(curve.y2)}))`;
}

/**
 * A curve as an animation: `.timingCurve(0.24, 1.4, 1, -1, duration: 0.5)`, or without the
 * duration (SwiftUI's default, 0.35 s) when `duration` is undefined.
 */
export function swiftTimingCurveAnimation(curve, duration) {
  const n = swiftNumber;
  const tail = duration === undefined ? '' : `, duration: ${n(duration)}`;
  return `.timingCurve(${n(curve.x1)}, ${n(curve.y1)}, ${n(curve.x2)}, ${n(curve.y2)}${tail})`;
}

/** A spring in its form: `Spring(duration: 0.5, bounce: 0.3)` or `Spring(mass: 1, stiffness: 80, damping: 4)`. */
export function swiftSpring(spring) {
  const n = swiftNumber;
  if (springForm(spring) === 'perceptual') return `Spring(duration: ${n(spring.duration)}, bounce: ${n(spring.bounce)})`;
  return `Spring(mass: ${n(spring.mass)}, stiffness: ${n(spring.stiffness)}, damping: ${n(spring.damping)})`;
}

/** Stage's `SpringForm` case for a spring: `.perceptual(duration: 0.5, bounce: 0.3)` or `.physical(mass: …)`. */
export function swiftSpringForm(spring) {
  const n = swiftNumber;
  if (springForm(spring) === 'perceptual') return `.perceptual(duration: ${n(spring.duration)}, bounce: ${n(spring.bounce)})`;
  return `.physical(mass: ${n(spring.mass)}, stiffness: ${n(spring.stiffness)}, damping: ${n(spring.damping)})`;
}
