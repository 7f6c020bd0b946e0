// The Animations panel's requests (docs/session-protocol.md §2.4) and when to send them. Pure
// functions and a small pacer: no DOM, no clock (times are passed in, performance.now() ms).

/** How often the panel asks for the description while open (ms): 10 times a second. */
export const ANIMATIONS_INTERVAL_MS = 100;
/** How often the plot's samples are asked for while the playhead moves (ms). */
export const SAMPLES_INTERVAL_MS = 250;
/** A request unanswered this long (ms) is given up, so one lost reply does not stop the panel. */
export const INSPECTION_TIMEOUT_MS = 1000;

/** `{"type":"animations"}`. */
export function animationsRequest() {
  return { type: 'animations' };
}

/**
 * `{"type":"animationSamples", path, from, to, count}`, or null when it would be refused (an
 * empty path, a window that is empty, negative, or wider than 30 s, a count outside 2…512).
 */
export function animationSamplesRequest(path, { from, to, count }) {
  if (typeof path !== 'string' || path.length === 0 || path.length > 256) return null;
  if (!Number.isFinite(from) || !Number.isFinite(to) || from < 0 || to > 3600 || !(to > from) || to - from > 30) return null;
  if (!Number.isInteger(count) || count < 2 || count > 512) return null;
  return { type: 'animationSamples', path, from, to, count };
}

/**
 * Paces one kind of request: at most one in flight, at most one per `interval` ms; a request
 * unanswered for `timeout` ms counts as lost.
 */
export class RequestPacer {
  #interval;
  #timeout;
  #sentAt = null;
  #inFlight = false;

  constructor(interval, timeout = INSPECTION_TIMEOUT_MS) {
    this.#interval = interval;
    this.#timeout = timeout;
  }

  /** Whether a request may go now. */
  due(now) {
    if (this.#sentAt === null) return true;
    const elapsed = now - this.#sentAt;
    return this.#inFlight ? elapsed >= this.#timeout : elapsed >= this.#interval;
  }

  /** A request went at `now`. */
  sent(now) {
    this.#sentAt = now;
    this.#inFlight = true;
  }

  /** Its answer arrived. */
  answered() {
    this.#inFlight = false;
  }

  /** Forgets everything (the panel closed, another session). */
  reset() {
    this.#sentAt = null;
    this.#inFlight = false;
  }
}
