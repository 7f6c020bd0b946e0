// What a viewer of a shared session shows of it (docs/session-protocol.md §6): the number of
// viewers in the overlay, and — for every viewer but the owner — the session's viewport
// letterboxed in this page at this page's own zoom and pixel ratio. No DOM but the element given.

/**
 * The viewport (points) this page must show the scene at, or null when it already does: a viewer
 * that does not own the session draws its frames at the session's size (the owner's), which the
 * page shows as a device of that size, letterboxed in its stage.
 * @param {{owner?: boolean}} share the hello's `share`
 * @param {{width: number, height: number}} frame the frame drawn
 * @param {{width: number, height: number}} viewport this page's drawing area (points)
 */
export function letterboxFor(share, frame, viewport) {
  if (!share || share.owner === true || !frame) return null;
  const width = Math.round(frame.width);
  const height = Math.round(frame.height);
  if (!(width >= 1 && height >= 1)) return null;
  if (Math.abs(viewport.width - width) < 0.5 && Math.abs(viewport.height - height) < 0.5) return null;
  return { width, height };
}

/** Shows the viewer count of a shared session (a frame's `viewers`) in `element` and on `body.dataset.viewers`. */
export function showViewers(element, body, count) {
  if (!Number.isInteger(count) || count < 0) return;
  const text = String(count);
  if (element && element.textContent !== text) element.textContent = text;
  body.dataset.viewers = text;
}

/**
 * The tooltip of Record, Open events file and the exports while the page is a viewer of a shared
 * session: they work from the page's own log, mirrored from its own timestamps, and a shared
 * session's clock is the server's and its log holds every viewer's input.
 */
export const SHARED_RECORDING_NOTE = "Not available in a shared session: its clock is the server's and its log holds every viewer's input, "
  + 'which this page does not have, so a recording or export from it would not show what the viewers see.';

/**
 * Turns the buttons that record, replay or export from the page's own log off while the page is a
 * viewer of a shared session (with the reason as their tooltip), and on again with their own
 * tooltips when it is not. `data-blocked` says which (an export that ends leaves it off).
 * @param {{disabled: boolean, title: string, dataset: object}[]} buttons
 * @param {object | null} share the hello's `share`, or null outside a shared session
 */
export function blockRecording(buttons, share) {
  for (const button of buttons) {
    if (button.dataset.ownTitle === undefined) button.dataset.ownTitle = button.title;
    button.disabled = Boolean(share);
    button.dataset.blocked = String(Boolean(share));
    button.title = share ? SHARED_RECORDING_NOTE : button.dataset.ownTitle;
  }
}

/**
 * The viewer's `share` after a frame: a copy with `owner: true` when the frame says this viewer
 * owns the session now (its owner left: docs/session-protocol.md §6.3) and it did not before;
 * null when nothing changed.
 * @param {object | null} share
 * @param {object | undefined} info the frame's info
 */
export function ownershipFrom(share, info) {
  if (!share || share.owner === true || info?.owner !== true) return null;
  return { ...share, owner: true };
}
