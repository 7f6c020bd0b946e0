// Rolling statistics for the overlay: frames per second, server frame time, bytes per frame and
// input-to-frame latency. Pure: every time is passed in (performance.now() milliseconds).

/** The p-th percentile (0…100) of `values` by nearest rank; NaN for an empty list. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)];
}

/** Keeps the last `windowMs` of frames and the last `latencySamples` latencies. */
export class FrameStats {
  #frames = [];
  #latencies = [];

  constructor({ windowMs = 1000, latencySamples = 200 } = {}) {
    this.windowMs = windowMs;
    this.latencySamples = latencySamples;
  }

  /** A frame was drawn at `at`; `renderMs` is the server's time for it, `bytes` its size. */
  recordFrame(at, renderMs, bytes) {
    this.#frames.push({ at, renderMs, bytes });
    this.#trim(at);
  }

  /** An input reached the screen `ms` milliseconds after it happened. */
  recordLatency(ms) {
    if (!Number.isFinite(ms) || ms < 0) return;
    this.#latencies.push(ms);
    if (this.#latencies.length > this.latencySamples) this.#latencies.shift();
  }

  #trim(now) {
    while (this.#frames.length > 0 && now - this.#frames[0].at > this.windowMs) this.#frames.shift();
  }

  /** The current figures at time `now`; NaN where nothing was measured. */
  snapshot(now) {
    this.#trim(now);
    const frames = this.#frames;
    const mean = (key) => (frames.length === 0 ? NaN : frames.reduce((sum, f) => sum + f[key], 0) / frames.length);
    return {
      fps: (frames.length * 1000) / this.windowMs,
      renderMs: mean('renderMs'),
      bytesPerFrame: mean('bytes'),
      latencyP50: percentile(this.#latencies, 50),
      latencyP95: percentile(this.#latencies, 95),
      latencyCount: this.#latencies.length,
    };
  }

  /** All latency samples kept, oldest first (for tests and the benchmark). */
  latencies() {
    return [...this.#latencies];
  }
}
