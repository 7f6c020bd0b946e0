// Shared sessions seen from the page (docs/session-protocol.md §6): the link that joins one,
// `#/session/<id>?key=<key>`, and the WebSocket targets that start and join one. The key is in the
// hash, which a browser never sends to a server; the page hands it over only in the WebSocket
// URL of the session it joins. No DOM.

const PREFIX = '#/session/';
const ID = /^[0-9a-f]{16}$/;
const KEY = /^[0-9a-f]{32}$/;

/** The shared session a location hash names, `{id, key}`, or null (a missing or malformed key is null too). */
export function shareFromHash(hash) {
  if (typeof hash !== 'string' || !hash.startsWith(PREFIX)) return null;
  const rest = hash.slice(PREFIX.length);
  const query = rest.indexOf('?');
  const id = query < 0 ? rest : rest.slice(0, query);
  const key = query < 0 ? null : new URLSearchParams(rest.slice(query + 1)).get('key');
  return ID.test(id) && KEY.test(key ?? '') ? { id, key } : null;
}

/** Whether a hash is a shared-session link at all (well formed or not). */
export function isShareHash(hash) {
  return typeof hash === 'string' && hash.startsWith(PREFIX);
}

/** The hash of the link that joins a shared session. */
export function hashForShare({ id, key }) {
  return `${PREFIX}${id}?key=${key}`;
}

/** The WebSocket path and query that joins a shared session. */
export function joinTarget({ id, key }) {
  return `/session?join=${encodeURIComponent(id)}&key=${encodeURIComponent(key)}`;
}

/** The WebSocket path and query that starts a shared session of a scene. */
export function shareTarget(sceneId) {
  return `/session?scene=${encodeURIComponent(sceneId)}&share=1`;
}

/** The full link to a shared session from a page at `origin` (`https://host:port`). */
export function shareLink(origin, share) {
  return `${origin}/${hashForShare(share)}`;
}
