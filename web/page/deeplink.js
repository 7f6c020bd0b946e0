// Deep links: `#/scene/ID` opens a scene directly; the rest of the hash holds the session's view
// so a reload (or a link sent to someone) comes back to the same place:
// `#/scene/demo?t=1.25&speed=0.5&paused&vp=390x844&p.size=120&p.color=blue`.
// t: scene time (s); speed; paused (present when paused); vp: the viewport, W×H points or
// `window` (the scene fills the window; absent: the page's own choice); p.NAME: a parameter value
// (number, true/false, text, or a timing curve or spring as JSON). A scene whose state has a `deepLink` object (parameter values
// that reopen it where it is, e.g. the screen a navigation stack shows) has those in the link
// too, so a link follows navigation by taps; back and forward between such links set them in the
// open session. No DOM.

const PREFIX = '#/scene/';
const MAXIMUM_TIME = 3600;

/** The scene id a location hash names, or null. */
export function sceneFromHash(hash) {
  if (typeof hash !== 'string' || !hash.startsWith(PREFIX)) return null;
  const raw = hash.slice(PREFIX.length).split(/[/?]/)[0];
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The hash that links to a scene. */
export function hashForScene(id) {
  return PREFIX + encodeURIComponent(id);
}

function parameterValue(text) {
  if (text.startsWith('{')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/**
 * Everything a hash says: `{scene, time?, speed?, playing?, viewport?, parameters}` (viewport:
 * `{width, height}` or `'window'`). Values that
 * cannot be used (a negative time, a speed of 0, a 0×10 viewport) are left out.
 */
export function linkFromHash(hash) {
  const scene = sceneFromHash(hash);
  const link = { scene, parameters: {} };
  if (scene === null) return link;
  const query = hash.indexOf('?');
  if (query < 0) return link;
  const params = new URLSearchParams(hash.slice(query + 1));
  const time = Number(params.get('t'));
  if (params.has('t') && Number.isFinite(time) && time >= 0 && time <= MAXIMUM_TIME) link.time = time;
  const speed = Number(params.get('speed'));
  if (params.has('speed') && Number.isFinite(speed) && speed >= 0.01 && speed <= 16) link.speed = speed;
  if (params.has('paused')) link.playing = false;
  const viewport = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(params.get('vp') ?? '');
  if (params.get('vp') === 'window') {
    link.viewport = 'window';
  } else if (viewport) {
    const [width, height] = [Number(viewport[1]), Number(viewport[2])];
    if (width >= 1 && width <= 16384 && height >= 1 && height <= 16384) link.viewport = { width, height };
  }
  for (const [key, value] of params) {
    if (key.startsWith('p.') && key.length > 2) link.parameters[key.slice(2)] = parameterValue(value);
  }
  return link;
}

/**
 * The hash for a link: the scene, then the time (ms precision), speed unless 1, `paused`, the
 * viewport (`'window'` when the scene fills the window), and the parameters in name order.
 * @param {{scene: string, time?: number, speed?: number, playing?: boolean, viewport?: {width: number, height: number} | 'window', parameters?: object}} link
 */
export function hashForLink({ scene, time, speed, playing, viewport, parameters = {} }) {
  const parts = [];
  if (Number.isFinite(time) && time > 0) parts.push(`t=${Number(time.toFixed(3))}`);
  if (Number.isFinite(speed) && speed !== 1) parts.push(`speed=${speed}`);
  if (playing === false) parts.push('paused');
  if (viewport === 'window') parts.push('vp=window');
  else if (viewport) parts.push(`vp=${viewport.width}x${viewport.height}`);
  for (const name of Object.keys(parameters).sort()) {
    const value = parameters[name];
    const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`p.${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  }
  return hashForScene(scene) + (parts.length > 0 ? `?${parts.join('&')}` : '');
}

/**
 * The parameters a link carries: `changed` (set in the page away from their defaults), then the
 * scene state's `deepLink` values over them, each left out when it equals its default.
 * @param {object} changed name → value
 * @param {unknown} deepLink the state's `deepLink` (ignored unless a plain object)
 * @param {(name: string) => unknown} defaultOf a parameter's default value
 */
export function linkParameters(changed, deepLink, defaultOf) {
  const parameters = { ...changed };
  if (deepLink === null || typeof deepLink !== 'object' || Array.isArray(deepLink)) return parameters;
  for (const [name, value] of Object.entries(deepLink)) {
    if (value === defaultOf(name)) delete parameters[name];
    else parameters[name] = value;
  }
  return parameters;
}

/**
 * What to set when the address changes to `link` by the browser's back or forward within the
 * open scene, when only its deep link differs (the scene's `deepLink` names): each deep-link
 * parameter's value in `link`, or its default where `link` leaves it out, in `deepLink`'s order.
 * Null when `link` is anything else (another scene, a scene without a deep link, other
 * parameters): the page reopens the scene from the link then.
 * @param {{scene: string | null, parameters: object}} link
 * @param {string} scene the open scene's id
 * @param {unknown} deepLink the open scene's state's `deepLink`
 * @param {object} changed the page's parameters away from their defaults (name → value)
 * @param {(name: string) => unknown} defaultOf
 * @returns {[string, unknown][] | null}
 */
export function deepLinkSteps(link, scene, deepLink, changed, defaultOf) {
  if (!scene || link.scene !== scene || deepLink === null || typeof deepLink !== 'object' || Array.isArray(deepLink)) return null;
  const names = Object.keys(deepLink);
  const others = (parameters) => JSON.stringify(Object.entries(parameters).filter(([name]) => !names.includes(name)).sort());
  if (others(link.parameters) !== others(changed)) return null;
  return names.map((name) => [name, name in link.parameters ? link.parameters[name] : defaultOf(name)]);
}
