import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  describeBounds, describePaint, describeTransform, intersect, multiply, namedRegions, pathBounds, pickRegion, textBox,
} from '../page/element-picking.js';

const close = (actual, expected, tolerance = 1e-9) => assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} ≠ ${expected}`);
const closeBox = (box, expected, tolerance = 1e-9) => {
  for (const key of ['x', 'y', 'width', 'height']) close(box[key], expected[key], tolerance);
};

/** A decoded path (protocol.js's shape) from verbs and coordinates. */
const path = (verbs, coords) => ({ verbs, coords: Float32Array.from(coords) });
const square = (x, y, side) => path([0, 1, 1, 1, 4], [x, y, x + side, y, x + side, y + side, x, y + side]);
/** A circle of radius r at (cx, cy) as four cubics (control distance 0.5523 r). */
function circle(cx, cy, r) {
  const k = 0.5522847498 * r;
  return path([0, 3, 3, 3, 3, 4], [
    cx + r, cy,
    cx + r, cy + k, cx + k, cy + r, cx, cy + r,
    cx - k, cy + r, cx - r, cy + k, cx - r, cy,
    cx - r, cy - k, cx - k, cy - r, cx, cy - r,
    cx + k, cy - r, cx + r, cy - k, cx + r, cy,
  ]);
}
const red = { type: 'color', color: '#FF3B30FF' };

test('transforms compose in canvas order: translate then scale maps (1, 1) to translate + scaled', () => {
  const m = multiply([1, 0, 0, 1, 10, 20], [2, 0, 0, 3, 0, 0]);
  assert.deepEqual(m, [2, 0, 0, 3, 10, 20]);
  assert.deepEqual(multiply([1, 0, 0, 1, 0, 0], m), m);
});

test('path bounds are exact: a circle by its extrema, not its control points; a quadratic bulge by its peak', () => {
  closeBox(pathBounds(circle(50, 40, 20)), { x: 30, y: 20, width: 40, height: 40 }, 1e-5);
  // The quadratic from (0, 0) to (10, 0) through control (5, 10) peaks at y = 5.
  closeBox(pathBounds(path([0, 2], [0, 0, 5, 10, 10, 0])), { x: 0, y: 0, width: 10, height: 5 }, 1e-6);
  assert.equal(pathBounds(path([], [])), null);
});

test('path bounds follow the transform: a square rotated 45° is √2 times as wide', () => {
  const c = Math.SQRT1_2;
  const bounds = pathBounds(square(-5, -5, 10), [c, c, -c, c, 100, 50]);
  closeBox(bounds, { x: 100 - 5 * Math.SQRT2, y: 50 - 5 * Math.SQRT2, width: 10 * Math.SQRT2, height: 10 * Math.SQRT2 }, 1e-5);
});

test('boxes intersect, or do not', () => {
  assert.deepEqual(intersect({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 2, width: 10, height: 3 }), { x: 5, y: 2, width: 5, height: 3 });
  assert.equal(intersect({ x: 0, y: 0, width: 1, height: 1 }, { x: 2, y: 2, width: 1, height: 1 }), null);
});

test('text boxes follow alignment and baseline', () => {
  const op = { font: { size: 20 }, position: [100, 50], alignment: 'center', baseline: 'top' };
  assert.deepEqual(textBox(op, 60), { x: 70, y: 50, width: 60, height: 20 });
  assert.deepEqual(textBox({ ...op, alignment: 'trailing', baseline: 'alphabetic' }, 60), { x: 40, y: 34, width: 60, height: 20 });
});

const FRAME = {
  width: 200,
  height: 100,
  operations: [
    { op: 'fill', name: 'background', path: square(0, 0, 200), paint: red, rule: 'nonZero' },
    { op: 'save' },
    { op: 'concatenate', transform: [1, 0, 0, 1, 50, 20] },
    { op: 'fill', name: 'ball', path: circle(0, 0, 10), paint: red, rule: 'nonZero' },
    { op: 'fill', path: square(0, 0, 5), paint: red, rule: 'nonZero' },
    { op: 'stroke', name: 'ring', path: circle(0, 0, 10), paint: red, style: { width: 4 } },
    { op: 'restore' },
    { op: 'save' },
    { op: 'clip', path: square(150, 0, 50), rule: 'nonZero' },
    { op: 'fill', name: 'half', path: square(120, 10, 60), paint: red, rule: 'nonZero' },
    { op: 'fill', name: 'hidden', path: square(0, 80, 10), paint: red, rule: 'nonZero' },
    { op: 'restore' },
    { op: 'setTransform', transform: [2, 0, 0, 2, 0, 0] },
    { op: 'text', name: 'label', text: 'Hi', position: [10, 10], font: { size: 10 }, alignment: 'leading', baseline: 'top', paint: red },
  ],
};

test('named regions: only named draws, in order, with transforms, stroke widths, clips and restores', () => {
  const regions = namedRegions(FRAME, { measureText: (op) => 6 * op.text.length });
  assert.deepEqual(regions.map((r) => r.name), ['background', 'ball', 'ring', 'half', 'hidden', 'label']);
  assert.deepEqual(regions.map((r) => r.index), [0, 3, 5, 9, 10, 13]);
  closeBox(regions[1].bounds, { x: 40, y: 10, width: 20, height: 20 }, 1e-5);
  assert.deepEqual(regions[1].transform, [1, 0, 0, 1, 50, 20]);
  closeBox(regions[2].bounds, { x: 38, y: 8, width: 24, height: 24 }, 1e-5);  // half the line width each side
  closeBox(regions[3].bounds, { x: 150, y: 10, width: 30, height: 40 });  // cut to the clip
  assert.equal(regions[4].bounds, null);  // entirely clipped out
  assert.deepEqual(regions[0].transform, [1, 0, 0, 1, 0, 0]);  // restore undid the translation… for later draws
  closeBox(regions[5].bounds, { x: 20, y: 20, width: 24, height: 20 });  // text at 2×
});

test('picking takes the topmost region whose bounds (and shape, when asked) hold the point', () => {
  const regions = namedRegions(FRAME);
  assert.equal(pickRegion(regions, { x: 50, y: 20 }).name, 'ring');  // the ring is drawn over the ball
  assert.equal(pickRegion(regions, { x: 50, y: 20 }, (r) => r.name !== 'ring').name, 'ball');
  assert.equal(pickRegion(regions, { x: 130, y: 20 }).name, 'background');  // 'half' is clipped there
  assert.equal(pickRegion(regions, { x: 160, y: 20 }).name, 'half');
  assert.equal(pickRegion(regions, { x: 5, y: 85 }).name, 'background');  // 'hidden' cannot be picked
  assert.equal(pickRegion(regions, { x: 500, y: 500 }), null);
});

test('transforms, paints and bounds in words', () => {
  assert.equal(describeTransform([1, 0, 0, 1, 0, 0]), 'identity');
  assert.equal(describeTransform([1, 0, 0, 1, 12.5, -3]), 'translate(12.5, -3)');
  const a = Math.PI / 6;
  assert.equal(describeTransform([0.85 * Math.cos(a), 0.85 * Math.sin(a), -1.2 * Math.sin(a), 1.2 * Math.cos(a), 120, 40]),
    'translate(120, 40) rotate(30°) scale(0.85, 1.2)');
  assert.equal(describeTransform([1, 0, 0.5, 1, 0, 0]), 'matrix(1, 0, 0.5, 1, 0, 0)');
  assert.equal(describePaint(red), '#FF3B30FF');
  assert.equal(describePaint({ type: 'linearGradient', stops: [{ color: '#000000FF' }, { color: '#FFFFFF80' }] }),
    'linear gradient #000000FF → #FFFFFF80 (2 stops)');
  assert.equal(describeBounds({ x: 1.234, y: 0, width: 42, height: 42 }), 'x 1.23, y 0, 42 × 42 pt');
  assert.equal(describeBounds(null), 'clipped out');
});
