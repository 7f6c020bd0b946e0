// Keyboard shortcuts of the transport bar: space plays/pauses, ←/→ step one frame (ten with
// shift), 1–4 pick the speeds 1×, 0.5×, 0.25× and 0.1×.

/** The speeds the page offers, in shortcut order. */
export const SPEEDS = Object.freeze([1, 0.5, 0.25, 0.1]);

/**
 * The transport command a key press means, or null when it is not a shortcut (then the key goes
 * to the scene). Keys with ctrl/alt/meta held are never shortcuts, nor keys typed into a form
 * field (`editable`).
 * @returns {{command: 'toggle'} | {command: 'step', frames: number} | {command: 'speed', value: number} | null}
 */
export function shortcutFor({ key, shiftKey = false, ctrlKey = false, altKey = false, metaKey = false }, editable = false) {
  if (editable || ctrlKey || altKey || metaKey) return null;
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { command: 'toggle' };
    case 'ArrowLeft':
      return { command: 'step', frames: shiftKey ? -10 : -1 };
    case 'ArrowRight':
      return { command: 'step', frames: shiftKey ? 10 : 1 };
    case '1':
    case '2':
    case '3':
    case '4':
      return { command: 'speed', value: SPEEDS[Number(key) - 1] };
    default:
      return null;
  }
}
