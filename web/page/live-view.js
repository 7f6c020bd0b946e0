// The DOM side of live reload: fills the build indicator, the compile-error overlay and the
// crash notice from live.js's pure views.

import { buildIndicator, compileErrors, crashNotice } from './live.js';

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Shows a `live` status: `{indicator, errors, errorList, crash, crashMessage, crashLog}` elements. */
export function showLiveStatus(elements, { build, host }) {
  const indicator = buildIndicator(build);
  elements.indicator.textContent = indicator.text;
  elements.indicator.dataset.state = indicator.state;
  elements.indicator.hidden = indicator.state === 'idle';

  const errors = compileErrors(build);
  elements.errorList.replaceChildren(...errors.map((error) => {
    const item = element('li', 'compile-error');
    item.dataset.file = error.file;
    item.dataset.line = String(error.line);
    item.append(element('div', 'location', error.location), element('div', 'message', error.message));
    const code = element('pre', 'source');
    for (const line of error.source) {
      const row = element('span', line.marked ? 'marked' : '', `${String(line.line).padStart(4)} | ${line.text}\n`);
      code.append(row);
      if (line.marked) code.append(element('span', 'caret', `${' '.repeat(7 + error.caret)}^\n`));
    }
    item.append(code);
    return item;
  }));
  elements.errors.hidden = errors.length === 0;

  const crash = crashNotice(host);
  elements.crash.hidden = crash === null;
  elements.crashMessage.textContent = crash?.message ?? '';
  elements.crashLog.textContent = crash ? crash.stderr.join('\n') : '';
  document.body.dataset.build = indicator.state;
  document.body.dataset.host = host?.state ?? 'running';
}
