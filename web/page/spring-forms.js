// Springs in SwiftUI's two forms, converted as Curves' `Spring` does, and the motion of a spring
// taking a value from 0 to 1 from rest (closed form). No DOM.
//
// Perceptual form `Spring(duration:bounce:)`: mass 1, natural frequency ω0 = 2π / duration,
// damping ratio ζ = 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce) below (over-damped).
// Physical form `Spring(mass:stiffness:damping:)`: ω0 = √(k / m), ζ = c / (2√(k·m)), with
// damping above critical clamped to critical (SwiftUI's `allowOverDamping: false`).
// Durations are seconds, stiffness force per unit of displacement, damping force per unit of velocity.

const TAU = 2 * Math.PI;
/** Curves' largest damping ratio (a bounce at or below −0.999). */
const MAXIMUM_DAMPING_RATIO = 1000;

/** SwiftUI's spring presets (`Spring.smooth`, `.snappy`, `.bouncy`), in the order the page offers them. */
export const SPRING_PRESETS = Object.freeze({
  smooth: Object.freeze({ duration: 0.5, bounce: 0 }),
  snappy: Object.freeze({ duration: 0.5, bounce: 0.15 }),
  bouncy: Object.freeze({ duration: 0.5, bounce: 0.3 }),
});

const finite = (value) => typeof value === 'number' && Number.isFinite(value);

/** Whether `value` is a spring in one of the forms, with the ranges the scene accepts. */
export function isSpring(value) {
  if (value === null || typeof value !== 'object') return false;
  if ('duration' in value) return finite(value.duration) && value.duration > 0 && finite(value.bounce) && value.bounce >= -1 && value.bounce <= 1;
  return finite(value.mass) && value.mass > 0 && finite(value.stiffness) && value.stiffness > 0 && finite(value.damping) && value.damping >= 0;
}

/** `'perceptual'` for `{duration, bounce}`, `'physical'` for `{mass, stiffness, damping}`. */
export function springForm(value) {
  return 'duration' in value ? 'perceptual' : 'physical';
}

/** SwiftUI's bounce → damping ratio. */
export function dampingRatioForBounce(bounce) {
  if (bounce >= 0) return Math.max(0, 1 - bounce);
  if (bounce <= -0.999) return MAXIMUM_DAMPING_RATIO;
  return Math.min(1 / (1 + bounce), MAXIMUM_DAMPING_RATIO);
}

/** The inverse: `1 − ζ` up to critical, `1/ζ − 1` beyond (toward −1). */
export function bounceForDampingRatio(ratio) {
  return ratio <= 1 ? 1 - ratio : 1 / ratio - 1;
}

/** `{omega0, zeta}`: natural frequency (radians per second) and damping ratio of either form. */
export function springDynamics(value) {
  if (springForm(value) === 'perceptual') return { omega0: TAU / value.duration, zeta: dampingRatioForBounce(value.bounce) };
  const omega0 = Math.sqrt(value.stiffness / value.mass);
  return { omega0, zeta: Math.min(1, value.damping / (2 * Math.sqrt(value.stiffness * value.mass))) };
}

/** The physical form of a spring: `Spring(duration:bounce:)` has mass 1, k = ω0², c = 2ζω0. */
export function toPhysical(value) {
  if (springForm(value) === 'physical') return { mass: value.mass, stiffness: value.stiffness, damping: value.damping };
  const { omega0, zeta } = springDynamics(value);
  return { mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0 };
}

/** The perceptual form: duration 2π/ω0 and the bounce of ζ (over-damping already clamped for physical springs). */
export function toPerceptual(value) {
  if (springForm(value) === 'perceptual') return { duration: value.duration, bounce: value.bounce };
  const { omega0, zeta } = springDynamics(value);
  return { duration: TAU / omega0, bounce: bounceForDampingRatio(zeta) };
}

/** The fraction of a 0 → 1 change a spring from rest has covered after `t` seconds. */
export function springValue(value, t) {
  const { omega0, zeta } = springDynamics(value);
  const lambda = zeta * omega0;
  if (zeta < 1) {
    const wd = omega0 * Math.sqrt(1 - zeta * zeta);
    return 1 - Math.exp(-lambda * t) * (Math.cos(wd * t) + (lambda / wd) * Math.sin(wd * t));
  }
  if (zeta === 1) return 1 - Math.exp(-lambda * t) * (1 + lambda * t);
  const root = omega0 * Math.sqrt(zeta * zeta - 1);
  const r1 = -lambda + root;
  const r2 = -lambda - root;
  return 1 + (r2 * Math.exp(r1 * t) - r1 * Math.exp(r2 * t)) / (r1 - r2);
}

/**
 * Seconds after which the motion stays within `epsilon` of 1 (looked for on a 1/240 s grid up
 * to 30 s; 30 for a spring that never settles, e.g. bounce 1).
 */
export function settlingTime(value, epsilon = 0.001) {
  const step = 1 / 240;
  let last = 0;
  for (let i = 0; i <= 30 * 240; i++) {
    if (Math.abs(1 - springValue(value, i * step)) > epsilon) last = (i + 1) * step;
  }
  return Math.min(30, last);
}
