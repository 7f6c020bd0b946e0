// Shared helpers for the web/ tests: fixtures, a seeded generator, a recording 2D context.
import { readFileSync } from 'node:fs';

export const FIXTURES = new URL('../../Tests/Fixtures/protocol/', import.meta.url);

export function fixtureBytes(name) { return new Uint8Array(readFileSync(new URL(name, FIXTURES))); }
export function fixtureText(name) { return readFileSync(new URL(name, FIXTURES), 'utf8'); }
export function manifest() { return JSON.parse(fixtureText('manifest.json')); }

// The worked example of docs/protocol.md (the same bytes as WireDecoderTests.specExample).
export const SPEC_EXAMPLE = Uint8Array.from([
  0x5a, 0x46, 0x03, 0x01, 0x00, 0x00, 0x00, 0xc8, 0x42, 0x00, 0x00, 0x48, 0x42,
  0x01, 0x00, 0x01, 0x61,
  0x01, 0x00, 0x04,
  0x00, 0, 0, 0, 0, 0, 0, 0, 0,
  0x01, 0x00, 0x00, 0x20, 0x41, 0, 0, 0, 0,
  0x01, 0x00, 0x00, 0x20, 0x41, 0x00, 0x00, 0x20, 0x41,
  0x04,
  0x02,
  0x86, 0x00, 0x00, 0xff, 0x3b, 0x30, 0xff,
  0x05, 0x00, 0x00, 0x00, 0x3f,
]);

/** mulberry32: a small seeded 32-bit generator, so fuzz runs reproduce. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Path2D stand-in that records its calls and counts constructions. */
export class FakePath2D {
  static constructed = 0;
  constructor() { FakePath2D.constructed++; this.calls = []; }
  moveTo(...a) { this.calls.push(['moveTo', ...a]); }
  lineTo(...a) { this.calls.push(['lineTo', ...a]); }
  quadraticCurveTo(...a) { this.calls.push(['quadraticCurveTo', ...a]); }
  bezierCurveTo(...a) { this.calls.push(['bezierCurveTo', ...a]); }
  closePath() { this.calls.push(['closePath']); }
}

const STATE = ['fillStyle', 'strokeStyle', 'lineWidth', 'lineCap', 'lineJoin', 'miterLimit', 'lineDashOffset',
  'globalAlpha', 'font', 'textAlign', 'textBaseline', 'filter', 'shadowColor', 'shadowBlur', 'shadowOffsetX',
  'shadowOffsetY'];

/**
 * A CanvasRenderingContext2D stand-in that records every call and property write. It tracks the
 * transform (for getTransform) and owns a `canvas` of `width` × `height`; `log` may be shared
 * between contexts (layers), and `tag` names the context in each logged call.
 */
export function recordingContext({ conic = true, width = 300, height = 150, log = [], tag = 'main' } = {}) {
  const state = { globalAlpha: 1, filter: 'none', shadowBlur: 0, transform: [1, 0, 0, 1, 0, 0] };
  const stack = [];
  const multiply = ([a, b, c, d, e, f], [A, B, C, D, E, F]) =>
    [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
  const gradient = (kind, args) => {
    const g = { kind, args, stops: [], addColorStop(o, c) { this.stops.push([o, c]); } };
    log.push([kind, ...args]);
    return g;
  };
  const ctx = {
    log,
    tag,
    canvas: { width, height, tag },
    get depth() { return stack.length; },
    save() { stack.push({ ...state }); log.push(['save']); },
    restore() { if (stack.length) Object.assign(state, stack.pop()); log.push(['restore']); },
    setTransform(...a) {
      state.transform = a.length === 1 ? [a[0].a, a[0].b, a[0].c, a[0].d, a[0].e, a[0].f] : a;
      log.push(['setTransform', ...a]);
    },
    transform(...a) { state.transform = multiply(state.transform, a); log.push(['transform', ...a]); },
    getTransform() { const [a, b, c, d, e, f] = state.transform; return { a, b, c, d, e, f }; },
    drawImage(image, x, y) {
      log.push(['drawImage', image.tag, x, y, state.globalAlpha, state.filter, state.shadowColor, state.shadowBlur, tag]);
    },
    clearRect(...a) { log.push(['clearRect', ...a]); },
    clip(path, rule) { log.push(['clip', path, rule]); },
    fill(path, rule) {
      log.push(['fill', path, rule, state.fillStyle, state.globalAlpha,
        { filter: state.filter, shadowColor: state.shadowColor, shadowBlur: state.shadowBlur,
          shadowOffsetX: state.shadowOffsetX, shadowOffsetY: state.shadowOffsetY, tag }]);
    },
    stroke(path) { log.push(['stroke', path, state.strokeStyle, state.lineWidth, { filter: state.filter, tag }]); },
    fillText(text, x, y) { log.push(['fillText', text, x, y, state.font, state.textAlign, state.textBaseline]); },
    setLineDash(d) { log.push(['setLineDash', d]); },
    measureText(text) { return { width: Array.from(text).length * 10 * (text === '1' ? 0.5 : 1) }; },
    createLinearGradient(...a) { return gradient('createLinearGradient', a); },
    createRadialGradient(...a) { return gradient('createRadialGradient', a); },
  };
  if (conic) ctx.createConicGradient = (...a) => gradient('createConicGradient', a);
  for (const key of STATE) {
    Object.defineProperty(ctx, key, {
      get() { return state[key]; },
      set(v) { state[key] = v; log.push(['set', key, v]); },
    });
  }
  return ctx;
}
