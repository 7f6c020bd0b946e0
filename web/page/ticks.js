// Round tick values for an axis: 1, 2 or 5 times a power of ten, as d3's ticks. No DOM.

/**
 * Tick values covering `low…high`, about `count` of them, on multiples of a round step.
 * @returns {{step: number, values: number[]}} values ascending, all within low…high (inclusive);
 *   an empty list when the range is empty or not finite.
 */
export function niceTicks(low, high, count = 5) {
  if (!Number.isFinite(low) || !Number.isFinite(high) || !(high > low) || !(count > 0)) return { step: 0, values: [] };
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  // d3's thresholds: the round step nearest the rough one on a log scale.
  const step = (fraction >= Math.sqrt(50) ? 10 : fraction >= Math.sqrt(10) ? 5 : fraction >= Math.sqrt(2) ? 2 : 1) * power;
  const values = [];
  // Counted by index from a multiple of the step, so no error accumulates.
  const first = Math.ceil(low / step - 1e-9);
  for (let i = first; i * step <= high + step * 1e-9; i += 1) values.push(cleanMultiple(i, step));
  return { step, values };
}

/** i × step without the float noise of the product (0.1 × 3 = 0.30000000000000004 → 0.3). */
function cleanMultiple(i, step) {
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number((i * step).toFixed(Math.min(digits, 15)));
}
