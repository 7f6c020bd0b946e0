// The Export PNG and Export clip buttons: the current frame at the device's pixel ratio, and a
// clip of the A–B loop (or the timeline up to the shown time), drawn by the server from the
// session's log (export.js), with progress for clips and errors in the banner. Pressing Export
// clip again while one runs cancels it.

import { download } from './download.js';
import {
  CLIP_FORMATS, CLIP_FPS, DEFAULT_CLIP_FPS, EXPORT_CLIP_PATH, EXPORT_PNG_PATH, ExportStreamReader, clipFormatLabel, clipRange, clipRequest,
  errorMessage, loopFromAttribute, pngRequest,
} from './export.js';

/** POSTs `body` as JSON; the response, or throws with the server's message. */
async function post(path, body, signal) {
  const response = await fetch(path, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store', signal,
  });
  if (!response.ok) throw new Error(errorMessage(response.status, await response.text()));
  return response;
}

/**
 * @param {{png: HTMLButtonElement, clip: HTMLButtonElement, format: HTMLSelectElement, fps: HTMLSelectElement, progress: HTMLProgressElement, loop: HTMLElement}} elements
 * @param {object} page
 * @param {() => {id: string, seed?: number|string} | null} page.scene the current scene's description
 * @param {() => object[]} page.events the session's events so far (scene seconds)
 * @param {() => number} page.time the scene time of the frame shown (s)
 * @param {() => number} page.pixelRatio device pixels per point
 * @param {(message: string) => void} page.notify shows a banner
 */
export function createExportControls({ png, clip, format, fps, progress, loop }, page) {
  const body = document.body;
  let running = null;
  format.replaceChildren(...CLIP_FORMATS.map((name) => new Option(clipFormatLabel(name), name)));
  fps.replaceChildren(...CLIP_FPS.map((rate) => new Option(`${rate} fps`, String(rate), false, rate === DEFAULT_CLIP_FPS)));

  function state(value, detail = '') {
    body.dataset.export = value;
    body.dataset.exportDetail = detail;
  }
  state('idle');

  png.addEventListener('click', async () => {
    const scene = page.scene();
    if (!scene || png.disabled) return;
    png.disabled = true;
    state('png');
    const time = page.time();
    try {
      const response = await post(EXPORT_PNG_PATH, pngRequest(scene, page.events(), time, page.pixelRatio()));
      const bytes = new Uint8Array(await response.arrayBuffer());
      const name = `${scene.id}-${time.toFixed(3)}s.png`;
      download(name, bytes, 'image/png');
      state('saved', name);
    } catch (error) {
      state('failed', error.message);
      page.notify(`Export PNG failed: ${error.message}`);
    } finally {
      png.disabled = png.dataset.blocked === 'true';
    }
  });

  function showProgress(done, total) {
    progress.hidden = false;
    progress.max = Math.max(1, total);
    progress.value = done;
    progress.title = `${done} of ${total} frames`;
    clip.textContent = `Cancel (${Math.round((100 * done) / Math.max(1, total))} %)`;
  }

  function finishClip() {
    running = null;
    progress.hidden = true;
    clip.textContent = 'Export clip';
  }

  clip.addEventListener('click', async () => {
    if (running) {
      running.abort();
      return;
    }
    const scene = page.scene();
    if (!scene) return;
    const rate = Number(fps.value) || DEFAULT_CLIP_FPS;
    const range = clipRange(loopFromAttribute(loop.dataset.loop), page.time(), rate);
    if (!range) {
      page.notify('Export clip: play the scene first, or set a loop (A, B) for the range to export.');
      return;
    }
    const controller = new AbortController();
    running = controller;
    state('clip');
    showProgress(0, 1);
    try {
      const request = clipRequest(scene, page.events(), range, { fps: rate, scale: page.pixelRatio(), format: format.value });
      const response = await post(EXPORT_CLIP_PATH, request, controller.signal);
      const reader = new ExportStreamReader();
      const stream = response.body.getReader();
      for (;;) {
        const { done, value } = await stream.read();
        if (done) break;
        for (const item of reader.push(value)) {
          if (item.type === 'progress') showProgress(item.done, item.total);
          else if (item.type === 'error') throw new Error(item.message);
          else download(item.name, item.bytes, item.mediaType);
        }
      }
      if (!reader.complete) throw new Error('the server ended the export before the file');
      state('saved', reader.fileName);
    } catch (error) {
      if (controller.signal.aborted) {
        state('cancelled');
      } else {
        state('failed', error.message);
        page.notify(`Export clip failed: ${error.message}`);
      }
    } finally {
      finishClip();
    }
  });

  return {
    /** The page left the scene: a clip in progress is cancelled. */
    sceneClosed() {
      running?.abort();
    },
  };
}
