// `preview serve --watch` in the page: what the build indicator says, the compile-error
// overlay's content (Vite-style: each error with file:line:column, message and the source
// around it) and the crash notice, from the server's `live` status message. Pure functions of
// the message: the DOM side is in live-view.js.

/** Shortens an absolute path to its last `keep` components, for display. */
export function shortPath(path, keep = 3) {
  const parts = String(path).split('/').filter((part) => part.length > 0);
  return parts.length <= keep ? String(path) : `…/${parts.slice(-keep).join('/')}`;
}

/**
 * The build indicator for a `live` message's `build`.
 * @returns {{state: string, text: string}} `state` is idle, building, built or failed; `text` is
 *   empty when idle (no rebuild since the server started).
 */
export function buildIndicator(build) {
  const seconds = Number.isFinite(build?.seconds) ? build.seconds.toFixed(1) : '?';
  switch (build?.state) {
    case 'building': return { state: 'building', text: 'building…' };
    case 'built': return { state: 'built', text: `built in ${seconds} s` };
    case 'failed': return { state: 'failed', text: `build failed (${seconds} s)` };
    default: return { state: 'idle', text: '' };
  }
}

/**
 * The compile-error overlay's entries for a `live` message's `build` (none unless it failed).
 * @returns {Array<{location: string, file: string, line: number, column: number, message: string,
 *   source: Array<{line: number, text: string, marked: boolean}>, caret: number}>}
 */
export function compileErrors(build) {
  if (build?.state !== 'failed' || !Array.isArray(build.diagnostics)) return [];
  return build.diagnostics.map((diagnostic) => ({
    location: `${shortPath(diagnostic.file)}:${diagnostic.line}:${diagnostic.column}`,
    file: String(diagnostic.file),
    line: diagnostic.line,
    column: diagnostic.column,
    message: String(diagnostic.message),
    source: (Array.isArray(diagnostic.source) ? diagnostic.source : []).map((entry) => ({
      line: entry.line,
      text: String(entry.text),
      marked: entry.line === diagnostic.line,
    })),
    caret: Math.max(0, diagnostic.column - 1),
  }));
}

/**
 * The crash notice for a `live` message's `host`, or null while the host runs.
 * @returns {{message: string, stderr: string[]} | null}
 */
export function crashNotice(host) {
  if (host?.state !== 'crashed') return null;
  return { message: String(host.message ?? 'the scene host stopped'), stderr: Array.isArray(host.stderr) ? host.stderr.map(String) : [] };
}

/** The banner text after a reload that could not restore everything, or null. */
export function restoreNote(notes) {
  if (!Array.isArray(notes) || notes.length === 0) return null;
  const unique = [...new Set(notes)];
  return `Reloaded the new build; could not restore ${notes.length} logged input${notes.length === 1 ? '' : 's'}: ${unique.join('; ')}`;
}
