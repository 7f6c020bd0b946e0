import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  actionMessage, frameRequest, keyMessage, pauseMessage, pingMessage, playMessage, pointerMessage, seekMessage, setMessage,
  speedMessage, stepMessage, viewportMessage, wheelMessage, WHEEL_LINE_HEIGHT,
} from '../page/messages.js';

test('frame requests carry the client time, never negative', () => {
  assert.deepEqual(frameRequest(16.5), { type: 'frame', t: 16.5 });
  assert.deepEqual(frameRequest(-3), { type: 'frame', t: 0 });
  assert.deepEqual(frameRequest(NaN), { type: 'frame', t: 0 });
});

test('viewport sizes are clamped to what the server accepts; the pixel ratio stays on the page', () => {
  assert.deepEqual(viewportMessage({ width: 800, height: 600, devicePixelRatio: 2 }, 1), { type: 'viewport', width: 800, height: 600, t: 1 });
  assert.deepEqual(viewportMessage({ width: 0, height: 1e6, devicePixelRatio: 100 }, 1), { type: 'viewport', width: 1, height: 16384, t: 1 });
  assert.equal(viewportMessage({ width: NaN, height: 1, devicePixelRatio: 1 }, 1), null);
});

test('pointer messages name the phase, keep modifiers and normalise the device kind', () => {
  const message = pointerMessage('down', { pointerId: 3, x: 10, y: 20, buttons: 1, pointerType: 'pen', shiftKey: true }, 5);
  assert.deepEqual(message, { type: 'pointerDown', id: 3, x: 10, y: 20, t: 5, buttons: 1, pointerType: 'pen', shift: true });
  assert.equal(pointerMessage('move', { pointerId: 1, x: 0, y: 0, pointerType: '' }, 0).pointerType, 'mouse');
  assert.equal(pointerMessage('up', { pointerId: 1, x: 0, y: 0 }, 0).type, 'pointerUp');
  assert.equal(pointerMessage('cancel', { pointerId: 1, x: 0, y: 0 }, 0).type, 'pointerCancel');
  assert.equal(pointerMessage('move', { pointerId: 1, x: Infinity, y: 0 }, 0), null);
  assert.equal(pointerMessage('hover', { pointerId: 1, x: 0, y: 0 }, 0), null);
  // The browser's buttons go as they are, 0 included (an absent field would mean "primary").
  assert.equal(pointerMessage('down', { pointerId: 1, x: 0, y: 0, buttons: 0 }, 0).buttons, 0);
  assert.equal(pointerMessage('down', { pointerId: 1, x: 0, y: 0, buttons: 2 }, 0).buttons, 2);
  assert.equal('buttons' in pointerMessage('move', { pointerId: 1, x: 0, y: 0 }, 0), false);
});

test('wheel deltas are converted to points from lines and pages; ctrl marks a pinch', () => {
  assert.deepEqual(wheelMessage({ x: 1, y: 2, deltaX: 0, deltaY: 3, deltaMode: 1 }, 600, 7),
    { type: 'wheel', x: 1, y: 2, dx: 0, dy: 3 * WHEEL_LINE_HEIGHT, t: 7 });
  assert.equal(wheelMessage({ x: 0, y: 0, deltaX: 0, deltaY: 1, deltaMode: 2 }, 600, 0).dy, 600);
  assert.equal(wheelMessage({ x: 0, y: 0, deltaX: 0, deltaY: -2.5, deltaMode: 0, ctrlKey: true }, 600, 0).ctrl, true);
  assert.equal(wheelMessage({ x: 0, y: 0, deltaX: 1e9, deltaY: 0, deltaMode: 0 }, 600, 0), null);
});

test('keys are sent as DOM key values with their phase, as in an events file; absurd ones are dropped', () => {
  assert.deepEqual(keyMessage(true, { key: 'a', altKey: true }, 3), { type: 'key', key: 'a', phase: 'down', t: 3, alt: true });
  assert.deepEqual(keyMessage(false, { key: 'Enter' }, 3), { type: 'key', key: 'Enter', phase: 'up', t: 3 });
  assert.equal(keyMessage(true, { key: '' }, 3), null);
  assert.equal(keyMessage(true, { key: 'x'.repeat(33) }, 3), null);
});

test('actions, parameters and transport commands', () => {
  assert.deepEqual(actionMessage('animate', 1), { type: 'action', name: 'animate', t: 1 });
  assert.deepEqual(setMessage('size', 3, 1), { type: 'set', name: 'size', value: 3, t: 1 });
  assert.deepEqual(setMessage('on', false, 1), { type: 'set', name: 'on', value: false, t: 1 });
  assert.equal(setMessage('size', NaN, 1), null);
  assert.deepEqual(playMessage(2), { type: 'play', t: 2 });
  assert.deepEqual(pauseMessage(2), { type: 'pause', t: 2 });
  assert.deepEqual(seekMessage(-1, 2), { type: 'seek', time: 0, t: 2 });
  assert.equal(seekMessage(NaN, 2), null);
  assert.deepEqual(speedMessage(0.25, 2), { type: 'speed', value: 0.25, t: 2 });
  assert.equal(speedMessage(0, 2).value, 0.01);
  assert.deepEqual(stepMessage(-1, 2), { type: 'step', frames: -1, t: 2 });
  assert.equal(stepMessage(0, 2), null);
  assert.equal(stepMessage(5000, 2).frames, 600);
  assert.deepEqual(pingMessage(4), { type: 'ping', id: 4 });
  assert.deepEqual(pingMessage(), { type: 'ping' });
});

test('every message builder output is JSON the size limit never worries about', () => {
  const messages = [
    frameRequest(1), viewportMessage({ width: 1, height: 1, devicePixelRatio: 1 }, 1),
    pointerMessage('down', { pointerId: 1, x: 1, y: 1, shiftKey: true, ctrlKey: true, altKey: true, metaKey: true }, 1),
    wheelMessage({ x: 1, y: 1, deltaX: 1, deltaY: 1, deltaMode: 0 }, 1, 1), keyMessage(true, { key: 'x'.repeat(32) }, 1),
  ];
  for (const message of messages) assert.ok(JSON.stringify(message).length < 300);
});
