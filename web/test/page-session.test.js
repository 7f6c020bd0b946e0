import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinFrameMessage } from '../page/frame-message.js';
import { FRAME_TIMEOUT_MS, PreviewSession } from '../page/session.js';

/** A fake WebSocket that records what is sent and lets the test play the server. */
class FakeSocket {
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    this.closed = null;
  }
  send(text) { this.sent.push(JSON.parse(text)); }
  close(code, reason) { this.closed = { code, reason }; this.readyState = 3; }
  open() { this.readyState = 1; }
  text(message) { this.onmessage({ data: JSON.stringify(message) }); }
  binary(bytes) { this.onmessage({ data: bytes }); }
  /** One frame message: the info and `wire` (a wire frame of that many bytes, or the given bytes). */
  frame(info, wire = 1) { this.binary(joinFrameMessage({ type: 'frame', ...info }, typeof wire === 'number' ? new Uint8Array(wire) : wire)); }
  drop(code = 1006) { this.readyState = 3; this.onclose({ code, reason: '' }); }
}

function harness(options = {}) {
  const sockets = [];
  const events = [];
  const timers = [];
  let clock = 0;
  const session = new PreviewSession({
    url: 'ws://localhost:7070/session?scene=demo',
    createSocket: (url) => { const socket = new FakeSocket(url); sockets.push(socket); return socket; },
    createDecoder: () => ({ decode: (bytes) => { if (bytes[0] === 0xbd) throw new Error('bad frame'); return { width: 1, height: 1, operations: [], bytes }; }, reset() {} }),
    now: () => clock,
    setTimer: (fn, ms) => { timers.push({ fn, ms }); return timers.length; },
    clearTimer: () => {},
    random: () => 0.5,
    onEvent: (type, payload) => events.push({ type, ...payload }),
    ...options,
  });
  const hello = (socket) => {
    socket.open();
    socket.text({ type: 'hello', protocol: 1, scene: { id: 'demo' }, transport: { time: 0, playing: true, speed: 1 } });
  };
  return { session, sockets, events, timers, hello, setClock: (t) => { clock = t; } };
}

const types = (socket) => socket.sent.map((m) => m.type);

test('nothing is sent before the hello; then the viewport goes first', () => {
  const { session, sockets, hello } = harness();
  session.setViewport({ width: 300, height: 200, devicePixelRatio: 2 });
  session.start();
  const socket = sockets[0];
  assert.equal(socket.url, 'ws://localhost:7070/session?scene=demo');
  assert.equal(socket.binaryType, 'arraybuffer');
  session.tick(16);
  assert.deepEqual(socket.sent, []);
  hello(socket);
  assert.deepEqual(socket.sent[0], { type: 'viewport', width: 300, height: 200, t: 0 });
});

test('one frame request at a time: the next waits for the frame or the timeout', () => {
  const { session, sockets, hello, events } = harness();
  session.start();
  const socket = sockets[0];
  hello(socket);
  session.tick(16);
  session.tick(32);
  assert.deepEqual(types(socket), ['frame']);
  socket.frame({ seq: 1, time: 0.016, playing: true, speed: 1, renderMs: 0.3, bytes: 10, inputT: null }, 10);
  const frame = events.find((e) => e.type === 'frame');
  assert.equal(frame.info.seq, 1);
  assert.equal(frame.bytes, 10);
  session.tick(48);
  assert.deepEqual(types(socket), ['frame', 'frame']);
  session.tick(48 + FRAME_TIMEOUT_MS - 1);
  assert.equal(socket.sent.length, 2);
  session.tick(48 + FRAME_TIMEOUT_MS);
  assert.equal(socket.sent.length, 3, 'a lost frame is asked for again');
  assert.equal(socket.sent[2].t, 48 + FRAME_TIMEOUT_MS);
});

test('frame info updates the transport; server errors and state are passed on', () => {
  const { session, sockets, hello, events } = harness();
  session.start();
  hello(sockets[0]);
  sockets[0].frame({ seq: 1, time: 2.5, playing: false, speed: 0.25, renderMs: 1, bytes: 1, inputT: 3, state: { x: 1 } });
  assert.deepEqual(session.transport, { time: 2.5, playing: false, speed: 0.25 });
  sockets[0].frame({ seq: 2, time: 2.5, playing: false, speed: 0.25, renderMs: 1, bytes: 1, inputT: null });
  sockets[0].text({ type: 'error', message: 'unknown action' });
  assert.deepEqual(events.filter((e) => e.type === 'state').map((e) => e.state), [{ x: 1 }], 'the state rides in the frame info when it changed');
  assert.deepEqual(events.filter((e) => e.type === 'error').map((e) => e.message), ['unknown action']);
});

test('transport commands are sent with the current client time and remembered', () => {
  const { session, sockets, hello, setClock } = harness();
  session.start();
  hello(sockets[0]);
  setClock(100);
  session.pause();
  session.seek(3);
  session.setSpeed(0.1);
  session.step(-1);
  session.toggle();
  assert.deepEqual(sockets[0].sent.map((m) => [m.type, m.t]), [['pause', 100], ['seek', 100], ['speed', 100], ['step', 100], ['play', 100]]);
  assert.deepEqual(session.transport, { time: 3, playing: true, speed: 0.1 });
});

test("parameters set before the first hello (a deep link's) are sent after the viewport, with no time in the link", () => {
  const { session, sockets, hello, events } = harness();
  session.setViewport({ width: 300, height: 200, devicePixelRatio: 1 });
  session.setParameter('screen', 'details');
  session.setParameter('event', 3);
  session.start();
  hello(sockets[0]);
  assert.deepEqual(sockets[0].sent.map((m) => [m.type, m.name, m.value]),
    [['viewport', undefined, undefined], ['set', 'screen', 'details'], ['set', 'event', 3]]);
  assert.ok(events.some((e) => e.type === 'hello' && !e.restored), 'a first connection, not a restore: no seek');
});

test('parameters set together go out in order at one client time, each remembered for a reconnect', () => {
  let clock = 0;
  const { session, sockets, hello } = harness({ now: () => (clock += 1) });  // every reading moves on
  session.start();
  hello(sockets[0]);
  session.setParameters([['event', 7], ['screen', 'details'], ['size', Number.NaN]]);
  const sets = sockets[0].sent.filter((m) => m.type === 'set');
  assert.deepEqual(sets.map((m) => [m.name, m.value]), [['event', 7], ['screen', 'details']], 'a non-finite value is left out');
  assert.equal(sets[0].t, sets[1].t, 'one client time');
  assert.deepEqual([...session.parameters], [['event', 7], ['screen', 'details']]);
});

test('after the server goes away it reconnects with backoff and restores time, speed, pause and parameters', () => {
  const { session, sockets, hello, timers, events } = harness();
  session.setViewport({ width: 300, height: 200, devicePixelRatio: 1 });
  session.start();
  hello(sockets[0]);
  session.setParameter('size', 42);
  sockets[0].frame({ seq: 9, time: 4.25, playing: false, speed: 0.5, renderMs: 1, bytes: 1, inputT: null });
  sockets[0].drop();
  assert.equal(session.status, 'reconnecting');
  assert.deepEqual(timers.map((t) => t.ms), [250]);
  timers[0].fn();
  sockets[1].drop();
  assert.deepEqual(timers.map((t) => t.ms), [250, 500], 'the delay grows while the server stays away');
  timers[1].fn();
  hello(sockets[2]);
  assert.deepEqual(sockets[2].sent.map((m) => m.type), ['viewport', 'set', 'seek', 'speed', 'pause']);
  assert.equal(sockets[2].sent[2].time, 4.25);
  assert.equal(sockets[2].sent[3].value, 0.5);
  assert.equal(session.status, 'open');
  assert.ok(events.some((e) => e.type === 'hello' && e.restored));
  sockets[2].drop();
  assert.equal(timers.at(-1).ms, 250, 'a successful hello resets the backoff');
});

/**
 * A decoder that behaves like FrameDecoder for these tests: a wire frame starting 0xBD is
 * malformed; after an error (or reset()) only a frame starting 0x01 (the reset flag) decodes.
 */
function resettingDecoder() {
  let needsReset = true;
  return {
    decode(bytes) {
      if (bytes[0] === 0xbd) { needsReset = true; throw new Error('bad frame'); }
      if (needsReset && bytes[0] !== 0x01) throw new Error('missing reset');
      needsReset = false;
      return { width: 1, height: 1, operations: [], reset: bytes[0] === 0x01, bytes };
    },
    reset() { needsReset = true; },
  };
}

const RESET_FRAME = Uint8Array.of(0x01);
const RETAINED_FRAME = Uint8Array.of(0x02);
const info = (seq) => ({ seq, time: seq / 60, playing: true, speed: 1 });

test('a frame that cannot be decoded asks for a whole frame on the same socket; frames on their way are dropped', () => {
  const { session, sockets, hello, events } = harness({ createDecoder: resettingDecoder });
  session.start();
  const socket = sockets[0];
  hello(socket);
  session.tick(16);
  socket.frame(info(1), RESET_FRAME);
  session.input({ type: 'pointerDown', id: 1, x: 10, y: 10, buttons: 1, t: 20 });
  session.tick(32);
  session.tick(32 + FRAME_TIMEOUT_MS); // a second request while the first is late: two frames on their way
  socket.frame(info(2), Uint8Array.of(0xbd));
  assert.equal(socket.closed, null, 'the socket stays open');
  assert.deepEqual(socket.sent.at(-1), { type: 'requestFullFrame' });
  assert.equal(events.filter((e) => e.type === 'error' && e.message.includes('asking for a whole frame')).length, 1);
  socket.frame(info(3), RETAINED_FRAME); // answers the second request, sent before: dropped quietly
  assert.equal(socket.closed, null);
  assert.equal(events.filter((e) => e.type === 'error').length, 1);
  assert.equal(events.filter((e) => e.type === 'frame').length, 1);
  session.tick(2000);
  assert.equal(socket.sent.at(-1).type, 'frame', 'pacing goes on');
  socket.frame(info(4), RESET_FRAME);
  assert.equal(events.filter((e) => e.type === 'frame').length, 2, 'the whole frame is drawn');
  // The session carried on: the pointer is still down, so a move is sent without a new down.
  session.input({ type: 'pointerMove', id: 1, x: 20, y: 10, buttons: 1, t: 2010 });
  assert.deepEqual(types(socket).slice(-1), ['pointerMove']);
  assert.equal(sockets.length, 1, 'no reconnect');
  // Recovered: a later bad frame asks again rather than reconnecting.
  session.tick(2016);
  socket.frame(info(5), RETAINED_FRAME);
  session.tick(2032);
  socket.frame(info(6), Uint8Array.of(0xbd));
  assert.deepEqual(socket.sent.at(-1), { type: 'requestFullFrame' });
  assert.equal(socket.closed, null);
});

test('when the frame asked for after a decoding error fails too, the page reconnects (4000)', () => {
  const { session, sockets, hello, events } = harness({ createDecoder: resettingDecoder });
  session.start();
  hello(sockets[0]);
  session.tick(16);
  sockets[0].frame(info(1), Uint8Array.of(0xbd));
  assert.deepEqual(types(sockets[0]), ['frame', 'requestFullFrame']);
  session.tick(32);
  sockets[0].frame(info(2), RETAINED_FRAME); // a server that ignores the request
  assert.equal(sockets[0].closed.code, 4000);
  assert.ok(events.some((e) => e.type === 'error' && e.message.includes('reconnecting')));
  // A malformed frame message (its info cannot be split off) is treated the same way.
  const { session: other, sockets: otherSockets, hello: otherHello } = harness({ createDecoder: resettingDecoder });
  other.start();
  otherHello(otherSockets[0]);
  other.tick(16);
  otherSockets[0].binary(Uint8Array.of(0x85).buffer);
  assert.deepEqual(types(otherSockets[0]), ['frame', 'requestFullFrame']);
  assert.equal(otherSockets[0].closed, null);
});

test('stop closes for good: no reconnect', () => {
  const { session, sockets, hello, timers } = harness();
  session.start();
  hello(sockets[0]);
  session.stop();
  assert.equal(sockets[0].closed.code, 1000);
  assert.equal(timers.length, 0);
  assert.equal(session.status, 'closed');
  session.tick(100);
  assert.equal(sockets[0].sent.length, 0);
});

test('a policy close is reported before reconnecting', () => {
  const { session, sockets, hello, events } = harness();
  session.start();
  hello(sockets[0]);
  sockets[0].readyState = 3;
  sockets[0].onclose({ code: 1008, reason: 'too many messages' });
  assert.ok(events.some((e) => e.type === 'error' && e.message.includes('too many messages')));
});

test('pointer moves, ups and cancels go only for pointers that are down', () => {
  const { session, sockets, hello } = harness();
  session.start();
  hello(sockets[0]);
  const move = (id, t) => ({ type: 'pointerMove', id, x: 1, y: 1, t });
  assert.equal(session.input(move(1, 1)), false, 'hover is not sent');
  assert.equal(session.input({ type: 'pointerUp', id: 1, x: 1, y: 1, t: 2 }), false, 'an up without a down is not sent');
  session.input({ type: 'pointerDown', id: 1, x: 1, y: 1, t: 3 });
  session.input(move(1, 4));
  session.input(move(2, 4));
  session.input({ type: 'pointerUp', id: 1, x: 1, y: 1, t: 5 });
  session.input(move(1, 6));
  assert.deepEqual(types(sockets[0]), ['pointerDown', 'pointerMove', 'pointerUp']);
});

test('a second down for a pointer that is down cancels it first; a reconnect forgets pointers', () => {
  const { session, sockets, hello, timers } = harness();
  session.start();
  hello(sockets[0]);
  session.input({ type: 'pointerDown', id: 1, x: 1, y: 1, t: 1 });
  session.input({ type: 'pointerMove', id: 1, x: 5, y: 6, t: 2 });
  session.input({ type: 'pointerDown', id: 1, x: 9, y: 9, t: 3 });
  assert.deepEqual(sockets[0].sent.map((m) => [m.type, m.x, m.t]), [['pointerDown', 1, 1], ['pointerMove', 5, 2], ['pointerCancel', 5, 3], ['pointerDown', 9, 3]]);
  sockets[0].drop();
  timers[0].fn();
  hello(sockets[1]);
  assert.equal(session.input({ type: 'pointerMove', id: 1, x: 1, y: 1, t: 9 }), false, 'the new session never saw the down');
});

test('serve --watch: live status is passed on; a reload resets the decoder and reports the new scene and notes', () => {
  let resets = 0;
  const { session, sockets, hello, events } = harness({
    createDecoder: () => ({ decode: (buffer) => ({ width: 1, height: 1, operations: [], buffer }), reset() { resets += 1; } }),
  });
  session.start();
  const socket = sockets[0];
  hello(socket);
  socket.text({ type: 'live', build: { state: 'building' }, host: { state: 'running' } });
  assert.deepEqual(events.find((e) => e.type === 'live'), { type: 'live', build: { state: 'building' }, host: { state: 'running' } });
  session.tick(16);
  socket.text({
    type: 'reload', hello: { type: 'hello', scene: { id: 'demo', parameters: [] }, transport: { time: 2.5, playing: false, speed: 0.5 } },
    notes: ["unknown parameter 'size'"], replayMs: 12.5, entries: 300,
  });
  assert.equal(resets, 1);
  const reload = events.find((e) => e.type === 'reload');
  assert.deepEqual(reload, { type: 'reload', scene: { id: 'demo', parameters: [] }, notes: ["unknown parameter 'size'"], replayMs: 12.5, entries: 300 });
  assert.deepEqual(session.transport, { time: 2.5, playing: false, speed: 0.5 });
  assert.equal(sockets.length, 1, 'the socket is kept');
});

test('restart opens a fresh session at once and restores viewport, parameters and the given transport', () => {
  const seen = [];
  const { session, sockets, hello, events, setClock } = harness({ onSent: (message) => seen.push(message) });
  session.setViewport({ width: 300, height: 200 });
  session.start();
  hello(sockets[0]);
  session.setParameter('size', 120);
  session.seek(4);
  setClock(50);
  session.restart({ transport: { time: 0, playing: false, speed: 0.5 } });
  assert.deepEqual(sockets[0].closed, { code: 1000, reason: 'page restarted the session' });
  assert.equal(sockets[0].onmessage, null, 'the old socket is not heard from again');
  assert.equal(sockets.length, 2, 'no backoff: the new socket opens now');
  assert.equal(events.filter((e) => e.type === 'status').at(-1).status, 'connecting', 'no reconnecting banner');
  hello(sockets[1]);
  assert.deepEqual(sockets[1].sent, [
    { type: 'viewport', width: 300, height: 200, t: 50 },
    { type: 'set', name: 'size', value: 120, t: 50 },
    { type: 'speed', value: 0.5, t: 50 },
    { type: 'pause', t: 50 },
  ]);
  assert.deepEqual(seen.map((m) => m.type), ['viewport', 'set', 'seek', 'viewport', 'set', 'speed', 'pause'], 'onSent sees every message');
  session.restart({ parameters: false });
  hello(sockets[2]);
  assert.deepEqual(types(sockets[2]), ['viewport', 'speed', 'play'], 'parameters: false forgets them');
});
