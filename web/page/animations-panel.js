// The Animations panel (issue #23): a drawer over the bottom of the stage with one track per
// @Animated property — bars for its animations on a window of scene time around the playhead,
// like Chrome's Animations panel — and, for the selected property, a plot of its value over a
// window around the playhead, sampled by the server. The logic lives in animation-tracks.js,
// value-plot.js and inspection-messages.js; this file only draws it. It asks the server for
// nothing while closed, so a closed panel costs nothing.

import { AnimationHistory, formatValues, layoutBars, trackLabels, trackWindow, xOf } from './animation-tracks.js';
import {
  ANIMATIONS_INTERVAL_MS, RequestPacer, SAMPLES_INTERVAL_MS, animationSamplesRequest, animationsRequest,
} from './inspection-messages.js';
import { niceTicks } from './ticks.js';
import { plotGeometry, sampleWindow } from './value-plot.js';

const SVG = 'http://www.w3.org/2000/svg';
/** Pixels per lane of bars, and around them in a track. */
const LANE_HEIGHT = 16;
const TRACK_PADDING = 4;

function svg(name, attributes = {}, text = undefined) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

function html(name, className, text = undefined) {
  const element = document.createElement(name);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * @param {{drawer: HTMLElement, toggle: HTMLButtonElement, close: HTMLButtonElement, only: HTMLInputElement,
 *   ruler: HTMLElement, tracks: HTMLElement, plot: HTMLElement, plotTitle: HTMLElement, summary: HTMLElement}} elements
 * @param {{session: () => object|null, now: () => number, preferences: object}} context
 */
export function createAnimationsPanel(elements, context) {
  const history = new AnimationHistory();
  const describing = new RequestPacer(ANIMATIONS_INTERVAL_MS);
  const sampling = new RequestPacer(SAMPLES_INTERVAL_MS);
  let open = false;
  let selected = null;
  let samples = null;
  let lastSampled = '';
  let time = 0;
  /** Descriptions received (also on the body, `data-animations-replies`, for tests). */
  let replies = 0;

  function setOpen(value) {
    open = value;
    elements.drawer.hidden = !open;
    elements.toggle.setAttribute('aria-pressed', String(open));
    document.body.dataset.animationsPanel = open ? 'open' : 'closed';
    context.preferences.set('animationsPanel', open);
    describing.reset();
    sampling.reset();
    if (open) request(context.now());
  }

  elements.toggle.addEventListener('click', () => setOpen(!open));
  elements.close.addEventListener('click', () => setOpen(false));
  elements.only.addEventListener('change', () => draw());
  elements.tracks.addEventListener('click', (event) => {
    const row = event.target instanceof Element ? event.target.closest('.animation-track') : null;
    if (!row) return;
    select(row.dataset.path);
  });

  function select(path) {
    if (selected === path) return;
    selected = path;
    samples = null;
    lastSampled = '';
    sampling.reset();
    draw();
    request(context.now());
  }

  /** Sends what is due: the description, and the selected property's samples. */
  function request(now) {
    const session = context.session();
    if (!open || !session) return;
    if (describing.due(now) && session.inspect(animationsRequest())) describing.sent(now);
    if (selected === null || !sampling.due(now)) return;
    const plotWidth = elements.plot.clientWidth || 300;
    const window = sampleWindow(time, 2, plotWidth);
    const key = `${selected}|${window.from}|${window.count}`;
    if (key === lastSampled) return;  // paused: the same window again
    const message = animationSamplesRequest(selected, window);
    if (message && session.inspect(message)) {
      sampling.sent(now);
      lastSampled = key;
    }
  }

  function drawRuler(window, width) {
    const ruler = svg('svg', { width, height: 18, class: 'animation-ruler-svg' });
    for (const value of niceTicks(window.start, window.end, Math.max(2, Math.floor(width / 80))).values) {
      const x = xOf(value, window, width);
      ruler.append(svg('line', { x1: x, x2: x, y1: 12, y2: 18, class: 'tick' }));
      ruler.append(svg('text', { x: x + 3, y: 11, class: 'tick-label' }, `${Number(value.toFixed(3))} s`));
    }
    const playhead = xOf(time, window, width);
    ruler.append(svg('path', { d: `M${playhead - 5},0 L${playhead + 5},0 L${playhead},7 Z`, class: 'playhead-head' }));
    elements.ruler.replaceChildren(ruler);
  }

  function drawTracks(window, width) {
    const tracks = history.tracks({ onlyAnimated: elements.only.checked });
    const playhead = xOf(time, window, width);
    const labels = trackLabels(tracks.map((track) => track.path));
    const rows = tracks.map((track, index) => {
      const row = html('div', 'animation-track');
      row.dataset.path = track.path;
      row.dataset.running = String(track.running);
      row.setAttribute('role', 'option');
      row.setAttribute('aria-selected', String(track.path === selected));
      const name = html('div', 'animation-name');
      name.append(html('span', 'animation-path', labels[index]));
      const value = track.running > 0 ? `${formatValues(track.value)} → ${formatValues(track.model)}` : formatValues(track.value);
      name.append(html('span', 'animation-value', value));
      name.title = `${track.path}: ${track.type}`;
      const { lanes, bars } = layoutBars(track.runs, window, width);
      const height = lanes * LANE_HEIGHT + 2 * TRACK_PADDING;
      const lane = svg('svg', { width, height, class: 'animation-lanes' });
      for (const bar of bars) {
        const group = svg('g', { class: `animation-bar${bar.run.running ? ' running' : ''}${bar.run.end === null ? ' forever' : ''}` });
        group.dataset.animation = bar.run.animation;
        const times = bar.run.count > 1 ? ` (${bar.run.count} retargets)` : '';
        group.dataset.count = String(bar.run.count);
        group.append(svg('title', {}, `${bar.run.animation}${times}\n${bar.run.start.toFixed(3)} s → ${bar.run.end === null ? 'never' : `${bar.run.end.toFixed(3)} s`}${bar.run.merged ? '\n(merged spring)' : ''}`));
        const y = TRACK_PADDING + bar.lane * LANE_HEIGHT + 1;
        group.append(svg('rect', { x: bar.x, y, width: bar.width, height: LANE_HEIGHT - 2, rx: 3 }));
        if (bar.width > 40) {
          // A nested svg clips the label to its bar.
          const box = svg('svg', { x: bar.x, y, width: bar.width, height: LANE_HEIGHT - 2 });
          const label = bar.run.count > 1 ? `×${bar.run.count} ${bar.run.animation}` : bar.run.animation;
          box.append(svg('text', { x: 5, y: LANE_HEIGHT - 6, class: 'bar-label' }, label));
          group.append(box);
        }
        lane.append(group);
      }
      lane.append(svg('line', { x1: playhead, x2: playhead, y1: 0, y2: height, class: 'playhead' }));
      row.append(name, lane);
      return row;
    });
    if (rows.length === 0) {
      const text = history.tracks().length === 0 ? 'This scene has no @Animated properties.' : 'Nothing has animated yet.';
      rows.push(html('p', 'note', text));
    }
    elements.tracks.replaceChildren(...rows);
    const running = tracks.filter((track) => track.running > 0).length;
    elements.summary.textContent = `${history.tracks().length} properties, ${running} animating`;
  }

  function drawPlot() {
    const track = history.tracks().find((candidate) => candidate.path === selected);
    if (!track) {
      elements.plotTitle.textContent = 'Select a property to plot its value.';
      elements.plot.replaceChildren();
      return;
    }
    const moving = track.running > 0 ? ` → ${formatValues(track.model)} · velocity ${formatValues(track.velocity)}/s` : ' (at rest)';
    elements.plotTitle.replaceChildren(html('span', 'plot-path', `${track.path}: ${track.type}`), html('span', 'plot-value', `${formatValues(track.value)}${moving}`));
    if (!samples || samples.path !== selected) {
      elements.plot.replaceChildren(html('p', 'note', 'Sampling…'));
      return;
    }
    const width = Math.max(120, elements.plot.clientWidth || 300);
    const height = Math.max(80, elements.plot.clientHeight || 160);
    const geometry = plotGeometry(samples, { width, height });
    const plot = svg('svg', { width, height, class: 'value-plot' });
    plot.dataset.path = samples.path;
    for (const tick of geometry.yTicks) {
      plot.append(svg('line', { x1: 44, x2: width - 8, y1: tick.y, y2: tick.y, class: 'grid' }));
      plot.append(svg('text', { x: 40, y: tick.y + 4, class: 'axis-label y' }, String(Number(tick.value.toPrecision(4)))));
    }
    for (const tick of geometry.xTicks) {
      plot.append(svg('text', { x: tick.x, y: height - 4, class: 'axis-label x' }, `${Number(tick.value.toFixed(3))} s`));
    }
    geometry.lines.forEach((runs, component) => {
      for (const points of runs) plot.append(svg('polyline', { points, class: `series c${component % 4}` }));
    });
    const x = geometry.x(time);
    // After the playhead: what the log makes of it (no further input unless recorded).
    const right = geometry.x(samples.to);
    if (right > x) {
      const ahead = svg('rect', { x, y: 4, width: right - x, height: Math.max(0, height - 20), class: 'ahead' });
      ahead.append(svg('title', {}, 'Ahead of the playhead: the scene as the log continues (no further input unless recorded)'));
      plot.prepend(ahead);
    }
    plot.append(svg('line', { x1: x, x2: x, y1: 4, y2: height - 16, class: 'playhead' }));
    elements.plot.replaceChildren(plot);
  }

  function draw() {
    if (!open) return;
    const width = Math.max(100, elements.ruler.clientWidth || 400);
    const window = trackWindow(time, 4);
    drawRuler(window, width);
    drawTracks(window, width);
    drawPlot();
  }

  setOpen(context.preferences.get('animationsPanel', false) === true);

  return {
    /** Whether the panel is open. */
    get isOpen() { return open; },
    /** A frame at scene time `seconds` was drawn: asks for what is due. */
    frameShown(seconds) {
      time = seconds;
      request(context.now());
    },
    /** The server's `animations` message. */
    animations(message) {
      describing.answered();
      replies += 1;
      document.body.dataset.animationsReplies = String(replies);
      if (!open) return;
      history.update(message);
      if (selected === null) selected = history.tracks().find((track) => track.running > 0)?.path ?? null;
      draw();
    },
    /** The server's `animationSamples` message. */
    samples(message) {
      sampling.answered();
      if (!open || message.path !== selected) return;
      samples = message;
      drawPlot();
    },
    /** Another scene or session: forget what was seen. */
    sceneClosed() {
      history.clear();
      selected = null;
      samples = null;
      lastSampled = '';
      describing.reset();
      sampling.reset();
      elements.tracks.replaceChildren();
      elements.plot.replaceChildren();
    },
  };
}
