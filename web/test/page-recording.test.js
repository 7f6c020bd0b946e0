import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventsFileDocument, eventsFileText, parseEventsFile, replaySteps } from '../page/events-file.js';
import { frameAt } from '../page/format.js';
import { createPreferences } from '../page/preferences.js';
import { InputRecorder } from '../page/recorder.js';
import { MAXIMUM_CLOCK_STEP, SessionClock } from '../page/session-clock.js';

test('the mirrored clock advances by the capped wall step times the speed, only while playing', () => {
  const clock = new SessionClock();
  assert.equal(clock.apply({ type: 'frame', t: 1000 }), 0, 'the first message only sets the reference');
  assert.equal(clock.apply({ type: 'frame', t: 1016 }), 0.016);
  assert.equal(clock.apply({ type: 'frame', t: 1010 }), 0.016, 'an earlier t does not move the clock');
  clock.apply({ type: 'speed', value: 0.5, t: 1026 });
  assert.equal(clock.time, 0.016 + 0.01, 'the speed applies from the next step');
  clock.apply({ type: 'frame', t: 5026 });
  assert.equal(clock.time, 0.016 + 0.01 + MAXIMUM_CLOCK_STEP * 0.5, 'one message moves at most 0.1 s of wall time');
  clock.apply({ type: 'pause', t: 5100 });
  const paused = clock.time;
  clock.apply({ type: 'frame', t: 6000 });
  assert.equal(clock.time, paused);
  clock.apply({ type: 'ping' });
  assert.equal(clock.time, paused);
});

test('the mirrored clock seeks, clamps, steps by frames at the speed, and stops at 3600 s', () => {
  const clock = new SessionClock();
  clock.apply({ type: 'seek', time: 2.5, t: 0 });
  assert.equal(clock.time, 2.5);
  clock.apply({ type: 'speed', value: 0.1, t: 0 });
  clock.apply({ type: 'step', frames: 1, t: 0 });
  assert.equal(clock.time, 2.5 + (1 * 0.1) / 60);
  assert.equal(clock.playing, false);
  clock.apply({ type: 'seek', time: -3, t: 0 });
  assert.equal(clock.time, 0);
  clock.apply({ type: 'speed', value: 1000, t: 0 });
  assert.equal(clock.speed, 0.1, 'a speed outside 0.01…100 is refused');
  clock.apply({ type: 'seek', time: 99999, t: 0 });
  assert.equal(clock.time, 3600);
  clock.apply({ type: 'play', t: 1 });
  assert.equal(clock.playing, false, 'a clock at the end cannot play');
});

test('the recorder stamps input with the mirrored scene time and drops transport and frames', () => {
  const recorder = new InputRecorder();
  recorder.sent({ type: 'viewport', width: 390, height: 844, t: 100 });
  recorder.sent({ type: 'play', t: 100 });
  recorder.sent({ type: 'frame', t: 150 });
  recorder.sent({ type: 'pointerDown', id: 1, x: 10, y: 20, buttons: 1, pointerType: 'mouse', t: 160 });
  recorder.sent({ type: 'pointerUp', id: 1, x: 30, y: 20, buttons: 0, pointerType: 'mouse', t: 200 });
  assert.deepEqual(recorder.events, [
    { type: 'viewport', width: 390, height: 844, t: 0 },
    { type: 'pointerDown', id: 1, x: 10, y: 20, buttons: 1, pointerType: 'mouse', t: 0.05 + 0.01 },
    { type: 'pointerUp', id: 1, x: 30, y: 20, buttons: 0, pointerType: 'mouse', t: 0.05 + 0.01 + 0.04 },
  ]);
  recorder.frameShown(0.05);
  assert.equal(recorder.drift, 0);
  recorder.sent({ type: 'frame', t: 210 });
  recorder.frameShown(0.2);
  assert.equal(recorder.drift, 1, 'a frame at another time than predicted counts as drift');
});

test('input after seeking back replaces the recorded future, as the server log does', () => {
  const recorder = new InputRecorder();
  recorder.sent({ type: 'pause', t: 0 });
  for (const [time, key] of [[1, 'a'], [2, 'b'], [3, 'c']]) {
    recorder.sent({ type: 'seek', time, t: 0 });
    recorder.sent({ type: 'key', key, phase: 'down', t: 0 });
  }
  recorder.sent({ type: 'seek', time: 1.5, t: 0 });
  assert.equal(recorder.events.length, 3, 'seeking alone keeps the events');
  recorder.sent({ type: 'key', key: 'x', phase: 'down', t: 0 });
  assert.deepEqual(recorder.events.map((e) => [e.t, e.key]), [[1, 'a'], [1.5, 'x']]);
});

test('a recording becomes an events file whose header holds the t = 0 viewport and parameters', () => {
  const events = [
    { type: 'viewport', width: 390, height: 844, t: 0 },
    { type: 'set', name: 'size', value: 120, t: 0 },
    { type: 'pointerDown', id: 1, x: 1, y: 2, t: 0 },
    { type: 'set', name: 'size', value: 130, t: 0.5 },
  ];
  const document = eventsFileDocument({ scene: 'demo', seed: 1 }, events);
  assert.deepEqual(document, {
    scene: 'demo', seed: 1, viewport: { width: 390, height: 844 }, parameters: { size: 120 },
    events: [{ t: 0, type: 'pointerDown', id: 1, x: 1, y: 2 }, { t: 0.5, type: 'set', name: 'size', value: 130 }],
  });
  const text = eventsFileText(document);
  assert.deepEqual(JSON.parse(text), document);
  assert.equal(text.split('\n').filter((line) => line.includes('"type"')).length, 2, 'one event per line');
  const parsed = parseEventsFile(text);
  assert.deepEqual(parsed.header, { scene: 'demo', seed: 1, viewport: { width: 390, height: 844 }, parameters: { size: 120 } });
  assert.deepEqual(parsed.events, document.events);
  assert.deepEqual(JSON.parse(eventsFileText(eventsFileDocument({ scene: 'demo' }, []))), { scene: 'demo', events: [] });
});

test('reading an events file names what is wrong', () => {
  const cases = [
    ['{', /not JSON/],
    ['[]', /expected \{"events": \[...\]\}/],
    ['{"events": [], "speed": 2}', /unknown top-level key "speed"/],
    ['{"events": [{"t": 1, "type": "jump"}]}', /event 0 has an unknown type "jump"/],
    ['{"events": [{"t": 2, "type": "key", "key": "a"}, {"t": 1, "type": "key", "key": "b"}]}', /event 1 \(key\) has time 1/],
    ['{"events": [{"type": "key", "key": "a"}]}', /event 0 \(key\) has time undefined/],
  ];
  for (const [text, message] of cases) assert.throws(() => parseEventsFile(text), message, text);
});

test('a replay sets the header, then seeks to each event time before sending it, then goes back to 0', () => {
  const steps = replaySteps({
    header: { viewport: { width: 300, height: 200 }, parameters: { size: 60, color: 'blue' } },
    events: [{ t: 0, type: 'key', key: 'a' }, { t: 0.5, type: 'key', key: 'b' }, { t: 0.5, type: 'key', key: 'c' }],
  });
  assert.deepEqual(steps, [
    { event: { type: 'viewport', width: 300, height: 200 } },
    { event: { type: 'set', name: 'color', value: 'blue' } },
    { event: { type: 'set', name: 'size', value: 60 } },
    { event: { type: 'key', key: 'a' } },
    { seek: 0.5 },
    { event: { type: 'key', key: 'b' } },
    { event: { type: 'key', key: 'c' } },
    { seek: 0 },
  ]);
});

test('preferences survive in storage and fall back when missing, mistyped or unreadable', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  const first = createPreferences(storage);
  assert.equal(first.get('stats', true), true);
  first.set('stats', false);
  assert.equal(createPreferences(storage).get('stats', true), false);
  assert.equal(createPreferences(storage).get('stats', 'x'), 'x', 'a value of another type is ignored');
  store.set([...store.keys()][0], '{not json');
  assert.equal(createPreferences(storage).get('stats', true), true);
  const broken = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('denied'); } };
  const prefs = createPreferences(broken);
  prefs.set('stats', false);
  assert.equal(prefs.get('stats', true), false, 'kept in memory');
  assert.equal(createPreferences(null).get('stats', true), true);
});

test('frame numbers are whole display frames at 60 fps, robust to float noise', () => {
  assert.equal(frameAt(0), 0);
  assert.equal(frameAt(2.5), 150);
  assert.equal(frameAt(0.1 + 0.2), 18);
  assert.equal(frameAt(1 / 60), 1);
  assert.equal(frameAt(1.99 / 60), 1);
  assert.equal(frameAt(NaN), 0);
});
