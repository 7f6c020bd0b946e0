// The curve and spring editors' "compare with" (issue #23): which choices the picker offers, which
// value each stands for, and where the dashed comparison is drawn (editor-plots.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CURVE_PRESETS, sampleCurve } from '../page/bezier-curve.js';
import { pathData, plotFrame } from '../page/curve-plot.js';
import {
  COMPARE_DEFAULT, COMPARE_NONE, compareChoices, comparedValue, curvePaths, curveRange, springPlot,
} from '../page/editor-plots.js';
import { SPRING_PRESETS, settlingTime } from '../page/spring-forms.js';

const ROLL_IN = { x1: 0.24, y1: 1.4, x2: 1, y2: -1 };
const BOOK_SPRING = { mass: 1, stiffness: 80, damping: 4 };
const SIZE = { width: 260, height: 150, padding: 14 };

test('the picker offers the default, every preset by its Swift name, then none', () => {
  assert.deepEqual(compareChoices(CURVE_PRESETS), [
    { value: 'default', text: 'vs default' },
    { value: 'linear', text: 'vs .linear' },
    { value: 'easeIn', text: 'vs .easeIn' },
    { value: 'easeOut', text: 'vs .easeOut' },
    { value: 'easeInOut', text: 'vs .easeInOut' },
    { value: 'none', text: 'no comparison' },
  ]);
  assert.deepEqual(compareChoices(SPRING_PRESETS).map((choice) => choice.text),
    ['vs default', 'vs .smooth', 'vs .snappy', 'vs .bouncy', 'no comparison']);
});

test('a choice stands for the default, the preset of its name, or nothing', () => {
  assert.equal(comparedValue(COMPARE_DEFAULT, CURVE_PRESETS, ROLL_IN), ROLL_IN);
  assert.deepEqual(comparedValue('easeInOut', CURVE_PRESETS, ROLL_IN), { x1: 0.42, y1: 0, x2: 0.58, y2: 1 });
  assert.deepEqual(comparedValue('bouncy', SPRING_PRESETS, BOOK_SPRING), { duration: 0.5, bounce: 0.3 });
  assert.equal(comparedValue(COMPARE_NONE, CURVE_PRESETS, ROLL_IN), null);
  // Not a preset (nor an inherited property): nothing, rather than a broken path.
  assert.equal(comparedValue('toString', CURVE_PRESETS, ROLL_IN), null);
  assert.equal(comparedValue('bouncy', CURVE_PRESETS, ROLL_IN), null);
});

test('compared with .easeInOut, the dashed path is the preset\'s own path in the same frame', () => {
  const compare = comparedValue('easeInOut', CURVE_PRESETS, ROLL_IN);
  const frame = plotFrame({ width: 260, height: 200, padding: 14, yRange: curveRange(ROLL_IN, compare) });
  const paths = curvePaths(ROLL_IN, compare, frame);
  assert.equal(paths.compare, pathData(sampleCurve(CURVE_PRESETS.easeInOut), frame));
  // Exactly where the editor would draw .easeInOut itself, and not where it draws the roll-in.
  assert.equal(paths.compare, curvePaths(CURVE_PRESETS.easeInOut, null, frame).curve);
  assert.notEqual(paths.compare, paths.curve);
  assert.equal(paths.curve, pathData(sampleCurve(ROLL_IN), frame));
  // 65 points from (0, 0) to (1, 1): the plot's bottom-left and top-right corners of 0…1.
  const points = paths.compare.split(' L');
  assert.equal(points.length, 65);
  const start = frame.toPixel({ x: 0, y: 0 });
  assert.equal(points[0], `M${Number(start.x.toFixed(2))} ${Number(start.y.toFixed(2))}`);
});

test('no comparison draws no dashed path', () => {
  const frame = plotFrame({ width: 260, height: 200, padding: 14, yRange: curveRange(ROLL_IN, null) });
  const paths = curvePaths(ROLL_IN, comparedValue(COMPARE_NONE, CURVE_PRESETS, ROLL_IN), frame);
  assert.equal(paths.compare, '');
  assert.equal(paths.curve, pathData(sampleCurve(ROLL_IN), frame));
});

test('the curve plot\'s range holds the compared curve too', () => {
  // The roll-in's handles reach −1…1.4 but the curve stays within 0…1; a curve that overshoots
  // to about 1.51 widens the range when compared, and only then.
  const overshoot = { x1: 0.5, y1: 1.8, x2: 0.5, y2: 1.8 };
  const alone = curveRange(CURVE_PRESETS.linear, null);
  assert.deepEqual(alone, { min: -0.1, max: 1.1 });
  const compared = curveRange(CURVE_PRESETS.linear, overshoot);
  assert.ok(compared.max > 1.5 * 1.05 && compared.max < 1.8, JSON.stringify(compared));
  assert.deepEqual(curveRange(CURVE_PRESETS.linear, CURVE_PRESETS.easeInOut), alone);
});

test('a spring compared with a preset: both share the window, and the preset is drawn as it would be alone', () => {
  const smooth = SPRING_PRESETS.smooth;
  // Compared with itself, the dashed path lies exactly on the solid one.
  const itself = springPlot(smooth, comparedValue(COMPARE_DEFAULT, SPRING_PRESETS, smooth), SIZE);
  assert.equal(itself.compare, itself.curve);
  assert.equal(itself.compare, springPlot(smooth, null, SIZE).curve);
  // The book spring (ζ ≈ 0.22) rings far longer than .smooth (critical, 0.5 s): its settling
  // time sets the window, whichever is compared with which.
  const book = springPlot(BOOK_SPRING, comparedValue('smooth', SPRING_PRESETS, BOOK_SPRING), SIZE);
  const seconds = 1.1 * settlingTime(BOOK_SPRING, 0.005);
  assert.ok(Math.abs(book.seconds - seconds) < 1e-12, `${book.seconds} vs ${seconds}`);
  assert.equal(springPlot(smooth, BOOK_SPRING, SIZE).seconds, book.seconds);
  assert.notEqual(book.compare, '');
  assert.notEqual(book.compare, book.curve);
  // .smooth alone gets a shorter window of its own.
  assert.ok(springPlot(smooth, null, SIZE).seconds < book.seconds / 2);
});

test('a spring without comparison: no dashed path, the window is its own', () => {
  const plot = springPlot(BOOK_SPRING, comparedValue(COMPARE_NONE, SPRING_PRESETS, BOOK_SPRING), SIZE);
  assert.equal(plot.compare, '');
  assert.ok(Math.abs(plot.seconds - 1.1 * settlingTime(BOOK_SPRING, 0.005)) < 1e-12);
  assert.equal(plot.curve.split(' L').length, 161);
  // The window is kept to 0.2…10 s: a fast spring still shows 0.2 s, an undamped one 10 s.
  assert.equal(springPlot({ duration: 0.05, bounce: 0 }, null, SIZE).seconds, 0.2);
  assert.equal(springPlot({ mass: 1, stiffness: 80, damping: 0 }, null, SIZE).seconds, 10);
});
