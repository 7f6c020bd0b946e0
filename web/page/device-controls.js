// The device picker, custom size, rotate and zoom controls above the stage (see device.js).

import { deviceFor, DEVICES, rotated } from './device.js';

/**
 * @param {{device: HTMLSelectElement, custom: HTMLElement, width: HTMLInputElement, height: HTMLInputElement,
 *          rotate: HTMLButtonElement, zoom: HTMLSelectElement}} elements
 * @param {(choice: {device: {width: number, height: number} | null, zoom: 'fit' | number}) => void} onChange
 * @param {{get(name: string, fallback: any): any, set(name: string, value: any): void}} [preferences] remembers the choice
 */
export function createDeviceControls(elements, onChange, preferences = null) {
  let sceneViewport = null;
  let current = { device: null, zoom: 'fit' };

  function remember() {
    preferences?.set('device', {
      choice: elements.device.value, width: elements.width.value, height: elements.height.value, zoom: elements.zoom.value,
    });
  }

  function apply(device) {
    const zoom = elements.zoom.value === 'fit' ? 'fit' : Number(elements.zoom.value);
    current = { device, zoom };
    elements.rotate.disabled = device === null;
    elements.zoom.disabled = device === null;
    elements.custom.hidden = elements.device.value !== 'custom';
    document.body.dataset.device = device ? `${device.width}x${device.height}` : '';
    remember();
    onChange(current);
  }

  function chosen() {
    const value = elements.device.value;
    if (value === 'custom') return deviceFor(`custom:${Math.round(Number(elements.width.value))}x${Math.round(Number(elements.height.value))}`);
    return deviceFor(value, sceneViewport);
  }

  elements.device.addEventListener('change', () => {
    if (elements.device.value === 'custom' && current.device) {
      elements.width.value = String(current.device.width);
      elements.height.value = String(current.device.height);
    }
    apply(chosen());
  });
  for (const input of [elements.width, elements.height]) input.addEventListener('change', () => apply(chosen()));
  elements.zoom.addEventListener('change', () => apply(current.device));
  elements.rotate.addEventListener('click', () => {
    const turned = rotated(current.device);
    if (!turned) return;
    elements.device.value = 'custom';
    elements.width.value = String(turned.width);
    elements.height.value = String(turned.height);
    apply(turned);
  });

  // The last choice comes back (a deep link's viewport overrides it, see restore()).
  const saved = preferences?.get('device', null);
  if (saved && typeof saved === 'object') {
    for (const [element, value] of [[elements.device, saved.choice], [elements.width, saved.width], [elements.height, saved.height], [elements.zoom, saved.zoom]]) {
      if (typeof value === 'string' && value !== '') element.value = value;
    }
    if (elements.device.value !== 'window') queueMicrotask(() => apply(chosen()));
  }

  return {
    /** The scene's declared viewport (for the "Scene" choice and its label). */
    setScene(viewport) {
      sceneViewport = viewport && viewport.width > 0 && viewport.height > 0 ? viewport : null;
      const option = [...elements.device.options].find((o) => o.value === 'scene');
      if (option) option.textContent = sceneViewport ? `Scene ${sceneViewport.width}×${sceneViewport.height}` : 'Scene';
      if (elements.device.value === 'scene') apply(chosen());
    },
    /** Restores a viewport from a deep link: a matching preset, else a custom size. */
    restore(viewport) {
      const preset = DEVICES.find((d) => d.width === viewport.width && d.height === viewport.height);
      elements.device.value = preset ? preset.id : 'custom';
      elements.width.value = String(viewport.width);
      elements.height.value = String(viewport.height);
      apply({ width: viewport.width, height: viewport.height });
    },
    /** The viewport chosen, or null when the scene fills the window. */
    viewport: () => current.device,
  };
}
