import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createDeviceControls } from '../page/device-controls.js';
import { DEFAULT_CHOICE, shownChoice, startingChoice } from '../page/device.js';
import { hashForLink, linkFromHash } from '../page/deeplink.js';
import { createPreferences } from '../page/preferences.js';
import { normalizeScene } from '../page/scene-info.js';

const PHONE = { width: 390, height: 844 };

test('the default device is the scene\'s declared viewport at fit zoom; a remembered choice wins where valid', () => {
  assert.deepEqual(DEFAULT_CHOICE, { choice: 'scene', zoom: 'fit' });
  assert.deepEqual(startingChoice(null), { choice: 'scene', zoom: 'fit' });
  assert.deepEqual(startingChoice({ choice: 'window', zoom: '2', width: '300', height: '200' }),
    { choice: 'window', zoom: '2', width: '300', height: '200' });
  assert.deepEqual(startingChoice({ choice: 'watch', zoom: '3', width: '0', height: 7 }), { choice: 'scene', zoom: 'fit' });
  assert.deepEqual(startingChoice('phone'), { choice: 'scene', zoom: 'fit' });
});

test('the scene choice shows the window for a scene that declares no viewport', () => {
  assert.equal(shownChoice('scene', PHONE), 'scene');
  assert.equal(shownChoice('scene', null), 'window');
  assert.equal(shownChoice('tablet', null), 'tablet');
});

test('scene descriptions carry their declared viewport, or null', () => {
  assert.deepEqual(normalizeScene({ id: 's', viewport: { width: 390, height: 844 } }).viewport, PHONE);
  for (const viewport of [undefined, null, { width: 0, height: 10 }, { width: '390', height: 844 }, { width: Infinity, height: 1 }]) {
    assert.equal(normalizeScene({ id: 's', viewport }).viewport, null, JSON.stringify(viewport));
  }
});

test('deep links say when the scene fills the window', () => {
  const hash = hashForLink({ scene: 'demo', viewport: 'window' });
  assert.equal(hash, '#/scene/demo?vp=window');
  assert.deepEqual(linkFromHash(hash), { scene: 'demo', viewport: 'window', parameters: {} });
});

// Minimal stand-ins for the controls: a select with options, inputs, a button, a span.
function element(value = '') {
  const listeners = {};
  return {
    value, hidden: false, disabled: false,
    addEventListener: (type, listener) => { listeners[type] = listener; },
    fire(type) { listeners[type]?.(); },
  };
}
function controls(storage) {
  globalThis.document = { body: { dataset: {} } };
  const device = element('window');
  device.options = ['window', 'scene', 'phone', 'tablet', 'desktop', 'custom'].map((value) => ({ value, textContent: value, disabled: false }));
  const elements = { device, custom: element(), width: element('390'), height: element('844'), rotate: element(), zoom: element('fit') };
  const changes = [];
  const preferences = createPreferences(storage);
  const api = createDeviceControls(elements, (choice) => changes.push(choice), preferences);
  return { api, elements, changes, preferences };
}
function memoryStorage() {
  const items = new Map();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, value) };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('with nothing remembered, a scene runs at its declared viewport at fit zoom, or fills the window without one', async () => {
  const { api, elements, changes, preferences } = controls(memoryStorage());
  await tick();
  assert.deepEqual(changes, [], 'nothing applies before the scene is known');
  api.setScene(PHONE);
  assert.deepEqual(changes.at(-1), { device: PHONE, zoom: 'fit' });
  assert.equal(elements.device.value, 'scene');
  assert.equal(elements.zoom.disabled, false);
  assert.equal(document.body.dataset.device, '390x844');
  assert.equal(elements.device.options[1].textContent, 'Scene 390×844');
  api.setScene(null);
  assert.deepEqual(changes.at(-1), { device: null, zoom: 'fit' });
  assert.equal(elements.device.value, 'window');
  assert.equal(elements.device.options[1].disabled, true);
  api.setScene({ width: 900, height: 900 });
  assert.deepEqual(changes.at(-1).device, { width: 900, height: 900 }, 'the next scene with a viewport gets it again');
  assert.equal(preferences.get('device', null), null, 'a default is not a remembered choice');
});

test('a choice made with the controls is remembered and wins over the scene\'s viewport on the next page', async () => {
  const storage = memoryStorage();
  const first = controls(storage);
  first.api.setScene(PHONE);
  first.elements.device.value = 'window';
  first.elements.device.fire('change');
  assert.deepEqual(first.changes.at(-1), { device: null, zoom: 'fit' });

  const second = controls(storage);
  second.api.setScene(PHONE);
  assert.deepEqual([second.changes, second.api.viewport()], [[], null], 'the stage keeps filling the window');
  assert.equal(second.elements.device.value, 'window');

  second.elements.device.value = 'tablet';
  second.elements.device.fire('change');
  second.elements.zoom.value = '0.5';
  second.elements.zoom.fire('change');
  const third = controls(storage);
  await tick();
  assert.deepEqual(third.changes.at(-1), { device: { width: 820, height: 1180 }, zoom: 0.5 }, 'a preset applies without waiting for the scene');
  third.api.setScene(PHONE);
  assert.deepEqual(third.api.viewport(), { width: 820, height: 1180 });
});

test('a deep link\'s viewport applies to its page only, and names the scene\'s own size as the scene choice', () => {
  const storage = memoryStorage();
  const { api, elements, preferences } = controls(storage);
  api.setScene({ width: 400, height: 700 });
  api.restore({ width: 400, height: 700 });
  assert.equal(elements.device.value, 'scene');
  api.restore(PHONE);
  assert.equal(elements.device.value, 'phone');
  api.restore({ width: 300, height: 200 });
  assert.deepEqual([elements.device.value, elements.custom.hidden, api.viewport()], ['custom', false, { width: 300, height: 200 }]);
  api.setScene({ width: 400, height: 700 });
  assert.deepEqual(api.viewport(), { width: 300, height: 200 }, 'the hello\'s scene does not undo the link');
  api.restore('window');
  assert.deepEqual([elements.device.value, api.viewport()], ['window', null]);
  assert.equal(preferences.get('device', null), null);
});
