// Deep links: `#/scene/ID` opens a scene directly.

const PREFIX = '#/scene/';

/** The scene id a location hash names, or null. */
export function sceneFromHash(hash) {
  if (typeof hash !== 'string' || !hash.startsWith(PREFIX)) return null;
  const raw = hash.slice(PREFIX.length).split(/[/?]/)[0];
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The hash that links to a scene. */
export function hashForScene(id) {
  return PREFIX + encodeURIComponent(id);
}
