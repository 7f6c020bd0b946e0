import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CURVE_PRESETS, bezierPoint, curveExtent, curveValue, isCurve, presetName } from '../page/bezier-curve.js';
import { dragHandle, fitRange, handleAt, nudgeHandle, pathData, plotFrame } from '../page/curve-plot.js';
import { swiftSpring, swiftSpringForm, swiftTimingCurveAnimation, swiftUnitCurve } from '../page/curve-swift.js';
import { hashForLink, linkFromHash } from '../page/deeplink.js';
import { setEvents, swiftDeclarations } from '../page/parameter-code.js';
import { normalizeScene } from '../page/scene-info.js';
import {
  bounceForDampingRatio, dampingRatioForBounce, isSpring, settlingTime, springDynamics, springValue, toPerceptual, toPhysical,
} from '../page/spring-forms.js';

const close = (actual, expected, tolerance, message) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${message ?? ''} ${actual} is not within ${tolerance} of ${expected}`);

const ROLL_IN = { x1: 0.24, y1: 1.4, x2: 1, y2: -1 };

test('curves hit 0 and 1 at the ends; linear is the identity', () => {
  for (const curve of [...Object.values(CURVE_PRESETS), ROLL_IN]) {
    close(curveValue(curve, 0), 0, 1e-12);
    close(curveValue(curve, 1), 1, 1e-12);
  }
  for (const x of [0.1, 0.33, 0.5, 0.9]) close(curveValue(CURVE_PRESETS.linear, x), x, 1e-9);
});

test('easeInOut is point-symmetric and easeOut mirrors easeIn (laws)', () => {
  for (const x of [0.05, 0.2, 0.37, 0.5, 0.81]) {
    close(curveValue(CURVE_PRESETS.easeInOut, x) + curveValue(CURVE_PRESETS.easeInOut, 1 - x), 1, 1e-8);
    close(curveValue(CURVE_PRESETS.easeIn, x), 1 - curveValue(CURVE_PRESETS.easeOut, 1 - x), 1e-8);
  }
});

test('the roll-in curve matches the Swift reference values (PullToRefreshTests.AnimationRulesTests)', () => {
  close(curveValue(ROLL_IN, 0.25), 0.46521, 1e-5);
  close(curveValue(ROLL_IN, 0.5), 0.34718, 1e-5);
  close(curveValue(ROLL_IN, 0.75), 0.17268, 1e-5);
  // Its handles leave 0…1 but the curve stays inside: the extent is 0…1.
  assert.deepEqual(curveExtent(ROLL_IN), { min: 0, max: 1 });
  // A curve that overshoots: y(s) = 5.4·s(1 − s) + s³ rises above 1.4 (y(0.6) = 1.512).
  const overshoot = curveExtent({ x1: 0.5, y1: 1.8, x2: 0.5, y2: 1.8 });
  assert.equal(overshoot.min, 0);
  assert.ok(overshoot.max > 1.4 && overshoot.max < 1.8, JSON.stringify(overshoot));
});

test('control x values are clamped to 0…1 for evaluation, as UnitCurve does', () => {
  const wild = { x1: -0.5, y1: 0.2, x2: 1.7, y2: 0.9 };
  const clamped = { x1: 0, y1: 0.2, x2: 1, y2: 0.9 };
  for (const x of [0.2, 0.5, 0.8]) close(curveValue(wild, x), curveValue(clamped, x), 1e-12);
  assert.deepEqual(bezierPoint(wild, 0.5), bezierPoint(clamped, 0.5));
});

test('curve values are recognised and presets named exactly', () => {
  assert.equal(isCurve(ROLL_IN), true);
  assert.equal(isCurve({ x1: 0, y1: 0, x2: 1 }), false);
  assert.equal(isCurve({ x1: 0, y1: NaN, x2: 1, y2: 1 }), false);
  assert.equal(presetName({ x1: 0.42, y1: 0, x2: 0.58, y2: 1 }), 'easeInOut');
  assert.equal(presetName({ x1: 0.42, y1: 0, x2: 0.58, y2: 1.01 }), null);
});

test('a plot maps the data box to the padded pixel box, y up, and back', () => {
  const f = plotFrame({ width: 260, height: 200, padding: 10, yRange: { min: -0.5, max: 1.5 } });
  assert.deepEqual(f.toPixel({ x: 0, y: 1.5 }), { x: 10, y: 10 });
  assert.deepEqual(f.toPixel({ x: 1, y: -0.5 }), { x: 250, y: 190 });
  assert.deepEqual(f.toPixel({ x: 0.5, y: 0.5 }), { x: 130, y: 100 });
  for (const point of [{ x: 0.3, y: 1.2 }, { x: 0.9, y: -0.4 }]) {
    const back = f.fromPixel(f.toPixel(point));
    close(back.x, point.x, 1e-12);
    close(back.y, point.y, 1e-12);
  }
  assert.equal(pathData([{ x: 0, y: 1.5 }, { x: 0.5, y: 0.5 }], f), 'M10 10 L130 100');
});

test('the shown range holds 0…1 and every value, with a margin of the span', () => {
  assert.deepEqual(fitRange([0.2, 0.8], 0.1), { min: -0.1, max: 1.1 });
  const range = fitRange([1.4, -1, NaN], 0.1);
  close(range.min, -1.24, 1e-12);
  close(range.max, 1.64, 1e-12);
});

test('dragging a handle clamps x to 0…1 and y to the allowed range, rounds to 0.01, and keeps the other handle', () => {
  const options = { yRange: { min: -2, max: 2 } };
  assert.deepEqual(dragHandle(ROLL_IN, 1, { x: 0.4567, y: 1.2345 }, options), { x1: 0.46, y1: 1.23, x2: 1, y2: -1 });
  assert.deepEqual(dragHandle(ROLL_IN, 2, { x: 1.3, y: -2.7 }, options), { x1: 0.24, y1: 1.4, x2: 1, y2: -2 });
  assert.deepEqual(dragHandle(ROLL_IN, 2, { x: -0.001, y: 0.5 }, options), { x1: 0.24, y1: 1.4, x2: 0, y2: 0.5 });
  assert.deepEqual(nudgeHandle(ROLL_IN, 1, 0.01, -0.1, options), { x1: 0.25, y1: 1.3, x2: 1, y2: -1 });
  assert.equal(Object.is(dragHandle(ROLL_IN, 1, { x: -0.001, y: -0.001 }).x1, -0), false);
});

test('a drag from pixels lands where the pointer is, in curve units', () => {
  const f = plotFrame({ width: 200, height: 200, padding: 0, yRange: { min: 0, max: 2 } });
  const moved = dragHandle(CURVE_PRESETS.linear, 1, f.fromPixel({ x: 50, y: 40 }));
  assert.deepEqual(moved, { x1: 0.25, y1: 1.6, x2: 1, y2: 1 });
});

test('the handle under the pointer is found within the radius, the nearer of two', () => {
  const f = plotFrame({ width: 200, height: 200, padding: 0, yRange: { min: 0, max: 1 } });
  const curve = { x1: 0.25, y1: 0.75, x2: 0.3, y2: 0.7 };
  assert.equal(handleAt(curve, { x: 52, y: 52 }, f, 10), 1);
  assert.equal(handleAt(curve, { x: 59, y: 61 }, f, 10), 2);
  assert.equal(handleAt(curve, { x: 150, y: 150 }, f, 10), null);
});

test('bounce and damping ratio convert as Curves does, both ways', () => {
  assert.equal(dampingRatioForBounce(0), 1);
  close(dampingRatioForBounce(0.3), 0.7, 1e-15);
  close(dampingRatioForBounce(-0.5), 2, 1e-15);
  assert.equal(dampingRatioForBounce(-1), 1000);
  assert.equal(dampingRatioForBounce(1.5), 0);
  for (const bounce of [-0.9, -0.3, 0, 0.25, 0.9]) close(bounceForDampingRatio(dampingRatioForBounce(bounce)), bounce, 1e-12);
});

test('Spring(duration: 0.5, bounce: 0) is mass 1, stiffness (4π)², damping 8π; and back', () => {
  const physical = toPhysical({ duration: 0.5, bounce: 0 });
  assert.equal(physical.mass, 1);
  close(physical.stiffness, 16 * Math.PI ** 2, 1e-9);
  close(physical.damping, 8 * Math.PI, 1e-12);
  for (const form of [{ duration: 0.5, bounce: 0.3 }, { duration: 1.2, bounce: 0 }, { duration: 0.2, bounce: 0.95 }]) {
    const back = toPerceptual(toPhysical(form));
    close(back.duration, form.duration, 1e-12);
    close(back.bounce, form.bounce, 1e-12);
  }
  // A negative bounce is over-damped: its physical form has c > 2√(km), which
  // Spring(mass:stiffness:damping:) clamps to critical, so it reads back as bounce 0.
  const over = toPhysical({ duration: 1.2, bounce: -0.4 });
  close(over.damping, 2 * (1 / 0.6) * ((2 * Math.PI) / 1.2), 1e-12);
  assert.equal(toPerceptual(over).bounce, 0);
});

test('the book spring m = 1, k = 80, c = 4 is duration 2π/√80 and bounce 1 − 4/(2√80)', () => {
  const perceptual = toPerceptual({ mass: 1, stiffness: 80, damping: 4 });
  close(perceptual.duration, (2 * Math.PI) / Math.sqrt(80), 1e-12);
  close(perceptual.bounce, 1 - 4 / (2 * Math.sqrt(80)), 1e-12);
  // Mass counts: ω0 = √(k/m).
  close(toPerceptual({ mass: 4, stiffness: 80, damping: 4 }).duration, (2 * Math.PI) / Math.sqrt(20), 1e-12);
  // Over-damped physical springs are clamped to critical (allowOverDamping: false): bounce 0.
  assert.equal(toPerceptual({ mass: 1, stiffness: 100, damping: 50 }).bounce, 0);
  assert.equal(springDynamics({ mass: 1, stiffness: 100, damping: 50 }).zeta, 1);
});

test('spring motion is the closed form: under-damped sample, critical, over-damped, continuous across ζ = 1', () => {
  const k = 200;
  const c = 10;
  const w0 = Math.sqrt(k);
  const zeta = c / (2 * w0);
  const wd = w0 * Math.sqrt(1 - zeta * zeta);
  for (const t of [0.1, 0.2, 0.4, 0.8]) {
    const expected = 1 - Math.exp(-zeta * w0 * t) * (Math.cos(wd * t) + ((zeta * w0) / wd) * Math.sin(wd * t));
    close(springValue({ mass: 1, stiffness: k, damping: c }, t), expected, 1e-12);
  }
  const critical = { duration: 0.5, bounce: 0 };
  const l = 4 * Math.PI;
  close(springValue(critical, 0.3), 1 - Math.exp(-l * 0.3) * (1 + l * 0.3), 1e-12);
  assert.equal(springValue(critical, 0), 0);
  for (const t of [0.05, 0.2, 0.6]) {
    close(springValue({ duration: 0.5, bounce: 1e-7 }, t), springValue(critical, t), 1e-5);
    close(springValue({ duration: 0.5, bounce: -1e-7 }, t), springValue(critical, t), 1e-5);
  }
  const over = { duration: 0.5, bounce: -0.5 };
  assert.equal(springValue(over, 0), 0);
  assert.ok(springValue(over, 0.3) < springValue(critical, 0.3));
  for (let t = 0; t < 3; t += 0.05) assert.ok(springValue(over, t) <= 1 + 1e-12, `over-damped never overshoots (t = ${t})`);
});

test('settling time: within ε for good after it, not just before; stiffer settles sooner; undamped never', () => {
  const spring = { duration: 0.5, bounce: 0.3 };
  const settle = settlingTime(spring, 0.001);
  for (let t = settle; t < settle + 3; t += 0.01) assert.ok(Math.abs(1 - springValue(spring, t)) <= 0.001);
  assert.ok(Math.abs(1 - springValue(spring, settle - 1 / 240)) > 0.001);
  assert.ok(settlingTime({ duration: 0.3, bounce: 0.3 }) < settle);
  assert.equal(settlingTime({ duration: 0.5, bounce: 1 }), 30);
});

test('spring values are recognised in both forms with the scene\'s ranges', () => {
  assert.equal(isSpring({ duration: 0.5, bounce: 0.3 }), true);
  assert.equal(isSpring({ duration: 0, bounce: 0.3 }), false);
  assert.equal(isSpring({ duration: 0.5, bounce: 1.2 }), false);
  assert.equal(isSpring({ mass: 1, stiffness: 80, damping: 4 }), true);
  assert.equal(isSpring({ mass: 1, stiffness: 0, damping: 4 }), false);
  assert.equal(isSpring({ stiffness: 80, damping: 4 }), false);
});

test('Swift text: UnitCurve presets by name, Béziers by control points, springs in their form', () => {
  assert.equal(swiftUnitCurve({ x1: 0.42, y1: 0, x2: 0.58, y2: 1 }), '.easeInOut');
  assert.equal(swiftUnitCurve(ROLL_IN), '.bezier(startControlPoint: UnitPoint(x: 0.24, y: 1.4), endControlPoint: UnitPoint(x: 1, y: -1))');
  assert.equal(swiftTimingCurveAnimation(ROLL_IN, 1), '.timingCurve(0.24, 1.4, 1, -1, duration: 1)');
  assert.equal(swiftTimingCurveAnimation({ x1: 0, y1: -0, x2: 1, y2: 1e-7 }), '.timingCurve(0, 0, 1, 1e-7)');
  assert.equal(swiftSpring({ duration: 0.5, bounce: 0.3 }), 'Spring(duration: 0.5, bounce: 0.3)');
  assert.equal(swiftSpring({ mass: 1, stiffness: 80, damping: 4 }), 'Spring(mass: 1, stiffness: 80, damping: 4)');
  assert.equal(swiftSpringForm({ mass: 1, stiffness: 80, damping: 4 }), '.physical(mass: 1, stiffness: 80, damping: 4)');
});

const SCENE = {
  id: 'pull-to-refresh',
  parameters: [
    { name: 'rollInCurve', type: 'timingCurve', yMin: -2, yMax: 2, summary: 'Roll-in timing curve', default: { x1: 0.24, x2: 1, y1: 1.4, y2: -1 } },
    { name: 'listSpring', type: 'spring', summary: 'List drop spring', default: { damping: 4, mass: 1, stiffness: 80 } },
    { name: 'broken', type: 'spring', default: { duration: -1, bounce: 0 } },
  ],
};

test('the scene description\'s timingCurve and spring parameters become curve and spring controls', () => {
  const [curve, spring, broken] = normalizeScene(SCENE).parameters;
  assert.deepEqual(curve, {
    name: 'rollInCurve', title: 'Roll in curve', kind: 'curve', summary: 'Roll-in timing curve', yMin: -2, yMax: 2,
    value: ROLL_IN, defaultValue: ROLL_IN,
  });
  assert.equal(spring.kind, 'spring');
  assert.deepEqual(spring.value, { mass: 1, stiffness: 80, damping: 4 });
  assert.deepEqual(broken.value, { duration: 0.5, bounce: 0 });
});

test('copy as Swift and as events carry curves and springs', () => {
  const parameters = normalizeScene(SCENE).parameters.slice(0, 2);
  const values = new Map([['listSpring', { duration: 0.6, bounce: 0.4 }]]);
  assert.equal(swiftDeclarations(parameters, values), [
    '.timingCurve("rollInCurve", default: .bezier(startControlPoint: UnitPoint(x: 0.24, y: 1.4), endControlPoint: UnitPoint(x: 1, y: -1)), y: -2...2, summary: "Roll-in timing curve"),',
    '.spring("listSpring", default: .perceptual(duration: 0.6, bounce: 0.4), summary: "List drop spring"),',
  ].join('\n'));
  assert.equal(setEvents(parameters, values).split('\n')[1],
    '{"t": 0, "type": "set", "name": "listSpring", "value": {"duration":0.6,"bounce":0.4}},');
});

test('deep links carry curve and spring values as JSON and read them back', () => {
  const parameters = { rollInCurve: { x1: 0.3, y1: 1.5, x2: 1, y2: -1 }, listSpring: { duration: 0.6, bounce: 0.4 }, label: '{not json' };
  const hash = hashForLink({ scene: 'pull-to-refresh', parameters });
  assert.deepEqual(linkFromHash(hash).parameters, parameters);
});
