// The server's session clock, mirrored on the page: given the messages the page sends, in order,
// it computes the scene time each one takes effect at, with the same arithmetic as the server
// (docs/session-protocol.md §2.1; Stage's VirtualClock and the PreviewServer's SessionController):
// each message first advances the clock by (t − latest t) / 1000 s, capped at 0.1 s, times the
// speed while playing; earlier `t`s do not move it. So the page can stamp recorded input with
// the exact scene time the server gave it. No DOM; pure arithmetic on doubles.

/** The longest clock step one message makes (s), the server's `maximumClockStep`. */
export const MAXIMUM_CLOCK_STEP = 0.1;
/** The latest scene time (s), Stage's `SceneTime.maximum`. */
export const MAXIMUM_TIME = 3600;
/** Speeds the clock accepts, Stage's `VirtualClock.speedRange`. */
export const SPEED_RANGE = Object.freeze([0.01, 100]);

export class SessionClock {
  /** Scene time, seconds. */
  time = 0;
  playing = true;
  speed = 1;
  #latest = null;
  #framesPerSecond;

  /** @param {{framesPerSecond?: number}} [options] display frames per second (steps) */
  constructor({ framesPerSecond = 60 } = {}) {
    this.#framesPerSecond = framesPerSecond;
  }

  /**
   * Takes one message the page sent (pings do not touch the clock) and returns the scene time it
   * took effect at.
   * @param {{type: string, t?: number}} message
   */
  apply(message) {
    if (message.type === 'ping' || typeof message.t !== 'number') return this.time;
    this.#advance(message.t);
    switch (message.type) {
      case 'play':
        this.playing = this.time < MAXIMUM_TIME;
        break;
      case 'pause':
        this.playing = false;
        break;
      case 'seek':
        if (!Number.isNaN(message.time)) this.#moveTo(message.time);
        break;
      case 'speed':
        if (Number.isFinite(message.value) && message.value >= SPEED_RANGE[0] && message.value <= SPEED_RANGE[1]) this.speed = message.value;
        break;
      case 'step':
        this.playing = false;
        this.#moveTo(this.time + ((message.frames ?? 1) * this.speed) / this.#framesPerSecond);
        break;
      default:
        break;
    }
    return this.time;
  }

  #advance(t) {
    if (this.#latest === null) {
      this.#latest = t;
      return;
    }
    if (!(t > this.#latest)) return;
    const wall = Math.min((t - this.#latest) / 1000, MAXIMUM_CLOCK_STEP);
    if (this.playing && wall > 0) this.#moveTo(this.time + wall * this.speed);
    this.#latest = t;
  }

  #moveTo(seconds) {
    this.time = Number.isNaN(seconds) ? 0 : Math.min(Math.max(seconds, 0), MAXIMUM_TIME);
    if (this.time >= MAXIMUM_TIME) this.playing = false;
  }
}
