// The transport bar: replay, play/pause, frame steps, the timeline (scrubber, input markers,
// zoom, A–B loop), time and frame number, and the speeds (presets and a custom one).

import { frameAt, formatSeconds, formatSpeed } from './format.js';
import { SPEED_BUTTONS, SPEEDS } from './shortcuts.js';
import { horizonFor, loopTarget, markersFor, positionIn, RANGE_STEP, timelineWindow } from './timeline.js';

/**
 * @param {object} elements {replay, play, stepBack, stepForward, scrubber, markers, time, frameNumber,
 *   loopA, loopB, loopClear, zoom, speeds, customSpeed}
 * @param {object} handlers {toggle(), step(frames), seek(seconds), setSpeed(value), replay()}
 */
export function createTransportBar(elements, handlers) {
  const { play, stepBack, stepForward, scrubber, time, frameNumber, speeds } = elements;
  let scrubbing = false;
  let horizon = RANGE_STEP;
  let zoom = null;
  let shown = 0;
  let loop = { a: null, b: null };
  let markerKey = '';
  let lastWindow = { start: 0, end: RANGE_STEP };

  speeds.replaceChildren(...SPEED_BUTTONS.map((speed) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.speed = String(speed);
    button.textContent = formatSpeed(speed);
    const key = SPEEDS.indexOf(speed);
    button.title = `Speed ${formatSpeed(speed)}${key >= 0 ? ` (${key + 1})` : ''}`;
    button.addEventListener('click', () => handlers.setSpeed(speed));
    return button;
  }));
  play.addEventListener('click', () => handlers.toggle());
  stepBack.addEventListener('click', () => handlers.step(-1));
  stepForward.addEventListener('click', () => handlers.step(1));
  elements.replay?.addEventListener('click', () => handlers.replay());
  scrubber.addEventListener('pointerdown', () => { scrubbing = true; });
  scrubber.addEventListener('pointerup', () => { scrubbing = false; });
  scrubber.addEventListener('input', () => handlers.seek(Number(scrubber.value)));
  scrubber.addEventListener('change', () => { scrubbing = false; });
  elements.zoom?.addEventListener('change', () => {
    zoom = elements.zoom.value === 'all' ? null : Number(elements.zoom.value);
    layout(shown);
  });
  elements.customSpeed?.addEventListener('change', () => {
    const value = Number(elements.customSpeed.value);
    const valid = elements.customSpeed.value.trim() !== '' && value >= 0.01 && value <= 16;
    elements.customSpeed.dataset.invalid = String(!valid);
    if (valid) handlers.setSpeed(value);
  });
  const showLoop = () => {
    const on = loop.a !== null && loop.b !== null && loop.a < loop.b;
    elements.loopA?.setAttribute('aria-pressed', String(loop.a !== null));
    elements.loopB?.setAttribute('aria-pressed', String(loop.b !== null));
    if (elements.loopClear) {
      elements.loopClear.setAttribute('aria-pressed', String(on));
      elements.loopClear.textContent = on ? `⟲ ${loop.a.toFixed(2)}–${loop.b.toFixed(2)}` : '⟲ off';
      elements.loopClear.dataset.loop = on ? `${loop.a},${loop.b}` : '';
    }
  };
  elements.loopA?.addEventListener('click', () => { loop = { ...loop, a: shown }; showLoop(); });
  elements.loopB?.addEventListener('click', () => { loop = { ...loop, b: shown }; showLoop(); });
  elements.loopClear?.addEventListener('click', () => { loop = { a: null, b: null }; showLoop(); });
  elements.markers?.addEventListener('click', (event) => {
    const t = Number(event.target?.dataset?.t);
    if (event.target?.dataset?.t !== undefined && Number.isFinite(t)) handlers.seek(t);
  });

  function layout(seconds) {
    lastWindow = timelineWindow(seconds, horizon, zoom);
    scrubber.min = String(lastWindow.start);
    scrubber.max = String(lastWindow.end);
    if (!scrubbing && Number.isFinite(seconds)) scrubber.value = String(seconds);
    markerKey = '';
  }

  return {
    /** Shows a transport state: time (s), playing, speed. Returns a time to seek to when the A–B loop wraps, else null. */
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
      shown = seconds;
      horizon = horizonFor(seconds, horizon);
      const next = timelineWindow(seconds, horizon, zoom);
      if (next.start !== lastWindow.start || next.end !== lastWindow.end) layout(seconds);
      if (!scrubbing && Number.isFinite(seconds)) scrubber.value = String(seconds);
      for (const button of speeds.children) {
        button.setAttribute('aria-pressed', String(Number(button.dataset.speed) === speed));
      }
      speeds.dataset.speed = String(speed);
      return playing ? loopTarget(seconds, loop) : null;
    },
    /** Shows markers for the session's input events (`t` in scene seconds); click one to jump there. */
    showMarkers(events) {
      const markers = elements.markers;
      if (!markers) return;
      const list = markersFor(events);
      const key = `${lastWindow.start}:${lastWindow.end}:${list.length}:${list[list.length - 1]?.t ?? ''}`;
      if (key === markerKey) return;
      markerKey = key;
      markers.replaceChildren(...list.flatMap(({ t, label }) => {
        const at = positionIn(t, lastWindow);
        if (at === null) return [];
        const mark = document.createElement('span');
        mark.className = 'marker';
        mark.dataset.t = String(t);
        mark.dataset.position = at.toFixed(4);
        mark.title = `${label} at ${formatSeconds(t)} — click to jump`;
        return [mark];
      }));
      markers.dataset.count = String(markers.children.length);
      // CSP: no inline styles, so positions go through the CSS Object Model.
      for (const mark of markers.children) mark.style.setProperty('left', `${Number(mark.dataset.position) * 100}%`);
    },
    /** Forgets the scrubber range and the loop (a new scene). */
    reset() {
      horizon = RANGE_STEP;
      loop = { a: null, b: null };
      showLoop();
      layout(0);
      elements.markers?.replaceChildren();
    },
  };
}
