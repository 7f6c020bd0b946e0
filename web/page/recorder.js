// Records a preview session's input as an events file (docs/events.md): every message the page
// sends goes through a SessionClock, so each input event is stamped with the scene time the
// server applied it at; input after seeking back replaces the recorded events later than that
// time, as the server's log does. The result replays with `preview state/render --events FILE`
// to the same frames. No DOM.

import { EVENT_TYPES } from './events-file.js';
import { SessionClock } from './session-clock.js';

export class InputRecorder {
  #clock;
  #events = [];
  #frameTimes = [];
  #drift = 0;

  constructor({ framesPerSecond = 60 } = {}) {
    this.#clock = new SessionClock({ framesPerSecond });
  }

  /** The mirrored clock (scene time, playing, speed). */
  get clock() { return this.#clock; }

  /** The events recorded so far, in the events-file encoding with `t` in scene seconds. */
  get events() { return this.#events.map((event) => ({ ...event })); }

  /** How many frames arrived at another time than the mirrored clock predicted (0 when exact). */
  get drift() { return this.#drift; }

  /** Takes a message the page sent, in sending order. */
  sent(message) {
    const time = this.#clock.apply(message);
    if (message.type === 'frame') {
      this.#frameTimes.push(time);
      return;
    }
    if (!EVENT_TYPES.has(message.type)) return;
    // Input after seeking back rewrites the recorded future (the server's rule).
    const last = this.#events[this.#events.length - 1];
    if (last && last.t > time) this.#events = this.#events.filter((event) => event.t <= time);
    this.#events.push({ ...message, t: time });
  }

  /** A frame arrived showing scene time `time`: checks the mirror against the server. */
  frameShown(time) {
    const expected = this.#frameTimes.shift();
    if (expected !== undefined && expected !== time) this.#drift += 1;
  }
}
