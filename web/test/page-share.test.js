import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PreviewSession } from '../page/session.js';
import { hashForShare, isShareHash, joinTarget, shareFromHash, shareLink, shareTarget } from '../page/share-link.js';
import { SHARED_RECORDING_NOTE, blockRecording, letterboxFor, ownershipFrom, showViewers } from '../page/share-view.js';

const share = { id: '0123456789abcdef', key: '00112233445566778899aabbccddeeff' };

test('a share link round-trips; a link without a well-formed key names no session', () => {
  assert.equal(hashForShare(share), '#/session/0123456789abcdef?key=00112233445566778899aabbccddeeff');
  assert.deepEqual(shareFromHash(hashForShare(share)), share);
  assert.equal(shareLink('https://192.168.1.5:7070', share), 'https://192.168.1.5:7070/#/session/0123456789abcdef?key=00112233445566778899aabbccddeeff');
  for (const hash of [
    '#/session/0123456789abcdef', '#/session/0123456789abcdef?key=', '#/session/0123456789abcdef?key=0011',
    '#/session/0123456789ABCDEF?key=00112233445566778899aabbccddeeff', '#/session/xyz?key=00112233445566778899aabbccddeeff',
    '#/scene/demo', '', null,
  ]) {
    assert.equal(shareFromHash(hash), null, String(hash));
  }
  assert.ok(isShareHash('#/session/0123'));
  assert.ok(!isShareHash('#/scene/demo'));
});

test('the WebSocket targets start and join a shared session', () => {
  assert.equal(shareTarget('pull-to-refresh'), '/session?scene=pull-to-refresh&share=1');
  assert.equal(joinTarget(share), '/session?join=0123456789abcdef&key=00112233445566778899aabbccddeeff');
});

test('viewers who do not own the session show its viewport letterboxed; the owner shows its own', () => {
  const frame = { width: 390, height: 844 };
  assert.deepEqual(letterboxFor({ owner: false }, frame, { width: 1200, height: 700 }), { width: 390, height: 844 });
  assert.equal(letterboxFor({ owner: false }, frame, { width: 390, height: 844 }), null, 'already showing it');
  assert.equal(letterboxFor({ owner: true }, frame, { width: 1200, height: 700 }), null);
  assert.equal(letterboxFor(null, frame, { width: 1200, height: 700 }), null);
  assert.equal(letterboxFor({ owner: false }, { width: 0, height: 0 }, { width: 1, height: 1 }), null, 'no empty device');
});

test('the overlay shows the viewer count', () => {
  const element = { textContent: '–' };
  const body = { dataset: {} };
  showViewers(element, body, 3);
  assert.equal(element.textContent, '3');
  assert.equal(body.dataset.viewers, '3');
  showViewers(element, body, undefined);
  assert.equal(element.textContent, '3', 'a frame without a count changes nothing');
});

test('rejoining a shared session after a reconnect restores nothing into it; the reconnect goes to the join URL', () => {
  const sockets = [];
  const timers = [];
  const events = [];
  const session = new PreviewSession({
    url: 'ws://localhost:7070/session?scene=demo&share=1',
    createSocket: (url) => {
      const socket = { url, readyState: 0, sent: [], send(text) { this.sent.push(JSON.parse(text)); }, close() {} };
      sockets.push(socket);
      return socket;
    },
    createDecoder: () => ({ decode: () => ({}), reset() {} }),
    now: () => 0,
    setTimer: (fn, ms) => { timers.push({ fn, ms }); return timers.length; },
    clearTimer: () => {},
    random: () => 0.5,
    onEvent: (type, payload) => events.push({ type, ...payload }),
    initialTransport: { time: 2, playing: false, speed: 0.5 },
  });
  session.setViewport({ width: 300, height: 200, devicePixelRatio: 1 });
  session.start();
  const hello = (socket) => {
    socket.readyState = 1;
    socket.onmessage({ data: JSON.stringify({ type: 'hello', protocol: 2, scene: { id: 'demo' }, transport: { time: 0, playing: true, speed: 1 }, share: { ...share, owner: true, viewer: 0 } }) });
  };
  hello(sockets[0]);
  assert.deepEqual(sockets[0].sent.map((m) => m.type), ['viewport', 'seek', 'speed', 'pause'], 'sharing restores the transport once');
  assert.deepEqual(events.find((e) => e.type === 'hello').share.id, share.id);
  session.retarget(`ws://localhost:7070${joinTarget(share)}`);
  sockets[0].readyState = 3;
  sockets[0].onclose({ code: 1006, reason: '' });
  timers[0].fn();
  assert.equal(sockets[1].url, `ws://localhost:7070${joinTarget(share)}`);
  hello(sockets[1]);
  assert.deepEqual(sockets[1].sent.map((m) => m.type), ['viewport'], 'the shared session kept its own transport');
});

test('Record, Open events file and the exports are off in a shared session, saying why, and on again with their own tooltips after it', () => {
  const button = (title) => ({ title, disabled: false, dataset: {} });
  const buttons = [button('Record input from t = 0'), button('Save the frame shown as a PNG')];
  blockRecording(buttons, { ...share, owner: true });
  for (const b of buttons) {
    assert.equal(b.disabled, true);
    assert.equal(b.title, SHARED_RECORDING_NOTE);
    assert.equal(b.dataset.blocked, 'true');
  }
  assert.match(SHARED_RECORDING_NOTE, /clock is the server's/);
  blockRecording(buttons, { ...share, owner: false });
  assert.equal(buttons[0].title, SHARED_RECORDING_NOTE, 'blocking twice keeps the own tooltip to restore');
  blockRecording(buttons, null);
  assert.deepEqual(buttons.map((b) => [b.disabled, b.title, b.dataset.blocked]), [
    [false, 'Record input from t = 0', 'false'], [false, 'Save the frame shown as a PNG', 'false'],
  ]);
});

test('a frame saying "owner" makes a viewer the owner once; the owner\'s own frames and other viewers\' change nothing', () => {
  const viewer = { ...share, owner: false, viewer: 1 };
  assert.deepEqual(ownershipFrom(viewer, { viewers: 1, owner: true }), { ...viewer, owner: true });
  assert.equal(ownershipFrom(viewer, { viewers: 2 }), null, 'frames of a viewer that does not own the session carry no flag');
  assert.equal(ownershipFrom({ ...viewer, owner: true }, { owner: true }), null, 'already the owner');
  assert.equal(ownershipFrom(null, { owner: true }), null, 'not a shared session');
  assert.equal(ownershipFrom(viewer, undefined), null);
});
