// The statistics overlay: fps, server frame time, bytes per frame, input-to-frame latency.

import { formatBytes, formatMilliseconds } from './format.js';

/** Writes a FrameStats snapshot into the overlay's elements. */
export function updateOverlay({ fps, render, bytes, latency }, snapshot) {
  fps.textContent = Number.isFinite(snapshot.fps) ? snapshot.fps.toFixed(0) : '–';
  render.textContent = formatMilliseconds(snapshot.renderMs);
  bytes.textContent = formatBytes(snapshot.bytesPerFrame);
  latency.textContent = snapshot.latencyCount === 0
    ? '–'
    : `${formatMilliseconds(snapshot.latencyP50)} p50 · ${formatMilliseconds(snapshot.latencyP95)} p95`;
  latency.dataset.p50 = String(snapshot.latencyP50);
  latency.dataset.p95 = String(snapshot.latencyP95);
  latency.dataset.count = String(snapshot.latencyCount);
}
