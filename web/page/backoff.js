// Reconnect delays: exponential backoff with a cap and a little jitter, so a restarting
// server is found again quickly while a dead one is not hammered.

/** The default schedule: 250 ms, 500 ms, 1 s, 2 s, 4 s, then 5 s, each ±20 %. */
export const DEFAULT_BACKOFF = Object.freeze({ base: 250, factor: 2, max: 5000, jitter: 0.2 });

/**
 * The delay before reconnect attempt `attempt` (0 for the first retry), in milliseconds.
 * @param {number} attempt
 * @param {{base: number, factor: number, max: number, jitter: number}} [options]
 * @param {() => number} [random] uniform in [0, 1); injectable for tests
 */
export function backoffDelay(attempt, options = DEFAULT_BACKOFF, random = Math.random) {
  const { base, factor, max, jitter } = options;
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const nominal = Math.min(max, base * factor ** Math.min(n, 30));
  const spread = 1 + jitter * (2 * random() - 1);
  return Math.max(0, Math.round(nominal * spread));
}
