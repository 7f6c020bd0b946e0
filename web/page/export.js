// Export PNG and Export clip (docs/session-protocol.md §1.4): the requests the page sends — the
// session's log as an events file plus what to draw — the clip range it asks for, and a reader
// for the clip response (JSON progress lines, then the file). The server replays the log on a
// fresh session and draws with Raster, so exports are the session's frames, not the canvas's
// pixels. No DOM.

import { eventsFileDocument } from './events-file.js';

/** Export routes. */
export const EXPORT_PNG_PATH = '/api/export/png';
export const EXPORT_CLIP_PATH = '/api/export/clip';

/** The clip formats the server offers, in menu order (`png`: numbered PNG files in one ZIP). */
export const CLIP_FORMATS = Object.freeze(['mp4', 'webm', 'gif', 'apng', 'png']);

/** The frame rates the page offers for clips (frames per second), in menu order; GIF delays are
 * whole hundredths of a second, so only 25, 50 (and 100) keep a GIF's timing exact. */
export const CLIP_FPS = Object.freeze([24, 25, 30, 50, 60]);

/** The clip frame rate the page starts with. */
export const DEFAULT_CLIP_FPS = 60;

/** A clip format's name in the menu. */
export function clipFormatLabel(format) {
  return format === 'png' ? 'PNG frames (ZIP)' : format.toUpperCase();
}

/** The longest clip the server draws (s); without a loop the page exports the last this-many seconds. */
export const MAXIMUM_CLIP_SECONDS = 60;

/**
 * The body of a PNG export: the frame at `time` (s) at `scale` device pixels per point.
 * @param {{id: string, seed?: number|string}} scene
 * @param {object[]} events the session's events so far (scene seconds), as the recorder keeps them
 */
export function pngRequest(scene, events, time, scale) {
  return { log: eventsFileDocument({ scene: scene.id, seed: scene.seed }, events), time, scale };
}

/** The body of a clip export from `range.from` to `range.to` (s). */
export function clipRequest(scene, events, range, { fps = 60, scale = 1, format = 'mp4' } = {}) {
  return { log: eventsFileDocument({ scene: scene.id, seed: scene.seed }, events), from: range.from, to: range.to, fps, scale, format };
}

/**
 * The range a clip export covers: the A–B loop when one is set, else the timeline up to the shown
 * time (its last MAXIMUM_CLIP_SECONDS). Null when that is shorter than one frame at `fps`.
 * @param {{a: number, b: number} | null} loop
 * @param {number} time the scene time shown (s)
 */
export function clipRange(loop, time, fps = 60) {
  const range = loop && loop.b > loop.a ? { from: loop.a, to: loop.b } : { from: Math.max(0, time - MAXIMUM_CLIP_SECONDS), to: time };
  return range.to - range.from >= 1 / fps ? range : null;
}

/** The loop a `data-loop="a,b"` attribute holds (the transport bar's), or null. */
export function loopFromAttribute(text) {
  const parts = String(text ?? '').split(',').map(Number);
  return parts.length === 2 && parts.every(Number.isFinite) && parts[1] > parts[0] ? { a: parts[0], b: parts[1] } : null;
}

/** The message of an error response (`{"error": "…"}`), or a fallback naming the status. */
export function errorMessage(status, text) {
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed.error === 'string') return parsed.error;
  } catch {
    // not JSON: fall through
  }
  return `the server answered ${status}`;
}

/**
 * Reads a clip export's response body as it arrives: JSON lines (`progress`, then `done` or
 * `error`), and after `done` exactly `bytes` bytes of the file.
 */
export class ExportStreamReader {
  #pending = new Uint8Array(0);
  #done = null;
  #file = null;
  #filled = 0;
  #decoder = new TextDecoder();

  /**
   * Takes the next chunk of the body; returns what it completed, in order:
   * `{type: 'progress', done, total}`, `{type: 'file', bytes: Uint8Array, name, mediaType}`,
   * `{type: 'error', message}`.
   * @param {Uint8Array} chunk
   */
  push(chunk) {
    const out = [];
    let bytes = chunk;
    while (bytes.length > 0) {
      if (this.#done) {
        if (this.#done.delivered) throw new Error('the export stream has bytes after the file');
        const take = Math.min(bytes.length, this.#file.length - this.#filled);
        this.#file.set(bytes.subarray(0, take), this.#filled);
        this.#filled += take;
        bytes = bytes.subarray(take);
        if (this.#filled === this.#file.length) this.#deliver(out);
        continue;
      }
      const joined = new Uint8Array(this.#pending.length + bytes.length);
      joined.set(this.#pending);
      joined.set(bytes, this.#pending.length);
      const newline = joined.indexOf(10);
      if (newline < 0) {
        if (joined.length > 4096) throw new Error('the export stream has a line longer than 4 KiB');
        this.#pending = joined;
        break;
      }
      this.#pending = new Uint8Array(0);
      bytes = joined.subarray(newline + 1);
      const line = JSON.parse(this.#decoder.decode(joined.subarray(0, newline)));
      if (line.type === 'progress') {
        out.push({ type: 'progress', done: line.done, total: line.total });
      } else if (line.type === 'error') {
        out.push({ type: 'error', message: String(line.message) });
      } else if (line.type === 'done') {
        if (!Number.isInteger(line.bytes) || line.bytes < 0) throw new Error('the export stream announces no file size');
        this.#done = { name: String(line.name), mediaType: String(line.mediaType) };
        this.#file = new Uint8Array(line.bytes);
        this.#filled = 0;
        if (line.bytes === 0) this.#deliver(out);
      } else {
        throw new Error(`the export stream has an unknown line type ${JSON.stringify(line.type)}`);
      }
    }
    return out;
  }

  #deliver(out) {
    out.push({ type: 'file', bytes: this.#file, name: this.#done.name, mediaType: this.#done.mediaType });
    this.#done = { ...this.#done, delivered: true };
  }

  /** Whether the whole file arrived. */
  get complete() { return this.#done?.delivered === true; }

  /** The file's name as the server announced it (`demo.mp4`, `demo-frames.zip`), or null before. */
  get fileName() { return this.#done?.name ?? null; }
}
