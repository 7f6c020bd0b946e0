// What the curve and spring editors share below their plots: a "compare with" preset picker, a
// "Copy as Swift" button and the Swift line, and a sender that coalesces drag updates to one per
// animation frame. Which value each choice compares with is editor-plots.js's (no DOM).

import { compareChoices } from './editor-plots.js';

/**
 * The tools row: `{row, swift}` — a select of `compareChoices(presets)` (the parameter's
 * default, the presets shown as `.name`, none) calling `onCompare(choice)`, and a copy button
 * calling `onCopy()`; `swift` is the `<code>` line the editor fills.
 * @param {{presets: Record<string, object>, what: string, onCompare: (choice: string) => void,
 *   onCopy: () => void, copyTitle: string}} options
 */
export function editorTools({ presets, what, onCompare, onCopy, copyTitle }) {
  const row = document.createElement('div');
  row.className = 'curve-tools';
  const compare = document.createElement('select');
  compare.setAttribute('aria-label', 'Compare with');
  compare.title = `A ${what} drawn dashed for comparison`;
  for (const { value, text } of compareChoices(presets)) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = text;
    compare.append(option);
  }
  compare.addEventListener('change', () => onCompare(compare.value));
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.className = 'copy-curve';
  copy.textContent = 'Copy as Swift';
  copy.title = copyTitle;
  copy.addEventListener('click', onCopy);
  row.append(compare, copy);
  const swift = document.createElement('code');
  swift.className = 'curve-swift';
  return { row, swift };
}

/** `send()` calls `fn()` on the next animation frame, once however often it is called before. */
export function perFrame(fn) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      fn();
    });
  };
}
