// The scene canvas: keeps it the size of its container (or of the chosen device at its zoom, see
// device.js) at the device pixel ratio, and turns pointer, wheel and key events into calls with
// plain data (positions in scene points: canvas CSS pixels divided by the zoom).

import { deviceLayout, scenePoint } from './device.js';

/**
 * @param {HTMLCanvasElement} canvas
 * @param {object} handlers
 * @param {(viewport: {width: number, height: number, devicePixelRatio: number}) => void} handlers.onViewport
 * @param {(phase: string, event: object, t: number) => void} handlers.onPointer
 * @param {(event: object, pageHeight: number, t: number) => void} handlers.onWheel
 * @param {(width: number, height: number, devicePixelRatio: number, scale: number) => void} handlers.resize sizes the
 *   backing store for a canvas of width × height CSS pixels; frames draw at `scale` (pixel ratio × zoom)
 * @param {() => {device: {width: number, height: number} | null, zoom: 'fit' | number}} [handlers.device] the chosen device
 */
export function attachCanvas(canvas, { onViewport, onPointer, onWheel, resize, device = () => ({ device: null, zoom: 'fit' }) }) {
  const container = canvas.parentElement;
  let viewport = { width: 0, height: 0, devicePixelRatio: window.devicePixelRatio || 1, scale: 1, zoom: 1 };
  let box = '';

  function measure() {
    const rect = container.getBoundingClientRect();
    const choice = device();
    const layout = deviceLayout(rect, choice.device, choice.zoom);
    const ratio = window.devicePixelRatio || 1;
    const next = { ...layout.viewport, devicePixelRatio: ratio, scale: ratio * layout.zoom, zoom: layout.zoom };
    const nextBox = `${layout.left},${layout.top},${layout.width},${layout.height},${ratio}`;
    if (nextBox === box && next.width === viewport.width && next.height === viewport.height) return;
    const viewportChanged = next.width !== viewport.width || next.height !== viewport.height || ratio !== viewport.devicePixelRatio;
    box = nextBox;
    viewport = next;
    // CSP: no inline style attributes, so the box goes through the CSS Object Model.
    canvas.style.left = `${layout.left}px`;
    canvas.style.top = `${layout.top}px`;
    // The layout for tests and tools: the scene's viewport (points) and the zoom (CSS px per point).
    container.dataset.device = choice.device ? `${next.width}x${next.height}` : '';
    container.dataset.viewport = `${next.width}x${next.height}`;
    container.dataset.zoom = String(layout.zoom);
    resize(layout.width, layout.height, ratio, next.scale);
    if (viewportChanged) onViewport(next);
  }

  const observer = new ResizeObserver(measure);
  observer.observe(container);
  // Moving the window to a screen with another pixel ratio fires no resize: watch the ratio.
  let ratioQuery = null;
  const watchRatio = () => {
    ratioQuery?.removeEventListener('change', onRatio);
    ratioQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    ratioQuery.addEventListener('change', onRatio);
  };
  const onRatio = () => {
    measure();
    watchRatio();
  };
  watchRatio();

  const position = (event) => scenePoint(event.clientX, event.clientY, canvas.getBoundingClientRect(), viewport.zoom);
  const pointerData = (event) => ({
    pointerId: event.pointerId, buttons: event.buttons, pointerType: event.pointerType,
    shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey, ...position(event),
  });
  const listeners = {
    pointerdown: (event) => {
      canvas.focus({ preventScroll: true });
      canvas.setPointerCapture?.(event.pointerId);
      onPointer('down', pointerData(event), event.timeStamp);
      event.preventDefault();
    },
    pointermove: (event) => onPointer('move', pointerData(event), event.timeStamp),
    pointerup: (event) => onPointer('up', pointerData(event), event.timeStamp),
    pointercancel: (event) => onPointer('cancel', pointerData(event), event.timeStamp),
    wheel: (event) => {
      event.preventDefault();
      onWheel({
        deltaX: event.deltaX, deltaY: event.deltaY, deltaMode: event.deltaMode,
        shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey, ...position(event),
      }, viewport.height, event.timeStamp);
    },
    contextmenu: (event) => event.preventDefault(),
  };
  for (const [type, listener] of Object.entries(listeners)) {
    canvas.addEventListener(type, listener, { passive: false });
  }
  measure();

  return {
    /** The current drawing area (points), the pixel ratio, the zoom and the drawing scale (ratio × zoom). */
    viewport: () => viewport,
    /** Measures again (after layout changes the observer cannot see). */
    measure,
    detach() {
      observer.disconnect();
      ratioQuery?.removeEventListener('change', onRatio);
      for (const [type, listener] of Object.entries(listeners)) canvas.removeEventListener(type, listener);
    },
  };
}
