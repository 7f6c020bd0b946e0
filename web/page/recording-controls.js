// The Record and "Open events file" buttons: recording starts a fresh session at t = 0 and ends
// by downloading the events file; opening a file replays it into a fresh, paused session. Each
// session's input is mirrored from its hello on (the timeline's markers read it too).

import { download } from './download.js';
import { eventsFileDocument, eventsFileText, parseEventsFile, replaySteps } from './events-file.js';
import { InputRecorder } from './recorder.js';

/**
 * @param {{record: HTMLButtonElement, open: HTMLButtonElement, file: HTMLInputElement}} elements
 * @param {object} page
 * @param {() => object | null} page.session the current PreviewSession
 * @param {() => {id: string, seed?: number|string} | null} page.scene the current scene's description
 * @param {(id: string) => void} page.openScene switches scene (the replay waits for its hello)
 * @param {(message: string, options?: object) => void} page.notify shows a banner
 * @param {() => void} page.parametersChanged the session's parameters changed (the panel shows them again)
 */
export function createRecordingControls({ record, open, file }, page) {
  // Every session (each hello) gets a fresh recorder: its log starts there, as the server's does.
  let recorder = null;
  let recording = false;
  let pendingReplay = null;

  function setRecording(on) {
    record.setAttribute('aria-pressed', String(on));
    record.textContent = on ? '■ Stop and save' : '● Record';
    document.body.dataset.recording = String(on);
  }

  function start() {
    const session = page.session();
    const scene = page.scene();
    if (!session || !scene) return;
    recording = true;
    setRecording(true);
    session.restart({ transport: { time: 0, playing: true, speed: session.transport.speed } });
  }

  function stop() {
    const scene = page.scene();
    recording = false;
    setRecording(false);
    if (!scene || !recorder) return;
    const document_ = eventsFileDocument({ scene: scene.id, seed: scene.seed }, recorder.events);
    document.body.dataset.recordedEvents = String(document_.events.length);
    download(`${scene.id}-events.json`, eventsFileText(document_), 'application/json');
  }

  record.addEventListener('click', () => (recording ? stop() : start()));
  open.addEventListener('click', () => file.click());
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (!chosen) return;
    let parsed;
    try {
      parsed = parseEventsFile(await chosen.text());
    } catch (error) {
      page.notify(`Cannot replay ${chosen.name}: ${error.message}`);
      return;
    }
    if (recording) stop();
    pendingReplay = parsed;
    const current = page.scene();
    if (parsed.header.scene && parsed.header.scene !== current?.id) {
      page.openScene(parsed.header.scene);
    } else {
      page.session()?.restart({ transport: { time: 0, playing: false, speed: 1 }, parameters: false });
    }
  });
  setRecording(false);

  return {
    /** Sees every message the session sends (it feeds the recorder). */
    sent(message) {
      recorder?.sent(message);
    },
    /** A frame arrived showing `time`: the recorder checks its mirrored clock. */
    frameShown(time) {
      if (!recorder) return;
      recorder.frameShown(time);
      document.body.dataset.clockDrift = String(recorder.drift);
    },
    /** The events of the session so far (scene times), for the timeline's markers. */
    events() {
      return recorder ? recorder.events : [];
    },
    /** A session said hello: a fresh log starts; a pending replay runs now (after the session's own restore). */
    hello() {
      recorder = new InputRecorder();
      document.body.dataset.clockDrift = '0';
      if (!pendingReplay) return;
      const replay = pendingReplay;
      pendingReplay = null;
      queueMicrotask(() => run(replay));
    },
    /** The page left the scene: a recording in progress is dropped. */
    sceneClosed() {
      recorder = null;
      recording = false;
      setRecording(false);
    },
  };

  function run(replay) {
    const session = page.session();
    const scene = page.scene();
    if (!session) return;
    session.pause();
    for (const step of replaySteps(replay)) {
      if ('seek' in step) session.seek(step.seek);
      else if (step.event.type === 'set') session.setParameter(step.event.name, step.event.value);
      else session.input({ ...step.event, t: performance.now() });
    }
    session.play();
    page.parametersChanged();
    const seed = replay.header.seed;
    const note = seed !== undefined && scene && String(seed) !== String(scene.seed)
      ? ` (recorded with seed ${seed}; the page runs the scene's seed ${scene.seed})`
      : '';
    document.body.dataset.replayedEvents = String(replay.events.length);
    page.notify(`Replaying ${replay.events.length} events from t = 0${note}.`);
  }
}
