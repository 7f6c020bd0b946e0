// Devices and zoom for the stage: the scene runs at a device's viewport (by default the scene's
// own declared one; a phone, a tablet, a desktop, or custom W×H, optionally rotated) shown at a
// zoom — fit-to-window (the default), 50 %, 100 % or 200 % — or fills the window. This module is
// the arithmetic: which device a choice names, where the canvas goes, how big its backing store
// is, and how a pointer position on it maps to scene points. No DOM.

/** Device presets: viewport sizes in points. */
export const DEVICES = Object.freeze([
  { id: 'phone', title: 'Phone', width: 390, height: 844 },
  { id: 'tablet', title: 'Tablet', width: 820, height: 1180 },
  { id: 'desktop', title: 'Desktop', width: 1440, height: 900 },
]);

/** Zoom choices: `'fit'` (as large as fits, at most 100 %) or a factor. */
export const ZOOMS = Object.freeze(['fit', 0.5, 1, 2]);

/** The device choice a page starts with when none is remembered: the scene's declared viewport at fit zoom. */
export const DEFAULT_CHOICE = Object.freeze({ choice: 'scene', zoom: 'fit' });

const CHOICES = ['window', 'scene', ...DEVICES.map((device) => device.id), 'custom'];

/**
 * The device choice to start with: a remembered one (`{choice, zoom, width, height}` as the
 * controls store them, values as strings) where its fields are valid, else the default.
 * @returns {{choice: string, zoom: string, width?: string, height?: string}}
 */
export function startingChoice(saved) {
  const start = { ...DEFAULT_CHOICE };
  if (!saved || typeof saved !== 'object') return start;
  if (CHOICES.includes(saved.choice)) start.choice = saved.choice;
  if (ZOOMS.map(String).includes(saved.zoom)) start.zoom = saved.zoom;
  for (const side of ['width', 'height']) {
    const value = Number(saved[side]);
    if (typeof saved[side] === 'string' && Number.isInteger(value) && value >= 1 && value <= 16384) start[side] = saved[side];
  }
  return start;
}

/**
 * What the device picker shows for a choice: the scene's own viewport needs the scene to declare
 * one; a scene without shows the window (the choice stays, for the next scene).
 */
export function shownChoice(choice, sceneViewport) {
  return choice === 'scene' && !sceneViewport ? 'window' : choice;
}

/** Margin (CSS px) kept around a device in the stage, room for its frame. */
export const DEVICE_MARGIN = 16;

/**
 * Where the canvas goes in a stage of `container` size (CSS px).
 * @param {{width: number, height: number}} container the stage
 * @param {{width: number, height: number} | null} device the viewport in points, or null to fill the stage
 * @param {'fit' | number} zoom
 * @returns {{viewport: {width: number, height: number}, zoom: number, left: number, top: number, width: number, height: number}}
 *   the scene viewport (points), the zoom used, and the canvas box in the stage (CSS px)
 */
export function deviceLayout(container, device, zoom = 'fit') {
  const cw = Math.max(1, Math.floor(container.width));
  const ch = Math.max(1, Math.floor(container.height));
  if (!device) return { viewport: { width: cw, height: ch }, zoom: 1, left: 0, top: 0, width: cw, height: ch };
  const fit = Math.min(1, (cw - 2 * DEVICE_MARGIN) / device.width, (ch - 2 * DEVICE_MARGIN) / device.height);
  const scale = zoom === 'fit' ? Math.max(0.05, fit) : zoom;
  const width = device.width * scale;
  const height = device.height * scale;
  // Centred when it fits, else from the margin (the stage scrolls).
  const left = Math.max(DEVICE_MARGIN, (cw - width) / 2);
  const top = Math.max(DEVICE_MARGIN, (ch - height) / 2);
  return { viewport: { width: device.width, height: device.height }, zoom: scale, left, top, width, height };
}

/** A pointer at client (x, y) over a canvas whose box starts at `rect`, as scene points at `zoom`. */
export function scenePoint(clientX, clientY, rect, zoom) {
  return { x: (clientX - rect.left) / zoom, y: (clientY - rect.top) / zoom };
}

/** The device a choice names: a preset id, `scene` (with the scene's viewport), `custom:WxH`, or null (window). */
export function deviceFor(choice, sceneViewport) {
  if (!choice || choice === 'window') return null;
  if (choice === 'scene') return sceneViewport ? { width: sceneViewport.width, height: sceneViewport.height } : null;
  const preset = DEVICES.find((device) => device.id === choice);
  if (preset) return { width: preset.width, height: preset.height };
  const custom = /^custom:(\d+)x(\d+)$/.exec(choice);
  if (custom) {
    const [width, height] = [Number(custom[1]), Number(custom[2])];
    if (width >= 1 && width <= 16384 && height >= 1 && height <= 16384) return { width, height };
  }
  return null;
}

/** The device turned a quarter (width and height swapped). */
export function rotated(device) {
  return device ? { width: device.height, height: device.width } : null;
}
