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
