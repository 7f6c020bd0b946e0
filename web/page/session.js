// One preview session seen from the page: connects to /session?scene=ID, paces frame requests
// from requestAnimationFrame (at most one in flight), decodes frames, remembers the transport
// (time, speed, playing) and the parameters the user set, and reconnects with backoff after the
// server goes away, restoring all of that. No DOM: the socket, the decoder, the clock and the
// timers are injected, so the logic runs under `node --test`.

import { backoffDelay, DEFAULT_BACKOFF } from './backoff.js';
import { splitFrameMessage } from './frame-message.js';
import {
  actionMessage, frameRequest, fullFrameRequest, pauseMessage, playMessage, seekMessage, setMessage, speedMessage, stepMessage, viewportMessage,
} from './messages.js';

/** A frame request unanswered this long (ms) is given up and asked again. */
export const FRAME_TIMEOUT_MS = 1000;
const OPEN = 1;

export class PreviewSession {
  #options;
  #socket = null;
  #decoder = null;
  #stopped = true;
  #attempt = 0;
  #timer = null;
  #helloSeen = false;
  #inFlightSince = null;
  // Frame requests sent and frames received on this socket, and — while the page waits for the
  // whole frame it asked for after a decoding error — how many requests had been sent then.
  #framesRequested = 0;
  #framesReceived = 0;
  #resyncAfter = null;
  #connections = 0;
  #viewport = null;
  #parameters = new Map();
  #pointersDown = new Map();
  #transport = { time: 0, playing: true, speed: 1 };
  #status = 'idle';
  // Whether a hello named a shared session: a later hello is then a rejoin of it, which keeps its
  // own transport and parameters (docs/session-protocol.md §6).
  #shared = false;

  /**
   * @param {object} options
   * @param {string} options.url the WebSocket URL of the session (`ws://host/session?scene=ID`)
   * @param {(url: string) => WebSocket} options.createSocket
   * @param {() => {decode(bytes: Uint8Array): object, reset(): void}} options.createDecoder
   * @param {() => number} options.now performance.now()
   * @param {(fn: Function, ms: number) => any} options.setTimer
   * @param {(handle: any) => void} options.clearTimer
   * @param {(type: string, payload: object) => void} options.onEvent
   * @param {() => number} [options.random]
   * @param {object} [options.backoff]
   * @param {{time?: number, playing?: boolean, speed?: number}} [options.initialTransport] restored on the first hello
   * @param {(message: object) => void} [options.onSent] sees every message sent, in order (the recorder)
   */
  constructor(options) {
    this.#options = { random: Math.random, backoff: DEFAULT_BACKOFF, ...options };
    if (options.initialTransport) this.#transport = { ...this.#transport, ...options.initialTransport };
  }

  /** 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed' */
  get status() { return this.#status; }

  /** The last known transport: scene time (s), whether it plays, speed. */
  get transport() { return { ...this.#transport }; }

  /** Connects (once; reconnects happen by themselves until stop()). */
  start() {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#connect();
  }

  /** Closes the session for good. */
  stop() {
    this.#stopped = true;
    this.#dropSocket('page left the scene');
    this.#setStatus('closed');
  }

  /** Cancels a pending reconnect and closes the socket without hearing from it again. */
  #dropSocket(reason) {
    if (this.#timer !== null) this.#options.clearTimer(this.#timer);
    this.#timer = null;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, reason);
    }
  }

  /**
   * Starts a fresh server session now (a new socket: scene time 0, empty event log) and restores
   * into it the viewport, the given transport and — unless `parameters` is false — the
   * parameters set so far. Used to record from t = 0 and to replay an events file.
   */
  restart({ transport = { time: 0, playing: true, speed: this.#transport.speed }, parameters = true } = {}) {
    if (this.#stopped) return;
    this.#transport = { time: 0, playing: true, speed: 1, ...transport };
    if (!parameters) this.#parameters.clear();
    this.#dropSocket('page restarted the session');
    this.#connections = Math.max(1, this.#connections);
    this.#attempt = 0;
    this.#connect('connecting');
  }

  /**
   * Reconnects go to `url` from now on (a shared session: its join URL instead of the one that
   * started it).
   */
  retarget(url) {
    this.#options.url = url;
  }

  /** The parameter values set in this page (name → value). */
  get parameters() { return new Map(this.#parameters); }

  /** Called from requestAnimationFrame: asks for the next frame unless one is on its way. */
  tick(now) {
    if (!this.#isReady()) return;
    if (this.#inFlightSince !== null && now - this.#inFlightSince < FRAME_TIMEOUT_MS) return;
    if (this.#send(frameRequest(now))) {
      this.#inFlightSince = now;
      this.#framesRequested += 1;
    }
  }

  /**
   * Sends an input message built by messages.js (dropped while disconnected).
   *
   * Pointer messages are kept consistent for the scene: moves, ups and cancels go only for
   * pointers whose down was sent in this session (the runtime has no hover, and a button
   * released over the canvas after a press elsewhere is not a gesture), and a second down for a
   * pointer that is already down first cancels it.
   */
  input(message) {
    if (message === null || !this.#isReady()) return false;
    if (message.type === 'pointerDown') {
      const previous = this.#pointersDown.get(message.id);
      if (previous) this.#send({ ...previous, type: 'pointerCancel', t: message.t });
      this.#pointersDown.set(message.id, message);
    } else if (message.type === 'pointerMove' || message.type === 'pointerUp' || message.type === 'pointerCancel') {
      if (!this.#pointersDown.has(message.id)) return false;
      if (message.type === 'pointerMove') this.#pointersDown.set(message.id, message);
      else this.#pointersDown.delete(message.id);
    }
    return this.#send(message);
  }

  /** The drawing area changed; remembered for reconnects. */
  setViewport(viewport) {
    this.#viewport = viewport;
    this.input(viewportMessage(viewport, this.#options.now()));
  }

  play() {
    this.#transport.playing = true;
    this.input(playMessage(this.#options.now()));
  }

  pause() {
    this.#transport.playing = false;
    this.input(pauseMessage(this.#options.now()));
  }

  toggle() {
    if (this.#transport.playing) this.pause(); else this.play();
  }

  seek(seconds) {
    const message = seekMessage(seconds, this.#options.now());
    if (message === null) return;
    this.#transport.time = message.time;
    this.input(message);
  }

  setSpeed(value) {
    const message = speedMessage(value, this.#options.now());
    if (message === null) return;
    this.#transport.speed = message.value;
    this.input(message);
  }

  step(frames) {
    const message = stepMessage(frames, this.#options.now());
    if (message === null) return;
    this.#transport.playing = false;
    this.input(message);
  }

  action(name) {
    this.input(actionMessage(name, this.#options.now()));
  }

  /** Sets a live parameter; remembered and re-sent after a reconnect. */
  setParameter(name, value) {
    this.setParameters([[name, value]]);
  }

  /**
   * Sets several live parameters at one client time, in order, so the scene gets them at one
   * scene time (a deep link's `screen` and `event`: a ticking scene gets both before its tick and
   * can apply them together); each remembered like `setParameter`'s.
   * @param {[string, unknown][]} entries name, value
   */
  setParameters(entries) {
    const now = this.#options.now();
    for (const [name, value] of entries) {
      const message = setMessage(name, value, now);
      if (message === null) continue;
      this.#parameters.set(name, value);
      this.input(message);
    }
  }

  /** Sends an Animations panel request (docs/session-protocol.md §2.4): not recorded, no `t`. */
  inspect(message) {
    if (message === null || !this.#isReady()) return false;
    try {
      this.#socket.send(JSON.stringify(message));
    } catch {
      return false;
    }
    return true;
  }

  #isReady() {
    return this.#socket !== null && this.#socket.readyState === OPEN && this.#helloSeen;
  }

  #send(message) {
    try {
      this.#socket.send(JSON.stringify(message));
    } catch {
      return false;
    }
    this.#options.onSent?.(message);
    return true;
  }

  #emit(type, payload) {
    this.#options.onEvent(type, payload);
  }

  #setStatus(status, details = {}) {
    this.#status = status;
    this.#emit('status', { status, ...details });
  }

  #connect(status = undefined) {
    this.#timer = null;
    this.#helloSeen = false;
    this.#inFlightSince = null;
    this.#framesRequested = 0;
    this.#framesReceived = 0;
    this.#resyncAfter = null;
    this.#decoder = this.#options.createDecoder();
    this.#setStatus(status ?? (this.#connections === 0 && this.#attempt === 0 ? 'connecting' : 'reconnecting'), { attempt: this.#attempt });
    let socket;
    try {
      socket = this.#options.createSocket(this.#options.url);
    } catch (error) {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.onmessage = (event) => this.#receive(event.data);
    socket.onclose = (event) => this.#closed(socket, event);
    socket.onerror = () => {};
  }

  #closed(socket, event) {
    if (socket !== this.#socket) return;
    this.#socket = null;
    this.#helloSeen = false;
    if (this.#stopped) return;
    if (event && event.code === 1008) this.#emit('error', { message: `the server closed the session: ${event.reason || 'policy violation'}` });
    this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    if (this.#stopped) return;
    const delay = backoffDelay(this.#attempt, this.#options.backoff, this.#options.random);
    this.#attempt += 1;
    this.#setStatus('reconnecting', { attempt: this.#attempt, delay });
    this.#timer = this.#options.setTimer(() => this.#connect(), delay);
  }

  #receive(data) {
    if (typeof data === 'string') {
      let message;
      try {
        message = JSON.parse(data);
      } catch {
        this.#emit('error', { message: 'the server sent a message that is not JSON' });
        return;
      }
      this.#receiveText(message);
    } else {
      this.#receiveFrame(data);
    }
  }

  #receiveText(message) {
    switch (message.type) {
      case 'hello':
        this.#hello(message);
        break;
      case 'error':
        this.#emit('error', { message: String(message.message) });
        break;
      case 'pong':
        this.#emit('pong', { id: message.id });
        break;
      case 'live':
        this.#emit('live', { build: message.build ?? {}, host: message.host ?? {} });
        break;
      case 'reload':
        this.#reload(message);
        break;
      case 'animations':
      case 'animationSamples':
        this.#emit(message.type, message);
        break;
      default:
        break;
    }
  }

  #hello(message) {
    this.#helloSeen = true;
    this.#pointersDown.clear();
    const rejoined = this.#shared && message.share !== undefined;
    const restoring = !rejoined && (this.#connections > 0 || this.#options.initialTransport !== undefined);
    this.#shared ||= message.share !== undefined;
    this.#connections += 1;
    this.#attempt = 0;
    this.#setStatus('open');
    this.#emit('hello', { scene: message.scene, transport: message.transport, limits: message.limits, restored: restoring, share: message.share });
    const now = this.#options.now();
    if (this.#viewport) this.input(viewportMessage(this.#viewport, now));
    // Parameters set before the first hello (a deep link's) go first, restoring or not.
    for (const [name, value] of this.#parameters) this.input(setMessage(name, value, now));
    if (!restoring) {
      if (message.transport) this.#transport = { ...this.#transport, ...message.transport };
      return;
    }
    const { time, playing, speed } = this.#transport;
    if (time > 0) this.input(seekMessage(time, now));
    if (speed !== 1) this.input(speedMessage(speed, now));
    this.input(playing ? playMessage(now) : pauseMessage(now));
  }

  // `serve --watch` moved this session to a new build (same socket, log replayed): the new
  // host's encoder starts with an empty path cache, so the decoder starts afresh too.
  #reload(message) {
    this.#decoder.reset();
    const hello = message.hello ?? {};
    if (hello.transport) this.#transport = { ...this.#transport, ...hello.transport };
    this.#emit('reload', {
      scene: hello.scene,
      notes: Array.isArray(message.notes) ? message.notes.map(String) : [],
      replayMs: message.replayMs,
      entries: message.entries,
    });
  }

  // A frame the page could not decode (or split): the decoder has forgotten the session's caches.
  // The page asks for a whole frame with the reset flag on the same socket, so the server session
  // — its pointers, transport and event log — carries on; frames already on their way (answering
  // requests sent before) cannot decode without it and are dropped. Only when the frame answering
  // a later request fails too does the page close the socket (4000) and reconnect.
  #decodeFailed(error) {
    this.#decoder.reset();
    if (this.#resyncAfter !== null && this.#framesReceived <= this.#resyncAfter) return;
    if (this.#resyncAfter === null && this.#send(fullFrameRequest())) {
      this.#resyncAfter = this.#framesRequested;
      this.#emit('error', { message: `could not decode a frame (${error.message}); asking for a whole frame` });
      return;
    }
    this.#emit('error', { message: `could not decode a frame (${error.message}); reconnecting` });
    const socket = this.#socket;
    if (socket) socket.close(4000, 'frame decoding failed');
  }

  // One binary message per frame: the frame info (with the state when it changed) and the
  // wire-format frame.
  #receiveFrame(buffer) {
    this.#inFlightSince = null;
    this.#framesReceived += 1;
    let info;
    let frame;
    let bytes = 0;
    try {
      const message = splitFrameMessage(buffer);
      info = message.info;
      bytes = message.wire.length;
      frame = this.#decoder.decode(message.wire);
    } catch (error) {
      this.#decodeFailed(error);
      return;
    }
    this.#resyncAfter = null;
    this.#transport = { time: info.time, playing: info.playing, speed: info.speed };
    this.#emit('transport', this.transport);
    this.#emit('frame', { frame, info, bytes });
    if (info.state !== undefined) this.#emit('state', { state: info.state });
  }
}
