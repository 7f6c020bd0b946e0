"""Layout probes for the preview page: the window size (emulated exactly with the DevTools
protocol) and which controls are off screen or covered. One copy for the page's browser tests."""

import os

CONTROLS_PROBE = """
const seen = [...document.querySelectorAll('button, select, input, textarea, output, [tabindex]:not([tabindex="-1"])')]
  .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden' && !e.classList.contains('file-input'));
return seen.map((e) => {
  e.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const labelled = e.labels && [...e.labels].some((label) => label.contains(hit));
  return {
    name: e.id || e.dataset.action || e.dataset.speed || e.closest('[data-parameter]')?.dataset.parameter || e.tagName,
    inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5 && r.width > 0,
    clickable: hit === e || e.contains(hit) || labelled,
    rect: [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)],
  };
});
"""


def set_viewport(driver, width, height, ratio=1):
    """Makes the page's viewport exactly width × height CSS pixels at device pixel ratio `ratio`."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": ratio, "mobile": False})


def reset_viewport(driver):
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def unreachable_controls(driver):
    """Every visible control that is outside the viewport or covered where one would click it."""
    return [c for c in driver.execute_script(CONTROLS_PROBE) if not (c["inside"] and c["clickable"])]


def page_overflows(driver):
    """Whether the page itself is wider or taller than the window (something pokes out)."""
    return driver.execute_script(
        "const d = document.documentElement; return d.scrollWidth > innerWidth || d.scrollHeight > innerHeight;")


def screenshot(driver, name):
    """Saves a PNG under $ZOETROPE_SCREENSHOTS (when set) for a person to look at."""
    folder = os.environ.get("ZOETROPE_SCREENSHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        driver.save_screenshot(os.path.join(folder, f"{name}.png"))
