// The timeline's arithmetic: which stretch of scene time the scrubber shows (zoomed in around the
// current time, so it keeps millisecond precision however long the session runs), where the
// input markers sit on it, and the A–B loop. No DOM.

/** Scrubber window widths (s), from the whole session down to one second. `null` = the whole session. */
export const TIMELINE_ZOOMS = Object.freeze([null, 60, 10, 1]);

/** The whole session's horizon grows with the latest time seen, in steps of this many seconds. */
export const RANGE_STEP = 10;

/** The horizon for the latest time seen: the next multiple of 10 s above it (at least 10 s). */
export function horizonFor(latest, current = RANGE_STEP) {
  if (!Number.isFinite(latest) || latest <= current) return current;
  return Math.ceil(latest / RANGE_STEP) * RANGE_STEP;
}

/**
 * The stretch of time the scrubber covers: the whole horizon, or a window of `width` seconds
 * placed so that `time` sits inside it (windows step by whole widths, so the scrubber does not
 * slide under the pointer while playing).
 * @returns {{start: number, end: number}}
 */
export function timelineWindow(time, horizon, width = null) {
  if (width === null || !(width > 0) || width >= horizon) return { start: 0, end: horizon };
  const t = Number.isFinite(time) ? Math.max(0, time) : 0;
  const start = Math.floor(t / width) * width;
  return { start, end: start + width };
}

/** The input events worth a marker (presses, actions, parameter changes), as `{t, label}`. */
export function markersFor(events) {
  const labels = { pointerDown: 'press', wheel: 'wheel', key: 'key', action: 'action', set: 'set' };
  const markers = [];
  for (const event of events) {
    const kind = labels[event.type];
    if (kind === undefined || (event.type === 'key' && event.phase === 'up')) continue;
    const detail = event.type === 'action' || event.type === 'set' ? ` ${event.name}` : event.type === 'key' ? ` ${event.key}` : '';
    markers.push({ t: event.t, label: `${kind}${detail}` });
  }
  return markers;
}

/** Where `t` sits in `window`, 0…1, or null when outside it. */
export function positionIn(t, { start, end }) {
  if (!(end > start) || t < start || t > end) return null;
  return (t - start) / (end - start);
}

/**
 * The A–B loop: the time to seek to when playback has passed B, or null. A loop needs A < B.
 * @param {number} time the scene time shown
 * @param {{a: number|null, b: number|null}} loop
 */
export function loopTarget(time, { a, b }) {
  if (a === null || b === null || !(a < b)) return null;
  return time >= b ? a : null;
}
