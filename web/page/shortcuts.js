// Keyboard shortcuts of the transport bar: space plays/pauses, ←/→ step one frame (ten with
// shift), 1–4 pick the speeds 1×, 0.5×, 0.25× and 0.1×.

/** The speeds the page offers, in shortcut order. */
export const SPEEDS = Object.freeze([1, 0.5, 0.25, 0.1]);

/** The speed buttons, slowest first: SPEEDS and the fast ones (2×, 4×). */
export const SPEED_BUTTONS = Object.freeze([0.1, 0.25, 0.5, 1, 2, 4]);

/**
 * What has the keyboard focus, as far as shortcuts care: `'control'` for a form control that
 * uses keys itself (any input — sliders take arrows, text fields take digits and spaces —,
 * select, textarea, editable content), `'button'` for a button (space and Enter press it), or
 * null for anything else (the canvas, the page).
 * @param {{tagName?: string, isContentEditable?: boolean} | null} target the focused element
 * @returns {'control' | 'button' | null}
 */
export function focusKind(target) {
  if (!target || typeof target.tagName !== 'string') return null;
  if (target.isContentEditable) return 'control';
  const tag = target.tagName.toUpperCase();
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return 'control';
  if (tag === 'BUTTON') return 'button';
  return null;
}

/**
 * The transport command a key press means, or null when it is not a shortcut (then the key goes
 * to the scene). Keys with ctrl/alt/meta held are never shortcuts, nor any key while a form
 * control has the focus (`focus` `'control'`, or `true`), nor space and Enter on a focused
 * button (they press it).
 * @param {object} event the key event's key and modifiers
 * @param {'control' | 'button' | boolean | null} [focus] what has the focus (see focusKind)
 * @returns {{command: 'toggle'} | {command: 'step', frames: number} | {command: 'speed', value: number} | null}
 */
export function shortcutFor({ key, shiftKey = false, ctrlKey = false, altKey = false, metaKey = false }, focus = null) {
  if (focus === true || focus === 'control' || ctrlKey || altKey || metaKey) return null;
  switch (key) {
    case ' ':
    case 'Spacebar':
      return focus === 'button' ? null : { command: 'toggle' };
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
