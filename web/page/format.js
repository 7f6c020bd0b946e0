// Number formatting for the transport bar and the overlay.

/** Seconds as `12.345 s`; `–` when not a number. */
export function formatSeconds(seconds) {
  return Number.isFinite(seconds) ? `${seconds.toFixed(3)} s` : '–';
}

/** A speed factor as `1×`, `0.25×`. */
export function formatSpeed(value) {
  return Number.isFinite(value) ? `${Number(value.toPrecision(3))}×` : '–';
}

/** A byte count as `812 B`, `12.3 kB`, `1.20 MB`. */
export function formatBytes(bytes) {
  if (!Number.isFinite(bytes)) return '–';
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1e6) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1e6).toFixed(2)} MB`;
}

/** Milliseconds as `1.2 ms`; `–` when not a number. */
export function formatMilliseconds(ms) {
  return Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : '–';
}

/** Display frames per second of the scene clock (VirtualClock's default). */
export const FRAMES_PER_SECOND = 60;

/** The display frame a scene time falls in: `floor(seconds × 60)`, robust to float noise (2.5 s → 150). */
export function frameAt(seconds, framesPerSecond = FRAMES_PER_SECOND) {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.floor(seconds * framesPerSecond + 1e-6);
}
