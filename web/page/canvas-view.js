// The scene canvas: keeps it the size of its container at the device pixel ratio and turns
// pointer, wheel and key events into calls with plain data (positions in canvas CSS pixels).

/**
 * @param {HTMLCanvasElement} canvas
 * @param {object} handlers
 * @param {(viewport: {width: number, height: number, devicePixelRatio: number}) => void} handlers.onViewport
 * @param {(phase: string, event: object, t: number) => void} handlers.onPointer
 * @param {(event: object, pageHeight: number, t: number) => void} handlers.onWheel
 * @param {(width: number, height: number, devicePixelRatio: number) => void} handlers.resize sizes the backing store
 */
export function attachCanvas(canvas, { onViewport, onPointer, onWheel, resize }) {
  const container = canvas.parentElement;
  let viewport = { width: 0, height: 0, devicePixelRatio: window.devicePixelRatio || 1 };

  function measure() {
    const rect = container.getBoundingClientRect();
    const next = { width: Math.max(1, Math.floor(rect.width)), height: Math.max(1, Math.floor(rect.height)), devicePixelRatio: window.devicePixelRatio || 1 };
    if (next.width === viewport.width && next.height === viewport.height && next.devicePixelRatio === viewport.devicePixelRatio) return;
    viewport = next;
    resize(next.width, next.height, next.devicePixelRatio);
    onViewport(next);
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

  const position = (event) => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
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
    /** The current drawing area. */
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
