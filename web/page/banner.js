// The banner: one message at a time; transient messages clear themselves. Errors by default;
// `tone: 'info'` for news that is not a problem (a copied link), shown in the accent colour.

/** @returns {{show(message: string, options?: {sticky?: boolean, tone?: 'error' | 'info'}): void, clear(): void}} */
export function createBanner(banner, text, dismiss, { setTimer = setTimeout, clearTimer = clearTimeout, transientMs = 6000 } = {}) {
  let timer = null;
  const clear = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    banner.hidden = true;
    text.textContent = '';
  };
  dismiss.addEventListener('click', clear);
  return {
    show(message, { sticky = false, tone = 'error' } = {}) {
      if (timer !== null) clearTimer(timer);
      timer = null;
      text.textContent = message;
      banner.dataset.tone = tone;
      banner.hidden = false;
      if (!sticky) timer = setTimer(clear, transientMs);
    },
    clear,
  };
}
