// The preview page: wires the scene list, the canvas, the session, the panels and the overlay.
// Everything with logic lives in page/*.js; this file only connects DOM elements to it.

import { FrameDecoder, FrameRenderer, sizeCanvas } from './index.js';
import { createBanner } from './page/banner.js';
import { attachCanvas } from './page/canvas-view.js';
import { hashForScene, sceneFromHash } from './page/deeplink.js';
import { backoffDelay } from './page/backoff.js';
import { restoreNote } from './page/live.js';
import { showLiveStatus } from './page/live-view.js';
import { keyMessage, pointerMessage, wheelMessage } from './page/messages.js';
import { updateOverlay } from './page/overlay.js';
import { renderActions, renderParameters, showState } from './page/panel.js';
import { normalizeScene, normalizeSceneList } from './page/scene-info.js';
import { fillScenePicker } from './page/scene-picker.js';
import { PreviewSession } from './page/session.js';
import { shortcutFor } from './page/shortcuts.js';
import { FrameStats } from './page/stats.js';
import { createTransportBar } from './page/transport-bar.js';

const $ = (id) => document.getElementById(id);
const body = document.body;
const canvas = $('canvas');
const inspector = $('inspector');
const banner = createBanner($('banner'), $('banner-text'), $('banner-close'));
const renderer = new FrameRenderer(canvas.getContext('2d'));
const stats = new FrameStats();
const overlay = { fps: $('stat-fps'), render: $('stat-render'), bytes: $('stat-bytes'), latency: $('stat-latency') };

let scenes = [];
let session = null;
let framesDrawn = 0;
let connections = 0;
let reloads = 0;
let sceneJSON = '';
const live = {
  indicator: $('build-indicator'), errors: $('build-errors'), errorList: $('build-error-list'),
  crash: $('crash'), crashMessage: $('crash-message'), crashLog: $('crash-log'),
};

/** Shows the scene's actions and parameters (again only when the description changed). */
function showScene(sceneDescription, force) {
  const text = JSON.stringify(sceneDescription ?? null);
  if (!force && text === sceneJSON) return;
  sceneJSON = text;
  const scene = normalizeScene(sceneDescription);
  renderActions($('actions'), scene.actions, (name) => session?.action(name));
  renderParameters($('parameters'), scene.parameters, (name, value) => session?.setParameter(name, value));
}

const transportBar = createTransportBar(
  { play: $('play'), stepBack: $('step-back'), stepForward: $('step-forward'), scrubber: $('scrubber'), time: $('time'), speeds: $('speeds') },
  {
    toggle: () => session?.toggle(),
    step: (frames) => session?.step(frames),
    seek: (seconds) => session?.seek(seconds),
    setSpeed: (value) => {
      session?.setSpeed(value);
      if (session) transportBar.update(session.transport);
    },
  },
);

const view = attachCanvas(canvas, {
  resize: (width, height, devicePixelRatio) => sizeCanvas(canvas, width, height, devicePixelRatio),
  onViewport: (viewport) => session?.setViewport(viewport),
  onPointer: (phase, event, t) => session?.input(pointerMessage(phase, event, t)),
  onWheel: (event, pageHeight, t) => session?.input(wheelMessage(event, pageHeight, t)),
});

function isEditable(target) {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
}

function onKey(event, down) {
  if (!session) return;
  const editable = isEditable(event.target) && event.target.type !== 'range';
  const shortcut = shortcutFor(event, editable);
  if (shortcut === null) {
    if (!editable) session.input(keyMessage(down, event, event.timeStamp));
    return;
  }
  event.preventDefault();
  if (!down) return;
  if (shortcut.command === 'toggle') {
    if (!event.repeat) session.toggle();
  } else if (shortcut.command === 'step') {
    session.step(shortcut.frames);
  } else {
    session.setSpeed(shortcut.value);
    transportBar.update(session.transport);
  }
}
window.addEventListener('keydown', (event) => onKey(event, true));
window.addEventListener('keyup', (event) => onKey(event, false));

function onSessionEvent(type, payload) {
  switch (type) {
    case 'status':
      body.dataset.connection = payload.status;
      if (payload.status === 'reconnecting') banner.show('Connection to the preview server lost — reconnecting…', { sticky: true });
      break;
    case 'hello': {
      connections += 1;
      body.dataset.connections = String(connections);
      banner.clear();
      if (!payload.restored) showScene(payload.scene, true);
      break;
    }
    case 'live':
      showLiveStatus(live, payload);
      break;
    case 'reload': {
      reloads += 1;
      body.dataset.reloads = String(reloads);
      body.dataset.replayMs = String(payload.replayMs);
      showScene(payload.scene, false);
      const note = restoreNote(payload.notes);
      if (note) banner.show(note, { sticky: true });
      break;
    }
    case 'frame': {
      renderer.draw(payload.frame, { devicePixelRatio: view.viewport().devicePixelRatio });
      const drawnAt = performance.now();
      framesDrawn += 1;
      body.dataset.frames = String(framesDrawn);
      stats.recordFrame(drawnAt, payload.info?.renderMs ?? NaN, payload.bytes);
      if (typeof payload.info?.inputT === 'number') stats.recordLatency(drawnAt - payload.info.inputT);
      if (payload.info) transportBar.update(session.transport);
      break;
    }
    case 'state':
      showState(inspector, payload.state);
      break;
    case 'error':
      banner.show(payload.message);
      break;
    default:
      break;
  }
}

function openScene(id) {
  session?.stop();
  session = null;
  showState(inspector, undefined);
  $('actions').replaceChildren();
  $('parameters').replaceChildren();
  transportBar.reset();
  const scene = scenes.find((candidate) => candidate.id === id);
  $('scene-picker').value = scene ? id : '';
  body.dataset.scene = scene ? id : '';
  $('scene-summary').textContent = scene ? scene.summary : '';
  $('empty').hidden = scene !== undefined;
  if (!scene) {
    if (id) banner.show(`There is no scene '${id}' in this build.`, { sticky: true });
    return;
  }
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  session = new PreviewSession({
    url: `${protocol}//${location.host}/session?scene=${encodeURIComponent(id)}`,
    createSocket: (url) => new WebSocket(url),
    createDecoder: () => new FrameDecoder(),
    now: () => performance.now(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle),
    onEvent: onSessionEvent,
  });
  session.setViewport(view.viewport());
  session.start();
}

$('scene-picker').addEventListener('change', (event) => {
  const id = event.target.value;
  if (id) location.hash = hashForScene(id);
  else openScene(null);
});
window.addEventListener('hashchange', () => openScene(sceneFromHash(location.hash)));

function frameLoop(now) {
  session?.tick(now);
  requestAnimationFrame(frameLoop);
}
requestAnimationFrame(frameLoop);
setInterval(() => updateOverlay(overlay, stats.snapshot(performance.now())), 250);

async function loadScenes(attempt = 0) {
  try {
    const response = await fetch('/api/scenes', { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /api/scenes answered ${response.status}`);
    scenes = normalizeSceneList(await response.json());
    fillScenePicker($('scene-picker'), scenes);
    body.dataset.scenes = String(scenes.length);
    openScene(sceneFromHash(location.hash));
  } catch (error) {
    banner.show(`Cannot load the scene list (${error.message}); retrying…`, { sticky: true });
    setTimeout(() => loadScenes(attempt + 1), backoffDelay(attempt));
  }
}
loadScenes();
