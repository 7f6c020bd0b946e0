// The preview page: wires the scene list, the canvas, the session, the panels and the overlay.
// Everything with logic lives in page/*.js; this file only connects DOM elements to it.

import { FrameRenderer, fontString, sizeCanvas } from './index.js';
import { createPageDecoder } from './page/frame-decoder.js';
import { createAnimationsPanel } from './page/animations-panel.js';
import { createBanner } from './page/banner.js';
import { createDeviceControls } from './page/device-controls.js';
import { createExportControls } from './page/export-controls.js';
import { attachCanvas } from './page/canvas-view.js';
import { deepLinkSteps, hashForLink, hashForScene, linkFromHash, linkParameters } from './page/deeplink.js';
import { backoffDelay } from './page/backoff.js';
import { restoreNote } from './page/live.js';
import { showLiveStatus } from './page/live-view.js';
import { keyMessage, pointerMessage, wheelMessage } from './page/messages.js';
import { updateOverlay } from './page/overlay.js';
import { renderActions, renderParameters, showState } from './page/panel.js';
import { normalizeScene, normalizeSceneList } from './page/scene-info.js';
import { fillScenePicker } from './page/scene-picker.js';
import { setEvents, swiftDeclarations } from './page/parameter-code.js';
import { createPicker } from './page/picker-overlay.js';
import { createPreferences } from './page/preferences.js';
import { createRecordingControls } from './page/recording-controls.js';
import { PreviewSession } from './page/session.js';
import { hashForShare, isShareHash, joinTarget, shareFromHash, shareLink, shareTarget } from './page/share-link.js';
import { blockRecording, letterboxFor, ownershipFrom, showViewers } from './page/share-view.js';
import { focusKind, shortcutFor } from './page/shortcuts.js';
import { FrameStats } from './page/stats.js';
import { createTransportBar } from './page/transport-bar.js';

const $ = (id) => document.getElementById(id);
const body = document.body;
const canvas = $('canvas');
const inspector = $('inspector');
const banner = createBanner($('banner'), $('banner-text'), $('banner-close'));
const renderer = new FrameRenderer(canvas.getContext('2d'));
const stats = new FrameStats();
const picker = createPicker({ stage: canvas.parentElement, canvas, pick: $('pick'), outlines: $('outlines') }, { fontString });
// Local font faces load on first use; ask for the emoji face now so the first frames with emoji
// draw in colour (canvas text does not wait for fonts).
document.fonts?.load('16px "Zoetrope Emoji"', '\u{1F600}').catch(() => {});
const overlay = { fps: $('stat-fps'), render: $('stat-render'), bytes: $('stat-bytes'), latency: $('stat-latency') };

function localStorageOrNull() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
const preferences = createPreferences(localStorageOrNull());

/** Shows or hides the statistics overlay (the choice is remembered across reloads). */
function showStats(shown) {
  $('overlay').hidden = !shown;
  $('toggle-stats').setAttribute('aria-pressed', String(shown));
  body.dataset.stats = shown ? 'shown' : 'hidden';
}
showStats(preferences.get('stats', true));
$('toggle-stats').addEventListener('click', () => {
  const shown = $('overlay').hidden;
  showStats(shown);
  preferences.set('stats', shown);
});

let scenes = [];
let session = null;
let framesDrawn = 0;
/** The last frame drawn: drawn again when the canvas is resized (which clears it), so a paused or
 * disconnected page never shows a blank canvas. */
let lastFrame = null;
let connections = 0;
let reloads = 0;
let sceneJSON = '';
/** The current scene's description as the server sent it (id, seed, viewport, …). */
let sceneDescription = null;
/** The shared session this page is a viewer of (`{id, key, viewer, owner, …}` from the hello), or null. */
let shared = null;
const live = {
  indicator: $('build-indicator'), errors: $('build-errors'), errorList: $('build-error-list'),
  crash: $('crash'), crashMessage: $('crash-message'), crashLog: $('crash-log'),
};

/** The current scene's parameters (normalised) and their controls. */
let currentParameters = [];
/** The scene state's `deepLink` (where a navigation stack is), and the one the address bar shows (JSON). */
let sceneDeepLink;
let writtenDeepLink;
/** A navigation by the browser's back or forward on its way into the session: its deep link, and until when (ms) to wait for it. */
let arriving = null;
let parameterControls = null;

/** Copies `text` to the clipboard (the text is also left on `data-copied` of the body). */
function copyText(text, what) {
  body.dataset.copied = text;
  navigator.clipboard?.writeText(text)
    .then(() => banner.show(`Copied ${what}.`, { tone: 'info' }))
    .catch(() => banner.show(`Could not copy ${what}: the browser refused the clipboard.`));
}
$('reset-parameters').addEventListener('click', () => parameterControls?.resetAll());
$('copy-swift').addEventListener('click', () =>
  copyText(swiftDeclarations(currentParameters, session?.parameters ?? new Map()), 'the parameters as Swift'));
$('copy-events').addEventListener('click', () =>
  copyText(setEvents(currentParameters, session?.parameters ?? new Map()), 'the parameters as set events'));

/** Shows the scene's actions and parameters (again only when the description changed). */
function showScene(sceneDescription, force) {
  const text = JSON.stringify(sceneDescription ?? null);
  if (!force && text === sceneJSON) return;
  sceneJSON = text;
  const scene = normalizeScene(sceneDescription);
  renderActions($('actions'), scene.actions, (name) => session?.action(name));
  currentParameters = scene.parameters;
  parameterControls = renderParameters($('parameters'), scene.parameters, (name, value) => session?.setParameter(name, value), session?.parameters,
    { copy: copyText });
}

const transportBar = createTransportBar(
  {
    replay: $('replay'), play: $('play'), stepBack: $('step-back'), stepForward: $('step-forward'), scrubber: $('scrubber'),
    markers: $('markers'), time: $('time'), frameNumber: $('frame-number'), loopA: $('loop-a'), loopB: $('loop-b'),
    loopClear: $('loop-clear'), zoom: $('timeline-zoom'), speeds: $('speeds'), customSpeed: $('custom-speed'),
  },
  {
    toggle: () => session?.toggle(),
    step: (frames) => session?.step(frames),
    seek: (seconds) => session?.seek(seconds),
    replay: () => {
      session?.seek(0);
      session?.play();
    },
    setSpeed: (value) => {
      session?.setSpeed(value);
      if (session) transportBar.update(session.transport);
    },
  },
);

/** The device the scene runs at (null: it fills the stage) and the zoom it is shown at. */
let stageDevice = { device: null, zoom: 'fit' };

const view = attachCanvas(canvas, {
  resize: (width, height, devicePixelRatio, scale) => {
    sizeCanvas(canvas, width, height, devicePixelRatio);
    if (lastFrame) renderer.draw(lastFrame, { devicePixelRatio: scale });
  },
  device: () => stageDevice,
  onViewport: (viewport) => session?.setViewport(viewport),
  onPointer: (phase, event, t) => session?.input(pointerMessage(phase, event, t)),
  onWheel: (event, pageHeight, t) => session?.input(wheelMessage(event, pageHeight, t)),
});

const devices = createDeviceControls(
  { device: $('device'), custom: $('custom-size'), width: $('device-width'), height: $('device-height'), rotate: $('rotate'), zoom: $('zoom') },
  (choice) => {
    stageDevice = choice;
    view.measure();
  },
  preferences,
);

const recording = createRecordingControls(
  { record: $('record'), open: $('open-events'), file: $('events-file') },
  {
    session: () => session,
    scene: () => sceneDescription,
    openScene: (id) => { location.hash = hashForScene(id); },
    notify: (message) => banner.show(message),
    parametersChanged: () => showScene(sceneDescription, true),
  },
);

const exporting = createExportControls(
  { png: $('export-png'), clip: $('export-clip'), format: $('export-format'), fps: $('export-fps'), progress: $('export-progress'), loop: $('loop-clear') },
  {
    scene: () => sceneDescription,
    events: () => recording.events(),
    time: () => session?.transport.time ?? 0,
    pixelRatio: () => view.viewport().devicePixelRatio,
    notify: (message) => banner.show(message),
  },
);

/** The buttons that work from the page's own log: off while the page is a viewer of a shared session. */
const recordingButtons = [$('record'), $('open-events'), $('export-png'), $('export-clip')];

const animationsPanel = createAnimationsPanel(
  {
    drawer: $('animations-panel'), toggle: $('toggle-animations'), close: $('animations-close'), only: $('animations-only'),
    ruler: $('animations-ruler'), tracks: $('animations-tracks'), plot: $('animations-plot'), plotTitle: $('animations-plot-title'),
    summary: $('animations-summary'),
  },
  { session: () => session, now: () => performance.now(), preferences },
);

function onKey(event, down) {
  if (!session) return;
  const focus = focusKind(event.target instanceof HTMLElement ? event.target : null);
  const shortcut = shortcutFor(event, focus);
  if (shortcut === null) {
    // Keys typed into a control are the control's; space/Enter on a button press it.
    if (focus === null || (focus === 'button' && event.key !== ' ' && event.key !== 'Enter')) {
      session.input(keyMessage(down, event, event.timeStamp));
    }
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
      if (payload.share) joinedShared(payload.share, payload.scene);
      connections += 1;
      body.dataset.connections = String(connections);
      banner.clear();
      sceneDescription = payload.scene ?? sceneDescription;
      devices.setScene(sceneDescription?.viewport);
      showScene(payload.scene, false);
      recording.hello();
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
      renderer.draw(payload.frame, { devicePixelRatio: view.viewport().scale });
      lastFrame = payload.frame;
      picker.frameShown(payload.frame);
      body.dataset.frameSize = `${payload.frame.width}x${payload.frame.height}`;
      const drawnAt = performance.now();
      framesDrawn += 1;
      body.dataset.frames = String(framesDrawn);
      stats.recordFrame(drawnAt, payload.info?.renderMs ?? NaN, payload.bytes);
      // Input → displayed: the draw reaches the screen with the next rendering update, so the
      // latency is taken in the animation-frame callback after the draw, not at the draw.
      // A hidden tab runs no animation frames: its callbacks would all fire on return and record
      // the time the tab was away, so nothing is measured while hidden.
      const inputT = payload.info?.inputT;
      if (typeof inputT === 'number' && document.visibilityState !== 'hidden') {
        requestAnimationFrame(() => stats.recordLatency(performance.now() - inputT));
      }
      if (shared) {
        showViewers($('stat-viewers'), body, payload.info?.viewers);
        const promoted = ownershipFrom(shared, payload.info);
        if (promoted) becameOwner(promoted);
        const box = letterboxFor(shared, payload.frame, view.viewport());
        if (box) devices.restore(box);
      }
      if (payload.info) {
        const loopTo = transportBar.update(session.transport);
        if (loopTo !== null) session.seek(loopTo);
        recording.frameShown(payload.info.time);
        animationsPanel.frameShown(payload.info.time);
        transportBar.showMarkers(recording.events());
      }
      break;
    }
    case 'state':
      showState(inspector, payload.state);
      sceneDeepLink = payload.state?.deepLink;
      // A navigation writes the address at once (a history entry), not at the next interval.
      if (JSON.stringify(sceneDeepLink ?? null) !== writtenDeepLink) writeLink();
      break;
    case 'animations':
      animationsPanel.animations(payload);
      break;
    case 'animationSamples':
      animationsPanel.samples(payload);
      break;
    case 'error':
      banner.show(payload.message);
      break;
    default:
      break;
  }
}

/** Leaves the current session (shared or not) and clears what the page showed of it. */
function closeSession() {
  session?.stop();
  session = null;
  shared = null;
  delete body.dataset.shared;
  blockRecording(recordingButtons, null);
  $('share').textContent = 'Share';
  sceneDeepLink = undefined;
  writtenDeepLink = undefined;
  arriving = null;
  sceneJSON = '';
  sceneDescription = null;
  lastFrame = null;
  picker.sceneClosed();
  recording.sceneClosed();
  exporting.sceneClosed();
  animationsPanel.sceneClosed();
  showState(inspector, undefined);
  $('actions').replaceChildren();
  $('parameters').replaceChildren();
  transportBar.reset();
}

/** The session options every page session has; `target` is the WebSocket path and query. */
function sessionOptions(target) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    url: `${protocol}//${location.host}${target}`,
    createSocket: (url) => new WebSocket(url),
    createDecoder: createPageDecoder,
    now: () => performance.now(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle),
    onEvent: onSessionEvent,
    onSent: (message) => recording.sent(message),
  };
}

/**
 * Opens a scene in a session of its own, or — with `target` (shareTarget) — in a new shared
 * session, restoring the link's transport, parameters and viewport into it.
 */
function openScene(id, link = { parameters: {} }, target = undefined) {
  closeSession();
  const scene = scenes.find((candidate) => candidate.id === id);
  $('scene-picker').value = scene ? id : '';
  body.dataset.scene = scene ? id : '';
  $('scene-summary').textContent = scene ? scene.summary : '';
  $('scene-summary').title = scene ? scene.summary : '';
  $('empty').hidden = scene !== undefined;
  if (!scene) {
    if (id) banner.show(`There is no scene '${id}' in this build.`, { sticky: true });
    return;
  }
  // The device is known before the session starts, so the scene's first viewport is the one it shows at.
  devices.setScene(scene.viewport);
  session = new PreviewSession({
    ...sessionOptions(target ?? `/session?scene=${encodeURIComponent(id)}`),
    initialTransport: restoredTransport(link),
  });
  for (const [name, value] of Object.entries(link.parameters)) session.setParameter(name, value);
  if (link.viewport) devices.restore(link.viewport);
  session.setViewport(view.viewport());
  session.start();
}

/** Joins a shared session from its link: the scene, transport and viewport are the session's. */
function openShared(share) {
  closeSession();
  $('empty').hidden = true;
  session = new PreviewSession(sessionOptions(joinTarget(share)));
  session.setViewport(view.viewport());
  session.start();
}

/** A hello named a shared session: show the scene it runs, reconnect to it, and link to it. */
function joinedShared(share, scene) {
  shared = share;
  body.dataset.shared = 'true';
  body.dataset.shareOwner = String(share.owner === true);
  blockRecording(recordingButtons, share);
  const id = scene?.id ?? '';
  $('scene-picker').value = scenes.some((candidate) => candidate.id === id) ? id : '';
  body.dataset.scene = id;
  $('scene-summary').textContent = scene?.summary ?? '';
  session.retarget(sessionOptions(joinTarget(share)).url);
  history.replaceState(null, '', hashForShare(share));
  $('share').textContent = 'Copy share link';
  if (share.owner && $('share').dataset.pending === 'true') {
    delete $('share').dataset.pending;
    copyText(shareLink(location.origin, share), 'the share link (anyone with it can watch and drive this session)');
  }
}

/** The owner left and this viewer owns the session now: its viewport becomes the session's. */
function becameOwner(share) {
  shared = share;
  body.dataset.shareOwner = 'true';
  session?.setViewport(view.viewport());
  banner.show('The session\'s owner left: this page owns the shared session now, and its viewport is the session\'s.', { tone: 'info' });
}

$('share').addEventListener('click', () => {
  if (shared) {
    copyText(shareLink(location.origin, shared), 'the share link');
    return;
  }
  const id = body.dataset.scene;
  if (!session || !id) return;
  const { time, speed, playing } = session.transport;
  $('share').dataset.pending = 'true';
  openScene(id, {
    scene: id, time, speed, playing, viewport: devices.viewport() ?? 'window', parameters: Object.fromEntries(session.parameters),
  }, shareTarget(id));
});

function openFromHash() {
  if (isShareHash(location.hash)) {
    const share = shareFromHash(location.hash);
    if (share) openShared(share);
    else {
      closeSession();
      banner.show('This share link is incomplete: it needs the session id and its key (…#/session/ID?key=KEY).', { sticky: true });
    }
    return;
  }
  const link = linkFromHash(location.hash);
  openScene(link.scene, link);
}

$('scene-picker').addEventListener('change', (event) => {
  const id = event.target.value;
  if (id) location.hash = hashForScene(id);
  else openScene(null);
});
window.addEventListener('hashchange', () => {
  if (isShareHash(location.hash)) {
    openFromHash();
    return;
  }
  const link = linkFromHash(location.hash);
  // Back or forward between screens of the open scene: set its deep-link parameters in the same
  // session (the screens below keep their state, time goes on); anything else reopens.
  const steps = session && !shared && body.dataset.connection === 'open'
    ? deepLinkSteps(link, body.dataset.scene, sceneDeepLink, changedParameters(), defaultOf) : null;
  if (!steps) {
    openScene(link.scene, link);
    return;
  }
  session.setParameters(steps);  // one client time: the scene rebuilds its stack once
  arriving = { deepLink: Object.fromEntries(steps), until: performance.now() + 1000 };
});

/** The transport a deep link asks for, or undefined when it names none. */
function restoredTransport(link) {
  const transport = {};
  if (link.time !== undefined) transport.time = link.time;
  if (link.speed !== undefined) transport.speed = link.speed;
  if (link.playing !== undefined) transport.playing = link.playing;
  return Object.keys(transport).length > 0 ? transport : undefined;
}

/**
 * Keeps the address bar's deep link up to date with the session: replaceState, except that a
 * change of the scene's own `deepLink` (navigation by taps) adds a history entry, so the browser's
 * back and forward reopen the scene on the screen before and after.
 */
function writeLink() {
  if (!session || shared || !body.dataset.scene || body.dataset.connection !== 'open') return;
  const { time, speed, playing } = session.transport;
  const parameters = linkParameters(changedParameters(), sceneDeepLink, defaultOf);
  const hash = hashForLink({ scene: body.dataset.scene, time, speed, playing, viewport: devices.viewport() ?? 'window', parameters });
  const deepLink = JSON.stringify(sceneDeepLink ?? null);
  // A navigation the browser's back or forward asked for already has its history entry.
  const fromHistory = arriving !== null;
  if (arriving && (performance.now() > arriving.until
    || Object.entries(arriving.deepLink).every(([name, value]) => sceneDeepLink?.[name] === value))) arriving = null;
  const navigated = writtenDeepLink !== undefined && deepLink !== writtenDeepLink && !fromHistory;
  writtenDeepLink = deepLink;
  if (hash === location.hash) return;
  if (navigated) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
}

/** A parameter's default value in the open scene. */
function defaultOf(name) {
  return currentParameters.find((parameter) => parameter.name === name)?.defaultValue;
}

/** The page's parameters away from their defaults (name → value; curves and springs are objects, compared as JSON). */
function changedParameters() {
  return Object.fromEntries([...(session?.parameters ?? [])].filter(([name, value]) => JSON.stringify(defaultOf(name)) !== JSON.stringify(value)));
}
setInterval(writeLink, 500);

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
    openFromHash();
  } catch (error) {
    banner.show(`Cannot load the scene list (${error.message}); retrying…`, { sticky: true });
    setTimeout(() => loadScenes(attempt + 1), backoffDelay(attempt));
  }
}
loadScenes();
