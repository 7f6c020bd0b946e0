// The Animations panel's tracks (issue #23): one track per @Animated property, bars for the
// animations the server reported running, kept after they end (like Chrome's Animations panel),
// laid out on a window of scene time around the playhead. No DOM: node tests cover it.

/** Most animations remembered per track (the oldest are forgotten first). */
export const MAX_RUNS_PER_TRACK = 256;

/**
 * What the page has seen of the scene's animated properties: the latest description (values,
 * running animations) and, per property, every animation seen running since the panel opened.
 */
export class AnimationHistory {
  #tracks = new Map();
  #order = [];
  #time = 0;

  /** Scene time (s) of the latest description. */
  get time() { return this.#time; }

  /** Forgets everything (another scene, a new session). */
  clear() {
    this.#tracks.clear();
    this.#order = [];
    this.#time = 0;
  }

  /**
   * Takes in an `animations` message (docs/session-protocol.md §2.4).
   * @param {{time: number, properties: Array<object>}} description
   */
  update(description) {
    if (!description || !Array.isArray(description.properties)) return;
    this.#time = Number.isFinite(description.time) ? description.time : this.#time;
    const order = [];
    for (const property of description.properties) {
      if (typeof property?.path !== 'string') continue;
      order.push(property.path);
      const track = this.#tracks.get(property.path) ?? { path: property.path, runs: new Map() };
      const value = numbers(property.value);
      track.type = String(property.type ?? '');
      track.value = value;
      track.model = property.model ? numbers(property.model) : value;
      track.velocity = property.velocity ? numbers(property.velocity) : value.map(() => 0);
      const animations = Array.isArray(property.animations) ? property.animations : [];
      track.running = animations.length;
      for (const run of track.runs.values()) run.running = false;
      for (const animation of animations) {
        if (typeof animation?.animation !== 'string' || !Number.isFinite(animation.start)) continue;
        const key = `${animation.start}|${animation.animation}`;
        const end = Number.isFinite(animation.end) ? animation.end : null;
        track.runs.delete(key);
        track.runs.set(key, { animation: animation.animation, start: animation.start, end, merged: animation.merged === true, running: true });
      }
      while (track.runs.size > MAX_RUNS_PER_TRACK) track.runs.delete(track.runs.keys().next().value);
      this.#tracks.set(property.path, track);
    }
    for (const path of this.#tracks.keys()) if (!order.includes(path)) this.#tracks.delete(path);
    this.#order = order;
  }

  /**
   * The tracks in the scene's declaration order: `{path, type, value, model, velocity, running,
   * runs: [{animation, start, end (null: never), merged, running, count}]}` with runs by start
   * time, grouped by `groupRuns`.
   * @param {{onlyAnimated?: boolean}} [options] keep only tracks that have had an animation
   */
  tracks({ onlyAnimated = false } = {}) {
    const result = [];
    for (const path of this.#order) {
      const track = this.#tracks.get(path);
      const runs = groupRuns([...track.runs.values()]);
      if (onlyAnimated && runs.length === 0) continue;
      result.push({ path, type: track.type, value: track.value, model: track.model, velocity: track.velocity, running: track.running, runs });
    }
    return result;
  }
}

/**
 * Runs grouped for display: a run of the same animation that starts before the previous one of
 * the group has ended joins it (a scene that retargets every tick — pull-to-refresh's roll-in —
 * starts a combined run per tick; one bar per tick would be noise). A group spans its first
 * start to its last end (null if any never ends), counts its runs, and is running or merged if
 * any of its runs is.
 * @returns {Array<{animation: string, start: number, end: number|null, merged: boolean, running: boolean, count: number}>}
 */
export function groupRuns(runs) {
  const groups = [];
  for (const run of [...runs].sort((a, b) => a.start - b.start)) {
    const last = groups.at(-1);
    if (last && last.animation === run.animation && (last.end === null || run.start <= last.end)) {
      last.end = last.end === null || run.end === null ? null : Math.max(last.end, run.end);
      last.count += 1;
      last.running ||= run.running;
      last.merged ||= run.merged;
      continue;
    }
    groups.push({ ...run, count: 1 });
  }
  return groups;
}

function numbers(list) {
  return Array.isArray(list) ? list.map((n) => (typeof n === 'number' ? n : NaN)) : [];
}

/**
 * The stretch of scene time the tracks show: `width` seconds with the playhead at `lead` of the
 * way across (so what just happened stays visible), never before 0.
 * @returns {{start: number, end: number}}
 */
export function trackWindow(time, width = 4, lead = 0.75) {
  const t = Number.isFinite(time) ? Math.max(0, time) : 0;
  const start = Math.max(0, t - width * lead);
  return { start, end: start + width };
}

/** Where time `t` is across `width` pixels of `window`, unclamped. */
export function xOf(t, window, width) {
  return ((t - window.start) / (window.end - window.start)) * width;
}

/**
 * The bars of one track on `window` across `width` pixels: runs overlapping the window, clipped to
 * it, each on the first lane free at its start (runs that overlap in time — a curve combined on
 * top of another — stack on separate lanes). A run that never ends reaches the right edge.
 * @returns {{lanes: number, bars: Array<{x: number, width: number, lane: number, run: object,
 *   clippedLeft: boolean, clippedRight: boolean}>}}
 */
export function layoutBars(runs, window, width) {
  const laneEnds = [];
  const bars = [];
  for (const run of [...runs].sort((a, b) => a.start - b.start)) {
    const end = run.end ?? Infinity;
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= run.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    if (end < window.start || run.start > window.end) continue;
    const left = Math.max(0, xOf(run.start, window, width));
    const right = Math.min(width, end === Infinity ? width : xOf(end, window, width));
    bars.push({
      x: left, width: Math.max(1, right - left), lane, run,
      clippedLeft: run.start < window.start, clippedRight: end > window.end,
    });
  }
  return { lanes: Math.max(1, laneEnds.length), bars };
}

/** Values as the panel prints them: `12.5`, `(10, 20)`; 4 significant digits; `–` when missing. */
export function formatValues(values) {
  if (!Array.isArray(values) || values.length === 0) return '–';
  const texts = values.map((v) => (Number.isFinite(v) ? String(Number(v.toPrecision(4))) : '–'));
  return texts.length === 1 ? texts[0] : `(${texts.join(', ')})`;
}

/**
 * The names the panel shows for property paths: the part after the longest prefix every path
 * shares up to a `.` (a scene hosted in a stack names everything `stack.screens[0].scene.…`,
 * which a narrow column cuts to the same text on every track), behind `…`. Paths are unchanged
 * when there is one, or when they share no such prefix.
 * @param {string[]} paths
 * @returns {string[]} one label per path, in order
 */
export function trackLabels(paths) {
  if (paths.length < 2) return [...paths];
  let prefix = paths[0].slice(0, paths[0].lastIndexOf('.') + 1);
  for (const path of paths) {
    while (prefix && !path.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf('.', prefix.length - 2) + 1);
  }
  return prefix ? paths.map((path) => `…${path.slice(prefix.length)}`) : [...paths];
}
