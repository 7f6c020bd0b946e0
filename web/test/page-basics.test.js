import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backoffDelay, DEFAULT_BACKOFF } from '../page/backoff.js';
import { deepLinkSteps, hashForLink, hashForScene, linkFromHash, linkParameters, sceneFromHash } from '../page/deeplink.js';
import { formatBytes, formatMilliseconds, formatSeconds, formatSpeed } from '../page/format.js';
import { focusKind, shortcutFor, SPEEDS } from '../page/shortcuts.js';
import { readableNumber, readableTokens } from '../page/readable-json.js';
import { FrameStats, percentile } from '../page/stats.js';

test('backoff doubles from 250 ms up to a 5 s cap', () => {
  const middle = () => 0.5;
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 50].map((n) => backoffDelay(n, DEFAULT_BACKOFF, middle)), [250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
});

test('backoff jitter stays within ±20 % and bad attempts count as the first', () => {
  for (const r of [0, 0.25, 0.999]) {
    const delay = backoffDelay(3, DEFAULT_BACKOFF, () => r);
    assert.ok(delay >= 1600 && delay <= 2400, String(delay));
  }
  assert.equal(backoffDelay(-4, DEFAULT_BACKOFF, () => 0.5), 250);
  assert.equal(backoffDelay(NaN, DEFAULT_BACKOFF, () => 0.5), 250);
});

test('deep links round-trip scene ids, including ones that need escaping', () => {
  for (const id of ['demo', 'pull-to-refresh', 'a b/c?', 'café']) {
    assert.equal(sceneFromHash(hashForScene(id)), id);
  }
  assert.equal(sceneFromHash('#/scene/demo/extra'), 'demo');
  assert.equal(sceneFromHash('#/scene/'), null);
  assert.equal(sceneFromHash('#/other/demo'), null);
  assert.equal(sceneFromHash(''), null);
  assert.equal(sceneFromHash('#/scene/%E0%A4%A'), null);
});

test('shortcuts never fire while a form control has the focus (a slider keeps its arrows)', () => {
  const slider = { tagName: 'INPUT', type: 'range' };
  assert.equal(focusKind(slider), 'control');
  assert.equal(focusKind({ tagName: 'SELECT' }), 'control');
  assert.equal(focusKind({ tagName: 'textarea' }), 'control');
  assert.equal(focusKind({ tagName: 'DIV', isContentEditable: true }), 'control');
  assert.equal(focusKind({ tagName: 'BUTTON' }), 'button');
  assert.equal(focusKind({ tagName: 'CANVAS' }), null);
  assert.equal(focusKind(null), null);
  for (const key of ['ArrowLeft', 'ArrowRight', ' ', '1', '4']) {
    assert.equal(shortcutFor({ key }, focusKind(slider)), null, key);
    assert.notEqual(shortcutFor({ key }, null), null, key);
  }
  // A focused button: space presses the button, the other shortcuts still work.
  assert.equal(shortcutFor({ key: ' ' }, 'button'), null);
  assert.deepEqual(shortcutFor({ key: 'ArrowRight' }, 'button'), { command: 'step', frames: 1 });
});

test('shortcuts: space toggles, arrows step, 1–4 pick speeds; modifiers and form fields opt out', () => {
  assert.deepEqual(shortcutFor({ key: ' ' }), { command: 'toggle' });
  assert.deepEqual(shortcutFor({ key: 'ArrowLeft' }), { command: 'step', frames: -1 });
  assert.deepEqual(shortcutFor({ key: 'ArrowRight', shiftKey: true }), { command: 'step', frames: 10 });
  assert.deepEqual(['1', '2', '3', '4'].map((key) => shortcutFor({ key }).value), SPEEDS);
  assert.deepEqual(SPEEDS, [1, 0.5, 0.25, 0.1]);
  assert.equal(shortcutFor({ key: ' ', ctrlKey: true }), null);
  assert.equal(shortcutFor({ key: '1' }, true), null);
  assert.equal(shortcutFor({ key: 'a' }), null);
  assert.equal(shortcutFor({ key: '5' }), null);
});

test('percentile uses nearest rank', () => {
  assert.ok(Number.isNaN(percentile([], 50)));
  assert.equal(percentile([5], 95), 5);
  const values = Array.from({ length: 100 }, (_, i) => 100 - i);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 95), 95);
  assert.equal(percentile(values, 100), 100);
  assert.equal(percentile(values, 0), 1);
});

test('frame stats count the frames of the last second and average their figures', () => {
  const stats = new FrameStats({ windowMs: 1000 });
  for (let i = 0; i < 120; i++) stats.recordFrame(i * (1000 / 60), 2, 400);
  const snapshot = stats.snapshot(119 * (1000 / 60));
  assert.ok(Math.abs(snapshot.fps - 60) <= 1, String(snapshot.fps));
  assert.equal(snapshot.renderMs, 2);
  assert.equal(snapshot.bytesPerFrame, 400);
  assert.equal(stats.snapshot(10_000).fps, 0);
  assert.ok(Number.isNaN(stats.snapshot(10_000).renderMs));
});

test('latency samples are bounded and bad ones ignored', () => {
  const stats = new FrameStats({ latencySamples: 3 });
  for (const ms of [10, 20, -1, NaN, 30, 40]) stats.recordLatency(ms);
  assert.deepEqual(stats.latencies(), [20, 30, 40]);
  assert.equal(stats.snapshot(0).latencyP50, 30);
  assert.equal(stats.snapshot(0).latencyCount, 3);
});

test('formatting', () => {
  assert.equal(formatSeconds(1.5), '1.500 s');
  assert.equal(formatSeconds(NaN), '–');
  assert.equal(formatSpeed(0.25), '0.25×');
  assert.equal(formatSpeed(1), '1×');
  assert.equal(formatBytes(812), '812 B');
  assert.equal(formatBytes(12_345), '12.3 kB');
  assert.equal(formatBytes(1_200_000), '1.20 MB');
  assert.equal(formatMilliseconds(1.234), '1.2 ms');
});

test('deep links carry time, speed, pause, viewport and parameters, and read back the same', () => {
  const link = {
    scene: 'pull-to-refresh', time: 1.25, speed: 0.5, playing: false, viewport: { width: 390, height: 844 },
    parameters: { size: 120, color: 'light blue', loop: true, 'a&b': 'x=y' },
  };
  const hash = hashForLink(link);
  assert.equal(hash, '#/scene/pull-to-refresh?t=1.25&speed=0.5&paused&vp=390x844&p.a%26b=x%3Dy&p.color=light%20blue&p.loop=true&p.size=120');
  assert.deepEqual(linkFromHash(hash), link);
  assert.equal(hashForLink({ scene: 'demo', time: 0, speed: 1, playing: true }), '#/scene/demo');
  assert.deepEqual(linkFromHash('#/scene/demo'), { scene: 'demo', parameters: {} });
  assert.equal(hashForLink({ scene: 'demo', time: 0.1 + 0.2 }), '#/scene/demo?t=0.3', 'time to the millisecond');
});

test("a link carries the scene's own deep link over the page's parameters, without defaults", () => {
  const defaults = { screen: 'list', event: 0, size: 1 };
  const defaultOf = (name) => defaults[name];
  // Opened on a chart by a link, then tapped back to the list: the link says the list.
  assert.deepEqual(linkParameters({ screen: 'seating', event: 3, size: 2 }, { screen: 'list', event: 0 }, defaultOf), { size: 2 });
  // Tapped from the list into the details of event 5.
  assert.deepEqual(linkParameters({}, { screen: 'details', event: 5 }, defaultOf), { screen: 'details', event: 5 });
  assert.equal(hashForLink({ scene: 'tickets', parameters: linkParameters({}, { screen: 'details', event: 5 }, defaultOf) }),
    '#/scene/tickets?p.event=5&p.screen=details');
  for (const none of [undefined, null, 3, 'x', [1]]) {
    assert.deepEqual(linkParameters({ size: 2 }, none, defaultOf), { size: 2 }, 'a scene without a deep link');
  }
});

test("back or forward between a scene's screens sets its deep-link parameters in the session; anything else reopens", () => {
  const defaults = { screen: 'list', event: 0, size: 1 };
  const defaultOf = (name) => defaults[name];
  const deepLink = { screen: 'seating', event: 5 };
  const back = linkFromHash('#/scene/tickets?t=2&p.event=5&p.screen=details');
  assert.deepEqual(deepLinkSteps(back, 'tickets', deepLink, {}, defaultOf), [['screen', 'details'], ['event', 5]]);
  const list = linkFromHash('#/scene/tickets?t=1');
  assert.deepEqual(deepLinkSteps(list, 'tickets', deepLink, { screen: 'seating', event: 5 }, defaultOf), [['screen', 'list'], ['event', 0]],
    'left out of the link: the defaults');
  assert.equal(deepLinkSteps(back, 'other', deepLink, {}, defaultOf), null, 'another scene');
  assert.equal(deepLinkSteps(back, 'tickets', undefined, {}, defaultOf), null, 'a scene without a deep link');
  assert.equal(deepLinkSteps(back, 'tickets', deepLink, { size: 2 }, defaultOf), null, 'another parameter differs');
  assert.deepEqual(deepLinkSteps(linkFromHash('#/scene/tickets?p.size=2'), 'tickets', deepLink, { size: 2 }, defaultOf),
    [['screen', 'list'], ['event', 0]]);
});

test('deep links drop values that cannot be used', () => {
  assert.deepEqual(linkFromHash('#/scene/demo?t=-1&speed=0&vp=0x10&p.=3'), { scene: 'demo', parameters: {} });
  assert.deepEqual(linkFromHash('#/scene/demo?t=abc&speed=99&vp=wide'), { scene: 'demo', parameters: {} });
  assert.deepEqual(linkFromHash('#/other?t=1'), { scene: null, parameters: {} });
});

test('the inspector rounds numbers for reading and keeps the full value beside each', () => {
  assert.equal(readableNumber(195.00000000000003), '195');
  assert.equal(readableNumber(0.123456), '0.123');
  assert.equal(readableNumber(-0.0000123456), '-0.0000123');
  assert.equal(readableNumber(1234.56789), '1234.568');
  assert.equal(readableNumber(-0.0001 / 1e9), '-1e-13');
  assert.equal(readableNumber(42), '42');
  const value = { center: { x: 195.00000000000003, y: 422 }, list: [0.5, 1 / 3], on: true, name: 'a', none: null, empty: [] };
  const tokens = readableTokens(value);
  assert.equal(tokens.map((t) => t.full ?? t.text).join(''), JSON.stringify(value, null, 2), 'full values give JSON.stringify');
  assert.deepEqual(JSON.parse(tokens.map((t) => t.text).join('')), {
    center: { x: 195, y: 422 }, list: [0.5, 0.333], on: true, name: 'a', none: null, empty: [],
  });
  assert.deepEqual(tokens.filter((t) => t.full).map((t) => [t.text, t.full]), [['195', '195.00000000000003'], ['0.333', '0.3333333333333333']]);
});
