// Builders for the messages the page sends to the server (docs/session-protocol.md).
// Pure functions of plain data: no DOM, no clock. Times `t` are performance.now() milliseconds.
// Input messages use the events-file encoding (docs/events.md) — the same `type` names, fields
// and defaults — with `t` the client time instead of the scene time.
// Every builder returns a message object, or null when the input cannot make a valid message
// (a non-finite coordinate, say), so callers simply skip nulls.

const MAX_COORDINATE = 1e6;
const POINTER_TYPES = new Set(['mouse', 'touch', 'pen']);
/** Points per wheel "line" and the fallback page height for `deltaMode` normalisation. */
export const WHEEL_LINE_HEIGHT = 16;

const finite = (value) => typeof value === 'number' && Number.isFinite(value);
const clamp = (value, low, high) => Math.min(high, Math.max(low, value));
const time = (t) => (finite(t) ? Math.max(0, t) : 0);

function modifiers(event) {
  const result = {};
  if (event.shiftKey) result.shift = true;
  if (event.ctrlKey) result.ctrl = true;
  if (event.altKey) result.alt = true;
  if (event.metaKey) result.meta = true;
  return result;
}

function coordinate(value) {
  return finite(value) && Math.abs(value) <= MAX_COORDINATE ? value : null;
}

/** A frame request for the display frame at `t`. */
export function frameRequest(t) {
  return { type: 'frame', t: time(t) };
}

/**
 * After a frame the page could not decode: the server's next frame is a whole frame with the reset
 * flag, so the page recovers on the same socket (no `t`: it does not move the clock).
 */
export function fullFrameRequest() {
  return { type: 'requestFullFrame' };
}

/** The drawing area: size in CSS pixels, clamped to 1…16384 (the pixel ratio is the page's own). */
export function viewportMessage({ width, height }, t) {
  if (!finite(width) || !finite(height)) return null;
  return { type: 'viewport', width: clamp(width, 1, 16384), height: clamp(height, 1, 16384), t: time(t) };
}

const POINTER_PHASES = { down: 'pointerDown', move: 'pointerMove', up: 'pointerUp', cancel: 'pointerCancel' };

/**
 * A pointer event at (x, y) in canvas CSS pixels.
 * @param {'down'|'move'|'up'|'cancel'} phase
 * @param {{pointerId: number, x: number, y: number, buttons?: number, pointerType?: string,
 *          shiftKey?: boolean, ctrlKey?: boolean, altKey?: boolean, metaKey?: boolean}} event
 */
export function pointerMessage(phase, event, t) {
  const type = POINTER_PHASES[phase];
  const x = coordinate(event.x);
  const y = coordinate(event.y);
  if (type === undefined || x === null || y === null) return null;
  const id = Number.isInteger(event.pointerId) ? clamp(event.pointerId, 0, 2 ** 31 - 1) : 0;
  const message = { type, id, x, y, t: time(t) };
  // Always sent when known: an absent `buttons` means the events file's default (1 while down).
  if (Number.isInteger(event.buttons)) message.buttons = clamp(event.buttons, 0, 65535);
  message.pointerType = POINTER_TYPES.has(event.pointerType) ? event.pointerType : 'mouse';
  return Object.assign(message, modifiers(event));
}

/**
 * A wheel event; deltas are converted to points (`deltaMode` 1 = lines, 2 = pages).
 * With `ctrlKey` it is a trackpad pinch (browsers report pinch-zoom that way).
 */
export function wheelMessage(event, pageHeight, t) {
  const x = coordinate(event.x);
  const y = coordinate(event.y);
  const scale = event.deltaMode === 1 ? WHEEL_LINE_HEIGHT : event.deltaMode === 2 ? (finite(pageHeight) ? pageHeight : 800) : 1;
  const dx = coordinate((event.deltaX || 0) * scale);
  const dy = coordinate((event.deltaY || 0) * scale);
  if (x === null || y === null || dx === null || dy === null) return null;
  return Object.assign({ type: 'wheel', x, y, dx, dy, t: time(t) }, modifiers(event));
}

/** A key going down or up (`key` is the DOM key value; longer than 32 characters is dropped). */
export function keyMessage(down, event, t) {
  if (typeof event.key !== 'string' || event.key.length === 0 || event.key.length > 32) return null;
  return Object.assign({ type: 'key', key: event.key, phase: down ? 'down' : 'up', t: time(t) }, modifiers(event));
}

/** One of the scene's actions. */
export function actionMessage(name, t) {
  return { type: 'action', name: String(name), t: time(t) };
}

/** A parameter's new value (number, boolean or string). */
export function setMessage(name, value, t) {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return { type: 'set', name: String(name), value, t: time(t) };
}

export const playMessage = (t) => ({ type: 'play', t: time(t) });
export const pauseMessage = (t) => ({ type: 'pause', t: time(t) });

/** Jump to a scene time in seconds (clamped to 0…86400). */
export function seekMessage(seconds, t) {
  if (!finite(seconds)) return null;
  return { type: 'seek', time: clamp(seconds, 0, 86400), t: time(t) };
}

/** Playback speed, scene seconds per wall second (clamped to 0.01…16). */
export function speedMessage(value, t) {
  if (!finite(value)) return null;
  return { type: 'speed', value: clamp(value, 0.01, 16), t: time(t) };
}

/** Pause and step by whole frames (non-zero, clamped to ±600). */
export function stepMessage(frames, t) {
  const count = Math.trunc(frames);
  if (!Number.isFinite(count) || count === 0) return null;
  return { type: 'step', frames: clamp(count, -600, 600), t: time(t) };
}

/** A liveness check; the server echoes `id` in its pong. */
export function pingMessage(id) {
  return id === undefined ? { type: 'ping' } : { type: 'ping', id };
}
