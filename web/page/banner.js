// The error banner: one message at a time; transient messages clear themselves.

/** @returns {{show(message: string, options?: {sticky?: boolean}): void, clear(): void}} */
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
    show(message, { sticky = false } = {}) {
      if (timer !== null) clearTimer(timer);
      timer = null;
      text.textContent = message;
      banner.hidden = false;
      if (!sticky) timer = setTimer(clear, transientMs);
    },
    clear,
  };
}
