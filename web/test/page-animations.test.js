// The Animations panel's DOM-free logic (issue #23): ticks, track history and bar layout, the
// value plot's scaling, the requests and their pacing, and the session carrying them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AnimationHistory, MAX_RUNS_PER_TRACK, formatValues, groupRuns, layoutBars, trackLabels, trackWindow, xOf } from '../page/animation-tracks.js';
import {
  ANIMATIONS_INTERVAL_MS, INSPECTION_TIMEOUT_MS, RequestPacer, animationSamplesRequest, animationsRequest,
} from '../page/inspection-messages.js';
import { PreviewSession } from '../page/session.js';
import { niceTicks } from '../page/ticks.js';
import { plotGeometry, sampleWindow } from '../page/value-plot.js';

const close = (a, b, tolerance = 1e-9) => assert.ok(Math.abs(a - b) <= tolerance, `${a} ≠ ${b} ± ${tolerance}`);

test('ticks are round multiples inside the range', () => {
  assert.deepEqual(niceTicks(0, 4, 4), { step: 1, values: [0, 1, 2, 3, 4] });
  assert.deepEqual(niceTicks(0.25, 1.05, 4).values, [0.4, 0.6, 0.8, 1]);
  assert.deepEqual(niceTicks(-29, 71, 5).values, [-20, 0, 20, 40, 60]);
  assert.deepEqual(niceTicks(0.1, 0.35, 5).values, [0.1, 0.15, 0.2, 0.25, 0.3, 0.35]);
  assert.deepEqual(niceTicks(1, 1, 5).values, []);
  assert.deepEqual(niceTicks(NaN, 1, 5).values, []);
  for (const [low, high] of [[0, 1], [3.3, 97.1], [-0.002, 0.013], [1e5, 1.7e5]]) {
    const { step, values } = niceTicks(low, high, 6);
    assert.ok(values.every((v) => v >= low - 1e-9 && v <= high + 1e-9), `${values} in ${low}…${high}`);
    assert.ok(values.length >= 3 && values.length <= 13, `${values.length} ticks`);
    const mantissa = step / 10 ** Math.floor(Math.log10(step));
    assert.ok([1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-9), `step ${step}`);
  }
});

const description = (time, properties) => ({ type: 'animations', time, properties });
const rest = (path, value) => ({ path, type: 'Double', value: [value] });
const moving = (path, value, model, animations) => ({ path, type: 'Double', value: [value], model: [model], velocity: [12], animations });

test('the history keeps one track per property in the scene\'s order, with every animation seen', () => {
  const history = new AnimationHistory();
  history.update(description(0.5, [rest('x', 0), moving('ball.offsetY', -10, 71, [{ animation: '.easeInOut(duration: 0.35)', start: 0.4, end: 0.75 }])]));
  history.update(description(1.0, [rest('x', 0), rest('ball.offsetY', 71)]));
  const tracks = history.tracks();
  assert.deepEqual(tracks.map((t) => t.path), ['x', 'ball.offsetY']);
  assert.equal(history.time, 1.0);
  const ball = tracks[1];
  assert.deepEqual(ball.value, [71]);
  assert.deepEqual(ball.model, [71]);
  assert.deepEqual(ball.velocity, [0]);
  assert.equal(ball.running, 0);
  assert.deepEqual(ball.runs, [{ animation: '.easeInOut(duration: 0.35)', start: 0.4, end: 0.75, merged: false, running: false, count: 1 }]);
  assert.deepEqual(history.tracks({ onlyAnimated: true }).map((t) => t.path), ['ball.offsetY']);
});

test('a forever animation has a null end; a property that disappears loses its track', () => {
  const history = new AnimationHistory();
  history.update(description(2, [moving('rows[0].spin', 90, 360, [{ animation: '.linear(duration: 1).repeatForever(autoreverses: false)', start: 1, end: null, merged: true }])]));
  assert.deepEqual(history.tracks()[0].runs[0], { animation: '.linear(duration: 1).repeatForever(autoreverses: false)', start: 1, end: null, merged: true, running: true, count: 1 });
  assert.equal(history.tracks()[0].running, 1);
  history.update(description(3, [rest('x', 1)]));
  assert.deepEqual(history.tracks().map((t) => t.path), ['x']);
  history.clear();
  assert.deepEqual(history.tracks(), []);
});

test('a track remembers at most MAX_RUNS_PER_TRACK animations, forgetting the oldest', () => {
  const history = new AnimationHistory();
  for (let i = 0; i < MAX_RUNS_PER_TRACK + 5; i += 1) {
    // Alternating animations, so no two runs group.
    history.update(description(i, [moving('x', 0, 1, [{ animation: `.linear(duration: ${i % 2 + 0.5})`, start: i, end: i + 0.5 }])]));
  }
  const runs = history.tracks()[0].runs;
  assert.equal(runs.length, MAX_RUNS_PER_TRACK);
  assert.equal(runs[0].start, 5);
  assert.equal(runs.at(-1).start, MAX_RUNS_PER_TRACK + 4);
});

test('runs of one animation retargeted before they end group into one bar; others stay apart', () => {
  const tick = (start) => ({ animation: '.timingCurve(0.2, 0.8, 0.6, 1, duration: 0.4)', start, end: start + 0.4, merged: false, running: start > 0.6 });
  const runs = [tick(0), tick(1 / 60), tick(2 / 60), tick(0.5), tick(2), { animation: '.spring(response: 0.5, dampingFraction: 1)', start: 0.1, end: 1.2, merged: true, running: true }];
  const groups = groupRuns(runs);
  assert.deepEqual(groups.map((g) => [g.animation.slice(0, 7), g.start, g.count, g.running, g.merged]), [
    ['.timing', 0, 3, false, false], ['.spring', 0.1, 1, true, true], ['.timing', 0.5, 1, false, false], ['.timing', 2, 1, true, false],
  ]);
  close(groups[0].end, 2 / 60 + 0.4);
  const forever = groupRuns([{ animation: 'f', start: 0, end: null }, { animation: 'f', start: 5, end: 6 }]);
  assert.deepEqual(forever.map((g) => [g.start, g.end, g.count]), [[0, null, 2]]);
});

test('the track window puts the playhead three quarters across and never starts before 0', () => {
  assert.deepEqual(trackWindow(10, 4), { start: 7, end: 11 });
  assert.deepEqual(trackWindow(1, 4), { start: 0, end: 4 });
  assert.deepEqual(trackWindow(NaN, 4), { start: 0, end: 4 });
  close(xOf(10, trackWindow(10, 4), 400), 300);
});

test('bars sit at their times, clip to the window, and overlapping runs take separate lanes', () => {
  const window = { start: 1, end: 5 };
  const runs = [
    { animation: 'a', start: 0, end: 2, running: false },
    { animation: 'b', start: 1.5, end: 3, running: true },
    { animation: 'c', start: 2.5, end: null, running: true },
    { animation: 'd', start: 6, end: 7, running: false },
  ];
  const { lanes, bars } = layoutBars(runs, window, 400);
  assert.equal(lanes, 2);
  assert.deepEqual(bars.map((b) => [b.run.animation, b.lane]), [['a', 0], ['b', 1], ['c', 0]]);
  close(bars[0].x, 0);
  close(bars[0].width, 100);
  assert.equal(bars[0].clippedLeft, true);
  close(bars[1].x, 50);
  close(bars[1].width, 150);
  close(bars[2].x, 150);
  close(bars[2].width, 250);
  assert.equal(bars[2].clippedRight, true);
  // A zero-length run is still a visible pixel.
  assert.equal(layoutBars([{ animation: 'z', start: 2, end: 2 }], window, 400).bars[0].width, 1);
  assert.deepEqual(layoutBars([], window, 400), { lanes: 1, bars: [] });
});

test('values print with four significant digits', () => {
  assert.equal(formatValues([71.00000000001]), '71');
  assert.equal(formatValues([10, 20.123456]), '(10, 20.12)');
  assert.equal(formatValues([NaN]), '–');
  assert.equal(formatValues([]), '–');
});

test('the plot maps the window to the data area and the values with 8 % headroom, y down', () => {
  const samples = { path: 'x', from: 1, to: 3, values: [[0], [50], [100]] };
  const g = plotGeometry(samples, { width: 252, height: 126, padding: { left: 44, right: 8, top: 8, bottom: 18 } });
  close(g.min, -8);
  close(g.max, 108);
  close(g.x(1), 44);
  close(g.x(3), 244);
  close(g.y(-8), 108);
  close(g.y(108), 8);
  assert.equal(g.lines.length, 1);
  const points = g.lines[0][0].split(' ').map((p) => p.split(',').map(Number));
  assert.equal(points.length, 3);
  close(points[1][0], 144, 0.01);
  close(points[0][1], g.y(0), 0.01);
  close(points[2][1], g.y(100), 0.01);
  assert.ok(g.xTicks.every((tick) => tick.x >= 44 - 1e-9 && tick.x <= 244 + 1e-9));
  assert.ok(g.yTicks.every((tick) => tick.value >= g.min && tick.value <= g.max));
});

test('the plot breaks lines at missing samples, draws each component, and centres a flat value', () => {
  const g = plotGeometry({ from: 0, to: 4, values: [[0, 5], [1, 6], null, [3, 8], [4, 9]] }, { width: 200, height: 100 });
  assert.equal(g.lines.length, 2);
  assert.equal(g.lines[0].length, 2);
  assert.equal(g.lines[0][0].split(' ').length, 2);
  const flat = plotGeometry({ from: 0, to: 1, values: [[20], [20]] }, { width: 200, height: 100 });
  close(flat.min, 18);
  close(flat.max, 22);
  const zero = plotGeometry({ from: 0, to: 1, values: [[0], [0]] }, { width: 200, height: 100 });
  assert.deepEqual([zero.min, zero.max], [-1, 1]);
  const empty = plotGeometry({ from: 0, to: 1, values: [] }, { width: 200, height: 100 });
  assert.deepEqual([empty.min, empty.max, empty.lines], [0, 1, []]);
});

test('the sample window is centred on the playhead, never before 0, one sample per 2 pixels within 16…240', () => {
  assert.deepEqual(sampleWindow(5, 2, 300), { from: 4, to: 6, count: 150 });
  assert.deepEqual(sampleWindow(0.3, 2, 10), { from: 0, to: 2, count: 16 });
  assert.deepEqual(sampleWindow(1, 2, 2000).count, 240);
});

test('requests are built as the server accepts them, or not at all', () => {
  assert.deepEqual(animationsRequest(), { type: 'animations' });
  assert.deepEqual(animationSamplesRequest('ball.offsetY', { from: 1, to: 3, count: 121 }),
    { type: 'animationSamples', path: 'ball.offsetY', from: 1, to: 3, count: 121 });
  assert.equal(animationSamplesRequest('', { from: 1, to: 3, count: 121 }), null);
  assert.equal(animationSamplesRequest('x', { from: 3, to: 3, count: 121 }), null);
  assert.equal(animationSamplesRequest('x', { from: 0, to: 31, count: 121 }), null);
  assert.equal(animationSamplesRequest('x', { from: -1, to: 1, count: 121 }), null);
  assert.equal(animationSamplesRequest('x', { from: 0, to: 1, count: 1 }), null);
  assert.equal(animationSamplesRequest('x', { from: 0, to: 1, count: 2.5 }), null);
});

test('the pacer allows one request in flight, one per interval, and gives up a lost one', () => {
  const pacer = new RequestPacer(ANIMATIONS_INTERVAL_MS);
  assert.equal(pacer.due(0), true);
  pacer.sent(0);
  assert.equal(pacer.due(ANIMATIONS_INTERVAL_MS + 1), false, 'still in flight');
  pacer.answered();
  assert.equal(pacer.due(ANIMATIONS_INTERVAL_MS - 1), false, 'too soon');
  assert.equal(pacer.due(ANIMATIONS_INTERVAL_MS), true);
  pacer.sent(200);
  assert.equal(pacer.due(200 + INSPECTION_TIMEOUT_MS - 1), false);
  assert.equal(pacer.due(200 + INSPECTION_TIMEOUT_MS), true, 'lost');
  pacer.reset();
  assert.equal(pacer.due(201), true);
});

test('the session sends inspection requests without recording them and hands the replies on', () => {
  const sent = [];
  const events = [];
  let socket;
  const session = new PreviewSession({
    url: 'ws://x/session?scene=demo',
    createSocket: () => {
      socket = { readyState: 0, sent: [], send(text) { this.sent.push(JSON.parse(text)); }, close() {} };
      return socket;
    },
    createDecoder: () => ({ decode: () => ({}), reset() {} }),
    now: () => 0, setTimer: () => 0, clearTimer: () => {},
    onEvent: (type, payload) => events.push({ type, payload }),
    onSent: (message) => sent.push(message),
  });
  assert.equal(session.inspect(animationsRequest()), false, 'not connected yet');
  session.start();
  socket.readyState = 1;
  socket.onmessage({ data: JSON.stringify({ type: 'hello', scene: { id: 'demo' }, transport: { time: 0, playing: true, speed: 1 } }) });
  sent.length = 0;
  assert.equal(session.inspect(animationsRequest()), true);
  assert.equal(session.inspect(null), false);
  assert.deepEqual(socket.sent.at(-1), { type: 'animations' });
  assert.deepEqual(sent, [], 'the recorder never sees them');
  const reply = { type: 'animations', time: 1, properties: [] };
  socket.onmessage({ data: JSON.stringify(reply) });
  socket.onmessage({ data: JSON.stringify({ type: 'animationSamples', path: 'x', from: 0, to: 1, values: [] }) });
  assert.deepEqual(events.slice(-2).map((e) => [e.type, e.payload.type]), [['animations', 'animations'], ['animationSamples', 'animationSamples']]);
  assert.deepEqual(events.at(-2).payload, reply);
});

test('track labels drop the prefix every path shares up to a dot, and nothing else', () => {
  const hosted = ['stack.screens[0].scene.list.offset', 'stack.screens[0].scene.refresh.ball.jump', 'stack.screens[1].scene.zoom'];
  assert.deepEqual(trackLabels(hosted), ['…screens[0].scene.list.offset', '…screens[0].scene.refresh.ball.jump', '…screens[1].scene.zoom']);
  assert.deepEqual(trackLabels(['refresh.ball.jump', 'refresh.ball.spin', 'refresh.listOffset']), ['…ball.jump', '…ball.spin', '…listOffset']);
  // A prefix ends at a dot: `refresh.ball` and `refresh.balloon` share `refresh.`, not `refresh.ball`.
  assert.deepEqual(trackLabels(['refresh.ball.x', 'refresh.balloon']), ['…ball.x', '…balloon']);
  assert.deepEqual(trackLabels(['offset', 'rows[3].offset']), ['offset', 'rows[3].offset'], 'no shared prefix');
  assert.deepEqual(trackLabels(['a.b.c']), ['a.b.c'], 'one path is shown whole');
  assert.deepEqual(trackLabels([]), []);
});
