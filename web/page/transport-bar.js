// The transport bar: play/pause, frame steps, the time scrubber and the speed buttons.

import { frameAt, formatSeconds, formatSpeed } from './format.js';
import { SPEEDS } from './shortcuts.js';

/** The scrubber's range grows with the latest time seen, in steps of this many seconds. */
const RANGE_STEP = 10;

/**
 * @param {object} elements {play, stepBack, stepForward, scrubber, time, frameNumber?, speeds}
 * @param {object} handlers {toggle(), step(frames), seek(seconds), setSpeed(value)}
 */
export function createTransportBar(elements, handlers) {
  const { play, stepBack, stepForward, scrubber, time, frameNumber, speeds } = elements;
  let scrubbing = false;
  let horizon = RANGE_STEP;

  speeds.replaceChildren(...SPEEDS.map((speed, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.speed = String(speed);
    button.textContent = formatSpeed(speed);
    button.title = `Speed ${formatSpeed(speed)} (${index + 1})`;
    button.addEventListener('click', () => handlers.setSpeed(speed));
    return button;
  }));
  play.addEventListener('click', () => handlers.toggle());
  stepBack.addEventListener('click', () => handlers.step(-1));
  stepForward.addEventListener('click', () => handlers.step(1));
  scrubber.addEventListener('pointerdown', () => { scrubbing = true; });
  scrubber.addEventListener('pointerup', () => { scrubbing = false; });
  scrubber.addEventListener('input', () => handlers.seek(Number(scrubber.value)));
  scrubber.addEventListener('change', () => { scrubbing = false; });

  return {
    /** Shows a transport state: time (s), playing, speed. */
    update({ time: seconds, playing, speed }) {
      play.textContent = playing ? 'Pause' : 'Play';
      play.setAttribute('aria-pressed', String(playing));
      play.dataset.playing = String(playing);
      time.textContent = formatSeconds(seconds);
      time.dataset.seconds = String(seconds);
      if (frameNumber) {
        const frame = frameAt(seconds);
        frameNumber.textContent = `#${frame}`;
        frameNumber.dataset.frame = String(frame);
      }
      if (Number.isFinite(seconds) && seconds > horizon) horizon = Math.ceil(seconds / RANGE_STEP) * RANGE_STEP;
      scrubber.max = String(horizon);
      if (!scrubbing && Number.isFinite(seconds)) scrubber.value = String(seconds);
      for (const button of speeds.children) {
        button.setAttribute('aria-pressed', String(Number(button.dataset.speed) === speed));
      }
      speeds.dataset.speed = String(speed);
    },
    /** Forgets the scrubber range (a new scene). */
    reset() {
      horizon = RANGE_STEP;
    },
  };
}
