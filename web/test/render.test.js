import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameDecoder, decodeFrame } from '../protocol.js';
import { FrameRenderer, fontString, sizeCanvas } from '../render.js';
import { FakePath2D, fixtureBytes, manifest, recordingContext } from './support.js';

const renderer = (ctx) => new FrameRenderer(ctx, { Path2D: FakePath2D });
const calls = (ctx, name) => ctx.log.filter((c) => c[0] === name);

test('frames are drawn at device pixel ratio: the base and every setTransform are scaled', () => {
  const ctx = recordingContext();
  renderer(ctx).draw(decodeFrame(fixtureBytes('basic.bin')), { devicePixelRatio: 2 });
  const transforms = calls(ctx, 'setTransform');
  assert.deepEqual(transforms[0], ['setTransform', 2, 0, 0, 2, 0, 0]);
  assert.deepEqual(transforms[1], ['setTransform', 2, 0, 0, 2, 400, 300]);
  assert.deepEqual(calls(ctx, 'transform')[0], ['transform', 2, 0.5, -0.5, 2, 10, -20]);
  assert.deepEqual(calls(ctx, 'clearRect')[0], ['clearRect', 0, 0, 400, 300]);
});

test('save and restore stay balanced, and stray restores are ignored', () => {
  const ctx = recordingContext();
  const frame = decodeFrame(fixtureBytes('basic.bin'));
  frame.operations.push({ op: 'restore' }, { op: 'restore' }, { op: 'save' });
  renderer(ctx).draw(frame);
  assert.equal(calls(ctx, 'save').length, calls(ctx, 'restore').length);
  assert.equal(ctx.depth, 0);
});

test('Path2D objects are built once per cached path and reused across frames', () => {
  const ctx = recordingContext();
  const r = renderer(ctx);
  const decoder = new FrameDecoder();
  FakePath2D.constructed = 0;
  r.draw(decoder.decode(fixtureBytes('session-1.bin')));
  const first = FakePath2D.constructed;
  const firstFills = calls(ctx, 'fill').length;
  assert.equal(first, 9, 'background, six seats, the clip and the ball');
  r.draw(decoder.decode(fixtureBytes('session-2.bin')));
  r.draw(decoder.decode(fixtureBytes('session-3.bin')));
  assert.equal(FakePath2D.constructed, first, 'no new Path2D while the cache holds the paths');
  const fills = calls(ctx, 'fill');
  assert.equal(fills[1][1], fills[firstFills + 1][1], 'the same Path2D fills the same seat');
  const seat = fills[1][1];
  assert.deepEqual(seat.calls[0], ['moveTo', 0, 0]);
  assert.deepEqual(seat.calls.at(-1), ['closePath']);
});

test('solid, linear, radial and conic paints become canvas styles with their stops', () => {
  const ctx = recordingContext();
  renderer(ctx).draw(decodeFrame(fixtureBytes('gradients.bin')));
  assert.deepEqual(calls(ctx, 'createLinearGradient')[0], ['createLinearGradient', 292.5, 0, 97.5, 844]);
  assert.deepEqual(calls(ctx, 'createRadialGradient')[0], ['createRadialGradient', 195, 200, 10, 195, 200, 60]);
  assert.deepEqual(calls(ctx, 'createConicGradient')[0], ['createConicGradient', 0.5, 195, 464.5]);
  const stroke = calls(ctx, 'stroke')[0];
  assert.equal(stroke[2].kind, 'createConicGradient');
  assert.deepEqual(stroke[2].stops.map((s) => s[0]), [0, 0.25, 0.5, 0.75, 1]);
  assert.equal(stroke[3], 10);
  const radial = calls(ctx, 'fill')[1][3];
  assert.deepEqual(radial.stops[1], [0.5, '#FF3B3080']);
});

test('without createConicGradient the start colour is used', () => {
  const ctx = recordingContext({ conic: false });
  renderer(ctx).draw(decodeFrame(fixtureBytes('gradients.bin')));
  assert.equal(calls(ctx, 'stroke')[0][2], '#151618FF');
});

test('strokes set width, caps, joins, miter limit and dashes; width 0 draws nothing', () => {
  const ctx = recordingContext();
  const frame = decodeFrame(fixtureBytes('basic.bin'));
  renderer(ctx).draw(frame);
  const sets = ctx.log.filter((c) => c[0] === 'set').map((c) => `${c[1]}=${c[2]}`);
  for (const s of ['lineWidth=2.5', 'lineCap=round', 'lineJoin=bevel', 'lineDashOffset=10', 'miterLimit=4', 'lineCap=square']) {
    assert.ok(sets.includes(s), s);
  }
  assert.deepEqual(calls(ctx, 'setLineDash')[0], ['setLineDash', [6, 3]]);
  const strokes = calls(ctx, 'stroke').length;
  const thin = structuredClone({ ...frame, operations: frame.operations.filter((op) => op.op === 'stroke') });
  thin.operations.forEach((op) => { op.style.width = 0; op.path = frame.operations.find((o) => o.op === 'stroke').path; });
  const ctx2 = recordingContext();
  renderer(ctx2).draw(thin);
  assert.ok(strokes > 0);
  assert.equal(calls(ctx2, 'stroke').length, 0);
});

test('opacity is globalAlpha and applies to the following draws', () => {
  const ctx = recordingContext();
  renderer(ctx).draw(decodeFrame(fixtureBytes('basic.bin')));
  const translucent = calls(ctx, 'fill').find((f) => f[3] === '#34C75980');
  assert.equal(translucent[4], 0.5);
  assert.equal(translucent[2], 'evenodd');
});

test('text uses the CSS font, maps alignment and baseline, and lays tabular digits in equal cells', () => {
  const ctx = recordingContext();
  renderer(ctx).draw(decodeFrame(fixtureBytes('text.bin')));
  const texts = calls(ctx, 'fillText');
  const grid = texts.filter((t) => t[1] === 'Ag');
  assert.equal(grid.length, 12);
  assert.deepEqual(new Set(grid.map((t) => t[5])), new Set(['left', 'center', 'right']));
  assert.deepEqual(new Set(grid.map((t) => t[6])), new Set(['alphabetic', 'top', 'middle', 'bottom']));
  assert.equal(grid[0][4], fontString({ italic: false, weight: 400, size: 17, design: 'default' }));
  // "12:05" in the rounded design has tabular digits: five cells, "1" centred in a 10-px cell.
  const cells = texts.filter((t) => t[4].includes('ui-rounded'));
  assert.deepEqual(cells.map((t) => t[1]), ['1', '2', ':', '0', '5']);
  assert.deepEqual(cells.map((t) => t[2]), [25, 35, 45, 55, 65]);
  assert.ok(!texts.some((t) => t[1] === ''), 'empty text draws nothing');
});

test('every golden frame draws without error and balances the context', () => {
  const decoders = new Map();
  for (const { name, session } of manifest()) {
    if (!decoders.has(session)) decoders.set(session, new FrameDecoder());
    const ctx = recordingContext();
    renderer(ctx).draw(decoders.get(session).decode(fixtureBytes(`${name}.bin`)), { devicePixelRatio: 3 });
    assert.equal(ctx.depth, 0, name);
  }
});

test('sizeCanvas sets the backing store in device pixels and the CSS size in points', () => {
  const canvas = { style: {} };
  sizeCanvas(canvas, 390, 844.5, 2);
  assert.deepEqual(canvas, { width: 780, height: 1689, style: { width: '390px', height: '844.5px' } });
});
