import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEVICE_MARGIN, deviceFor, deviceLayout, DEVICES, rotated, scenePoint, ZOOMS } from '../page/device.js';
import { horizonFor, loopTarget, markersFor, positionIn, timelineWindow, TIMELINE_ZOOMS } from '../page/timeline.js';

test('the timeline window keeps millisecond precision by zooming around the current time', () => {
  assert.deepEqual(timelineWindow(12.3, 20), { start: 0, end: 20 });
  assert.deepEqual(timelineWindow(12.3, 3600, 10), { start: 10, end: 20 });
  assert.deepEqual(timelineWindow(3599.9, 3600, 1), { start: 3599, end: 3600 });
  assert.deepEqual(timelineWindow(5, 10, 60), { start: 0, end: 10 }, 'a window wider than the session shows the session');
  assert.equal(horizonFor(3), 10);
  assert.equal(horizonFor(10.5), 20);
  assert.equal(horizonFor(5, 40), 40, 'the horizon never shrinks');
  assert.equal(positionIn(15, { start: 10, end: 20 }), 0.5);
  assert.equal(positionIn(25, { start: 10, end: 20 }), null);
  assert.deepEqual(TIMELINE_ZOOMS, [null, 60, 10, 1]);
});

test('markers show presses, keys, actions and parameter changes, not moves or key releases', () => {
  const markers = markersFor([
    { t: 0, type: 'viewport', width: 1, height: 1 },
    { t: 0.5, type: 'pointerDown', id: 1, x: 0, y: 0 },
    { t: 0.6, type: 'pointerMove', id: 1, x: 0, y: 0 },
    { t: 0.7, type: 'pointerUp', id: 1, x: 0, y: 0 },
    { t: 1, type: 'key', key: 'r', phase: 'down' },
    { t: 1.1, type: 'key', key: 'r', phase: 'up' },
    { t: 2, type: 'action', name: 'nudge' },
    { t: 3, type: 'set', name: 'size', value: 3 },
  ]);
  assert.deepEqual(markers, [
    { t: 0.5, label: 'press' }, { t: 1, label: 'key r' }, { t: 2, label: 'action nudge' }, { t: 3, label: 'set size' },
  ]);
});

test('the A–B loop jumps back to A once playback passes B, and needs A before B', () => {
  assert.equal(loopTarget(1.99, { a: 1, b: 2 }), null);
  assert.equal(loopTarget(2, { a: 1, b: 2 }), 1);
  assert.equal(loopTarget(5, { a: 2, b: 1 }), null);
  assert.equal(loopTarget(5, { a: null, b: 1 }), null);
});

test('devices: the window fills the stage; a device is centred at fit zoom, never above 100 %', () => {
  assert.deepEqual(deviceLayout({ width: 800.7, height: 600 }, null), { viewport: { width: 800, height: 600 }, zoom: 1, left: 0, top: 0, width: 800, height: 600 });
  const phone = deviceFor('phone');
  const fitted = deviceLayout({ width: 800, height: 600 }, phone, 'fit');
  assert.equal(fitted.zoom, (600 - 2 * DEVICE_MARGIN) / 844);
  assert.deepEqual(fitted.viewport, { width: 390, height: 844 });
  assert.equal(fitted.top, DEVICE_MARGIN);
  assert.equal(fitted.left, (800 - 390 * fitted.zoom) / 2);
  assert.equal(deviceLayout({ width: 2000, height: 2000 }, phone, 'fit').zoom, 1, 'fit never enlarges');
  const doubled = deviceLayout({ width: 800, height: 600 }, phone, 2);
  assert.deepEqual([doubled.zoom, doubled.width, doubled.height, doubled.left, doubled.top], [2, 780, 1688, DEVICE_MARGIN, DEVICE_MARGIN]);
});

test('devices: presets, the scene viewport, custom sizes and rotation', () => {
  assert.deepEqual(deviceFor('tablet'), { width: 820, height: 1180 });
  assert.deepEqual(deviceFor('scene', { width: 390, height: 700 }), { width: 390, height: 700 });
  assert.deepEqual(deviceFor('custom:300x200'), { width: 300, height: 200 });
  assert.equal(deviceFor('custom:0x200'), null);
  assert.equal(deviceFor('window'), null);
  assert.equal(deviceFor('nonsense'), null);
  assert.deepEqual(rotated({ width: 390, height: 844 }), { width: 844, height: 390 });
  assert.deepEqual(DEVICES.map((d) => d.id), ['phone', 'tablet', 'desktop']);
  assert.deepEqual(ZOOMS, ['fit', 0.5, 1, 2]);
});

test('pointer positions map to scene points under every zoom', () => {
  const rect = { left: 100, top: 50 };
  for (const zoom of [0.5, 1, 2, 0.37]) {
    const point = scenePoint(100 + 30 * zoom, 50 + 40 * zoom, rect, zoom);
    assert.ok(Math.abs(point.x - 30) < 1e-9 && Math.abs(point.y - 40) < 1e-9, `${zoom}: ${JSON.stringify(point)}`);
  }
});
