// The events file (docs/events.md) on the page: writing a recording with its header (scene,
// seed, viewport, parameters) and reading a file back to replay it. The page checks the shape
// only; the server checks the rest (pointer sequences, parameter ranges) and says what is wrong.
// No DOM.

/** The event types (every other message — transport, frame requests — only moves the clock). */
export const EVENT_TYPES = Object.freeze(new Set([
  'pointerDown', 'pointerMove', 'pointerUp', 'pointerCancel', 'wheel', 'key', 'action', 'set', 'viewport',
]));

/** The latest event time (s), Stage's `SceneTime.maximum`. */
const MAXIMUM_TIME = 3600;
const HEADER_KEYS = new Set(['scene', 'seed', 'viewport', 'parameters', 'events']);

/**
 * The events file for a recording: a header stating the scene, seed, viewport and parameters,
 * then the events. Viewport and `set` events at t = 0 that come before any other event fold into
 * the header (the last one of each wins), so the file reads as "this scene, like this, then this
 * input".
 * @param {{scene: string, seed?: number|string, viewport?: {width: number, height: number}, parameters?: object}} header
 * @param {object[]} events events-file events, `t` in seconds, in time order
 */
export function eventsFileDocument(header, events) {
  const document = { scene: header.scene };
  if (header.seed !== undefined && header.seed !== null) document.seed = header.seed;
  let viewport = header.viewport ? { width: header.viewport.width, height: header.viewport.height } : undefined;
  const parameters = { ...(header.parameters ?? {}) };
  let start = 0;
  for (; start < events.length; start += 1) {
    const event = events[start];
    if (event.t !== 0) break;
    if (event.type === 'viewport') viewport = { width: event.width, height: event.height };
    else if (event.type === 'set') parameters[event.name] = event.value;
    else break;
  }
  if (viewport) document.viewport = viewport;
  if (Object.keys(parameters).length > 0) document.parameters = parameters;
  document.events = events.slice(start).map((event) => {
    const { t, type, ...fields } = event;
    return { t, type, ...fields };
  });
  return document;
}

/** The document as an events file's text: one event per line, so diffs stay readable. */
export function eventsFileText(document) {
  const { events, ...header } = document;
  const head = JSON.stringify(header).slice(1, -1);
  const lines = events.map((event) => `  ${JSON.stringify(event)}`);
  return `{${head}${head ? ',' : ''}\n "events": [\n${lines.join(',\n')}\n]}\n`;
}

/**
 * Reads an events file's text: its header and events.
 * @returns {{header: {scene?: string, seed?: number|string, viewport?: {width: number, height: number}, parameters: object}, events: object[]}}
 * @throws {Error} naming the first problem (not JSON, not `{"events": [...]}`, an event without a
 *   time or type, times out of order)
 */
export function parseEventsFile(text) {
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new Error(`it is not JSON (${error.message})`);
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document) || !Array.isArray(document.events)) {
    throw new Error('it is not an events file: expected {"events": [...]}');
  }
  for (const key of Object.keys(document)) {
    if (!HEADER_KEYS.has(key)) throw new Error(`unknown top-level key "${key}"`);
  }
  const header = { parameters: {} };
  if (typeof document.scene === 'string' && document.scene !== '') header.scene = document.scene;
  if (typeof document.seed === 'number' || typeof document.seed === 'string') header.seed = document.seed;
  const viewport = document.viewport;
  if (viewport && Number.isFinite(viewport.width) && Number.isFinite(viewport.height)) {
    header.viewport = { width: viewport.width, height: viewport.height };
  }
  if (document.parameters && typeof document.parameters === 'object' && !Array.isArray(document.parameters)) {
    header.parameters = { ...document.parameters };
  }
  let previous = 0;
  const events = document.events.map((event, index) => {
    if (event === null || typeof event !== 'object' || Array.isArray(event)) throw new Error(`event ${index} is not an object`);
    if (!EVENT_TYPES.has(event.type)) throw new Error(`event ${index} has an unknown type ${JSON.stringify(event.type)}`);
    if (!Number.isFinite(event.t) || event.t < previous || event.t > MAXIMUM_TIME) {
      throw new Error(`event ${index} (${event.type}) has time ${event.t}; times run from 0 to ${MAXIMUM_TIME} s in order`);
    }
    previous = event.t;
    return { ...event };
  });
  return { header, events };
}

/**
 * How the page replays a file into a fresh, paused session at t = 0: the header's viewport and
 * parameters, then each event after a seek to its time (paused, the clock stays there), then
 * back to 0 so the session plays the whole log. Returns the steps in order: `{seek: seconds}` or
 * `{event}` (the event without its `t`).
 */
export function replaySteps({ header, events }) {
  const steps = [];
  if (header.viewport) steps.push({ event: { type: 'viewport', width: header.viewport.width, height: header.viewport.height } });
  for (const name of Object.keys(header.parameters ?? {}).sort()) {
    steps.push({ event: { type: 'set', name, value: header.parameters[name] } });
  }
  let at = 0;
  for (const { t, ...event } of events) {
    if (t !== at) steps.push({ seek: t });
    at = t;
    steps.push({ event });
  }
  steps.push({ seek: 0 });
  return steps;
}
