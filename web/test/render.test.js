import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameDecoder, decodeFrame } from '../protocol.js';
import { FrameRenderer, fontString, sizeCanvas } from '../render.js';
import { FakePath2D, fixtureBytes, manifest, recordingContext, seeded } from './support.js';

/** Layer and sprite canvases are recording contexts sharing `ctx`'s log, tagged layer0, layer1, … */
function factory(ctx) {
  let made = 0;
  return (width, height) => recordingContext({ width, height, log: ctx.log, tag: `layer${made++}` });
}
const renderer = (ctx, options = {}) => new FrameRenderer(ctx, { Path2D: FakePath2D, createContext: factory(ctx), ...options });
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

/** A renderer without sprites whose layers are recording contexts sharing `ctx`'s log. */
const layeredRenderer = (ctx) => renderer(ctx, { shadowSprites: false });

test('a lone shadow at full opacity is the canvas shadow with shadowBlur = 2σ in device pixels, and is cleared after the draw', () => {
  const ctx = recordingContext({ width: 640, height: 480 });
  layeredRenderer(ctx).draw(decodeFrame(fixtureBytes('effects.bin')), { devicePixelRatio: 2 });
  const fills = calls(ctx, 'fill');
  const bubble = fills[1][5];
  assert.deepEqual(bubble, {
    filter: 'none', shadowColor: '#00000054', shadowBlur: 2 * 4 * 2, shadowOffsetX: 0, shadowOffsetY: 4, tag: 'main',
  });
  assert.equal(fills[0][5].shadowBlur, 0, 'the background has no shadow');
  const ring = calls(ctx, 'stroke')[0][4];
  assert.equal(ring.filter, 'drop-shadow(0px 4px 8px #00000054) blur(3px)', 'a chain is a CSS filter list, σ in device pixels');
  const after = ctx.log.findLast((c) => c[0] === 'set' && c[1] === 'filter');
  assert.equal(after[2], 'none');
});

test('layers draw offscreen and composite once with their opacity and filters; empty layers composite nothing', () => {
  const ctx = recordingContext({ width: 320, height: 240 });
  layeredRenderer(ctx).draw(decodeFrame(fixtureBytes('effects.bin')));
  const fills = calls(ctx, 'fill');
  const white = fills.find((f) => f[3] === '#FFFFFFFF');
  assert.equal(white[5].tag, 'layer0', 'the card draws into a layer');
  assert.equal(white[4], 1, 'at full opacity inside the layer');
  assert.equal(white[5].shadowBlur, 0, 'without the layer\'s shadow');
  const images = calls(ctx, 'drawImage');
  // The card (opacity 0.5 with a shadow: the shadow, then the opacity, as the last filter), the
  // inner layer into the outer one at 0.75, the outer one; the empty blurred layer is skipped.
  assert.deepEqual(images.map((c) => [c[1], c[4], c[5], c[8]]), [
    ['layer0', 1, 'drop-shadow(0px 1px 2px #000000FF) opacity(0.5)', 'main'],
    ['layer1', 0.75, 'none', 'layer0'],
    ['layer0', 1, 'none', 'main'],
  ]);
  const blue = fills.find((f) => f[3] === '#007AFFFF');
  assert.equal(blue[5].tag, 'layer1');
  assert.equal(ctx.depth, 0);
});

test('below full opacity, filters apply first and the opacity after them, for draws and layers (Chromium would apply globalAlpha first)', () => {
  const ctx = recordingContext();
  const square = { id: 0, verbs: Uint8Array.from([0, 1, 1, 1, 4]), coords: Float32Array.from([10, 10, 50, 10, 50, 50, 10, 50]) };
  const paint = { type: 'color', color: '#FF0000FF' };
  const shadow = { type: 'shadow', color: '#000000FF', radius: 2, x: 0, y: 3 };
  const frame = {
    width: 100, height: 100, operations: [
      { op: 'setOpacity', opacity: 0.4 },
      { op: 'addFilter', filter: shadow },
      { op: 'fill', path: square, paint, rule: 'nonZero' },
      { op: 'addFilter', filter: { type: 'blur', radius: 1 } },
      { op: 'stroke', path: square, paint, style: { width: 2, cap: 'butt', join: 'miter', miterLimit: 10, dash: [], dashPhase: 0 } },
      { op: 'resetFilters' },
      { op: 'fill', path: square, paint, rule: 'nonZero' },
      { op: 'addFilter', filter: shadow },
      { op: 'beginLayer' }, { op: 'fill', path: square, paint, rule: 'nonZero' }, { op: 'endLayer' },
    ],
  };
  layeredRenderer(ctx).draw(frame, { devicePixelRatio: 2 });
  const draws = ctx.log.filter((c) => c[0] === 'fill' || c[0] === 'stroke' || c[0] === 'drawImage');
  const seen = draws.map((c) => (c[0] === 'drawImage' ? ['drawImage', c[4], c[5]] : c[0] === 'fill' ? ['fill', c[4], c[5].filter] : ['stroke', null, c[4].filter]));
  assert.deepEqual(seen, [
    ['fill', 1, 'drop-shadow(0px 6px 4px #000000FF) opacity(0.4)'],
    ['stroke', null, 'drop-shadow(0px 6px 4px #000000FF) blur(2px) opacity(0.4)'],
    ['fill', 0.4, 'none'], // the opacity is back for unfiltered draws
    ['fill', 1, 'none'],
    ['drawImage', 1, 'drop-shadow(0px 6px 4px #000000FF) opacity(0.4)'],
  ]);
});

test('layers opened and saves left open are closed at the end of the frame, and stray endLayers are ignored', () => {
  const ctx = recordingContext();
  const frame = decodeFrame(fixtureBytes('effects.bin'));
  frame.operations.push({ op: 'setOpacity', opacity: 0.5 }, { op: 'beginLayer' }, { op: 'save' }, { op: 'beginLayer' },
    frame.operations[0], { op: 'restore' }, { op: 'restore' });
  layeredRenderer(ctx).draw(frame);
  assert.equal(ctx.depth, 0);
  const last = calls(ctx, 'drawImage').slice(-2);
  assert.deepEqual(last.map((c) => [c[1], c[4], c[8]]), [['layer1', 1, 'layer0'], ['layer0', 0.5, 'main']]);
});

test('a solid fill\'s lone shadow comes from a sprite blurred once with the canvas shadow, placed under the shape', () => {
  const ctx = recordingContext({ width: 640, height: 480 });
  const r = renderer(ctx);
  const frame = decodeFrame(fixtureBytes('effects.bin'));
  r.draw(frame, { devicePixelRatio: 2 });
  assert.deepEqual(r.spriteStats, { skipped: 1, made: 0, hits: 0 }, 'first seen: the canvas shadow draws it');
  assert.equal(calls(ctx, 'fill').find((f) => f[3] === '#FF3B30FF')[5].shadowBlur, 16);
  ctx.log.length = 0;
  r.draw(frame, { devicePixelRatio: 2 });
  const fills = calls(ctx, 'fill');
  const spriteFill = fills.find((f) => f[5].tag !== 'main' && f[5].shadowBlur > 0);
  assert.equal(spriteFill[3], '#000000FF', 'an opaque fill casts the full shadow colour');
  assert.equal(spriteFill[5].shadowColor, '#00000054');
  assert.equal(spriteFill[5].shadowBlur, 16, 'shadowBlur = 2σ, σ = 4 points × 2');
  // The sprite covers the disc's bounds (30…90 points = 60…180 px) plus 3σ + 2 = 26 px: at
  // scale 2 its pixel (0, 0) lands at device (60 − 26, 60 − 26 + 2·2).
  const index = ctx.log.findIndex((c) => c[0] === 'drawImage' && c[8] === 'main');
  assert.deepEqual(ctx.log.slice(0, index).findLast((c) => c[0] === 'setTransform'), ['setTransform', 1, 0, 0, 1, 34, 38]);
  const bubble = fills.find((f) => f[3] === '#FF3B30FF');
  assert.equal(bubble[5].shadowBlur, 0, 'the shape itself draws without a canvas shadow');
  assert.ok(ctx.log.indexOf(bubble) > index, 'the shadow goes under the shape');
  assert.deepEqual(r.spriteStats, { skipped: 1, made: 1, hits: 0 }, 'seen again: blurred once into a sprite');
  r.draw(frame, { devicePixelRatio: 2 });
  assert.deepEqual(r.spriteStats, { skipped: 1, made: 1, hits: 1 }, 'then reused');
});

test('fuzz: whatever decodes from mutated effect frames draws without error and leaves every context balanced', () => {
  const random = seeded(27);
  const source = Array.from(fixtureBytes('effects.bin'));
  let drawn = 0;
  for (let i = 0; i < 1500; i++) {
    const b = source.slice();
    for (let m = 1 + Math.floor(random() * 3); m > 0; m--) {
      const at = Math.floor(random() * b.length);
      if (random() < 0.5) b[at] ^= 1 << Math.floor(random() * 8);
      else b[at] = [0x09, 0x0a, 0x0b, 0x0c, 0x00, 0x01][Math.floor(random() * 6)];
    }
    let frame;
    try { frame = decodeFrame(Uint8Array.from(b)); } catch { continue; }
    for (const shadowSprites of [false, true]) {
      const ctx = recordingContext({ width: 320, height: 240 });
      const r = renderer(ctx, { shadowSprites });
      r.draw(frame);
      r.draw(frame);
      assert.equal(ctx.depth, 0);
    }
    drawn++;
  }
  assert.ok(drawn > 50, `only ${drawn} mutated frames decoded`);
});
