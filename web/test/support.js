// Shared helpers for the web/ tests: fixtures, a seeded generator, a recording 2D context.
import { readFileSync } from 'node:fs';

export const FIXTURES = new URL('../../Tests/Fixtures/protocol/', import.meta.url);

export function fixtureBytes(name) { return new Uint8Array(readFileSync(new URL(name, FIXTURES))); }
export function fixtureText(name) { return readFileSync(new URL(name, FIXTURES), 'utf8'); }
export function manifest() { return JSON.parse(fixtureText('manifest.json')); }

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
  'globalAlpha', 'font', 'textAlign', 'textBaseline'];

/** A CanvasRenderingContext2D stand-in that records every call and property write. */
export function recordingContext({ conic = true } = {}) {
  const log = [];
  const state = { globalAlpha: 1 };
  const stack = [];
  const gradient = (kind, args) => {
    const g = { kind, args, stops: [], addColorStop(o, c) { this.stops.push([o, c]); } };
    log.push([kind, ...args]);
    return g;
  };
  const ctx = {
    log,
    get depth() { return stack.length; },
    save() { stack.push({ ...state }); log.push(['save']); },
    restore() { if (stack.length) Object.assign(state, stack.pop()); log.push(['restore']); },
    setTransform(...a) { log.push(['setTransform', ...a]); },
    transform(...a) { log.push(['transform', ...a]); },
    clearRect(...a) { log.push(['clearRect', ...a]); },
    clip(path, rule) { log.push(['clip', path, rule]); },
    fill(path, rule) { log.push(['fill', path, rule, state.fillStyle, state.globalAlpha]); },
    stroke(path) { log.push(['stroke', path, state.strokeStyle, state.lineWidth]); },
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
