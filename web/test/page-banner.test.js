// The banner's DOM-free behaviour, on stand-in elements.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createBanner } from '../page/banner.js';

function element() {
  const listeners = {};
  return { hidden: true, textContent: '', dataset: {}, addEventListener: (type, f) => { listeners[type] = f; }, click: () => listeners.click?.() };
}

test('a message is an error unless told it is news; transient ones clear themselves, sticky ones stay', () => {
  const [banner, text, dismiss] = [element(), element(), element()];
  const timers = [];
  const shown = createBanner(banner, text, dismiss, { setTimer: (f) => timers.push(f), clearTimer: () => {} });
  shown.show('Could not copy the link.');
  assert.deepEqual([banner.hidden, text.textContent, banner.dataset.tone], [false, 'Could not copy the link.', 'error']);
  shown.show('Copied the share link.', { tone: 'info' });
  assert.equal(banner.dataset.tone, 'info');
  timers.at(-1)();
  assert.deepEqual([banner.hidden, text.textContent], [true, '']);
  shown.show('Connection lost — reconnecting…', { sticky: true });
  assert.equal(banner.dataset.tone, 'error', 'the tone does not carry over');
  assert.equal(timers.length, 2, 'a sticky message sets no timer');
  dismiss.click();
  assert.equal(banner.hidden, true);
});
