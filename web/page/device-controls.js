// The device picker, custom size, rotate and zoom controls above the stage (see device.js). The
// page starts at the scene's declared viewport at fit zoom (the window for a scene that declares
// none) unless the user chose otherwise before: a choice made with these controls is remembered;
// a deep link's viewport applies to that page only.

import { deviceFor, DEVICES, rotated, shownChoice, startingChoice } from './device.js';

/**
 * @param {{device: HTMLSelectElement, custom: HTMLElement, width: HTMLInputElement, height: HTMLInputElement,
 *          rotate: HTMLButtonElement, zoom: HTMLSelectElement}} elements
 * @param {(choice: {device: {width: number, height: number} | null, zoom: 'fit' | number}) => void} onChange
 * @param {{get(name: string, fallback: any): any, set(name: string, value: any): void}} [preferences] remembers the choice
 */
export function createDeviceControls(elements, onChange, preferences = null) {
  let sceneViewport = null;
  let current = { device: null, zoom: 'fit' };
  const start = startingChoice(preferences?.get('device', null));
  /** What the picker stands for: `scene` stays chosen while a scene without a viewport shows the window. */
  let choice = start.choice;
  elements.zoom.value = start.zoom;
  if (start.width) elements.width.value = start.width;
  if (start.height) elements.height.value = start.height;

  /** Remembers the user's choice (called for choices made with the controls only). */
  function remember() {
    preferences?.set('device', { choice, width: elements.width.value, height: elements.height.value, zoom: elements.zoom.value });
  }

  function apply(device) {
    const zoom = elements.zoom.value === 'fit' ? 'fit' : Number(elements.zoom.value);
    current = { device, zoom };
    elements.device.value = shownChoice(choice, sceneViewport);
    elements.rotate.disabled = device === null;
    elements.zoom.disabled = device === null;
    elements.custom.hidden = choice !== 'custom';
    document.body.dataset.device = device ? `${device.width}x${device.height}` : '';
    onChange(current);
  }

  function chosen() {
    if (choice === 'custom') return deviceFor(`custom:${Math.round(Number(elements.width.value))}x${Math.round(Number(elements.height.value))}`);
    return deviceFor(choice, sceneViewport);
  }

  elements.device.addEventListener('change', () => {
    choice = elements.device.value;
    if (choice === 'custom' && current.device) {
      elements.width.value = String(current.device.width);
      elements.height.value = String(current.device.height);
    }
    apply(chosen());
    remember();
  });
  for (const input of [elements.width, elements.height]) {
    input.addEventListener('change', () => {
      apply(chosen());
      remember();
    });
  }
  elements.zoom.addEventListener('change', () => {
    apply(current.device);
    remember();
  });
  elements.rotate.addEventListener('click', () => {
    const turned = rotated(current.device);
    if (!turned) return;
    choice = 'custom';
    elements.width.value = String(turned.width);
    elements.height.value = String(turned.height);
    apply(turned);
    remember();
  });

  // A device that needs no scene applies now (after the caller has its result); the scene's own
  // viewport applies when the scene is known (setScene).
  elements.device.value = shownChoice(choice, sceneViewport);
  elements.custom.hidden = choice !== 'custom';
  if (choice !== 'window' && choice !== 'scene') queueMicrotask(() => apply(chosen()));

  return {
    /** The scene's declared viewport (points, or null when it declares none): the "Scene" choice and its label. */
    setScene(viewport) {
      sceneViewport = viewport && viewport.width > 0 && viewport.height > 0 ? { width: viewport.width, height: viewport.height } : null;
      const option = [...elements.device.options].find((o) => o.value === 'scene');
      if (option) {
        option.textContent = sceneViewport ? `Scene ${sceneViewport.width}×${sceneViewport.height}` : 'Scene (declares no viewport)';
        option.disabled = sceneViewport === null;
      }
      if (choice === 'scene') apply(chosen());
    },
    /**
     * Restores a deep link's viewport for this page (not remembered): `'window'`, the scene's own
     * size, a matching preset, else a custom size.
     */
    restore(viewport) {
      if (viewport === 'window') {
        choice = 'window';
      } else {
        const same = (d) => d && d.width === viewport.width && d.height === viewport.height;
        const preset = DEVICES.find(same);
        choice = same(sceneViewport) ? 'scene' : preset ? preset.id : 'custom';
        elements.width.value = String(viewport.width);
        elements.height.value = String(viewport.height);
      }
      apply(chosen());
    },
    /** The viewport chosen, or null when the scene fills the window. */
    viewport: () => current.device,
  };
}
