"""What the real-browser tests read from and do to the preview page: frame counts, the inspector's
scene state, the transport (clock, play state, seeking), the console, and pointer input at scene
points. One copy for every test file (pytest puts this folder on sys.path).

Scene points (origin top-left, y down) are not client pixels: the page shows the scene at a
device's viewport and zoom (docs/page.md). `scene_view` reads how it shows it now (the stage's
`data-viewport` and `data-zoom`, the canvas's client box); `tap`, `drag` and `pixel` take scene
points and go through it. Lists are read in one script (`attributes`): the
page re-renders them, so an element found in one call may be gone by the next."""

import json
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait_for(driver, predicate, timeout=15, message=""):
    """Polls `predicate(driver)` every 20 ms until it is truthy (returned) or `timeout` s pass."""
    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: predicate(d), message)


def body(driver, name):
    """The body's `data-NAME` attribute."""
    return driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}")


def attributes(driver, css, name):
    """The attribute `name` of every element matching `css`, read in one script (no stale elements)."""
    return driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => e.getAttribute(arguments[1]));", css, name)


SCENE_VIEW = """
const canvas = document.getElementById('canvas');
const box = canvas.getBoundingClientRect();
const stage = canvas.parentElement.getBoundingClientRect();
const { zoom, viewport } = canvas.parentElement.dataset;
const [width, height] = viewport.split('x').map(Number);
return {
  left: box.left, top: box.top, zoom: Number(zoom), ratio: window.devicePixelRatio || 1, width, height,
  visible: [Math.max(stage.left, 0), Math.max(stage.top, 0), Math.min(stage.right, innerWidth), Math.min(stage.bottom, innerHeight)],
};
"""


def scene_view(driver):
    """How the page shows the scene now: `left`, `top` (the canvas's client position, CSS px),
    `zoom` (CSS px per point), `ratio` (device pixel ratio), `width`, `height` (the scene's
    viewport, points) and `visible` (the stage's box on screen: left, top, right, bottom)."""
    return driver.execute_script(SCENE_VIEW)


def scene_size(driver):
    """The scene's viewport (width, height) in points."""
    view = scene_view(driver)
    return view["width"], view["height"]


def client_point(view, x, y):
    """Where scene point (x, y) is on screen, in whole client pixels (WebDriver moves the pointer
    by whole pixels), checked to be on the visible part of the stage."""
    cx, cy = round(view["left"] + x * view["zoom"]), round(view["top"] + y * view["zoom"])
    left, top, right, bottom = view["visible"]
    assert left <= cx < right and top <= cy < bottom, f"scene point ({x}, {y}) is off screen at ({cx}, {cy}): {view}"
    return cx, cy


def scene_point(view, cx, cy):
    """The scene point under client pixel (cx, cy): what the scene receives for it."""
    return (cx - view["left"]) / view["zoom"], (cy - view["top"]) / view["zoom"]


def drag(driver, points, press=True, release=True, step_ms=30):
    """Moves the mouse through scene `points`, each move taking `step_ms`: pressed at the first
    one (unless `press` is False: a drag already under way continues), released at the last
    (unless `release` is False). Returns the scene points the scene receives (whole pixels)."""
    view = scene_view(driver)
    builder = ActionBuilder(driver, duration=step_ms)
    pointer = builder.pointer_action
    received = []
    for index, (x, y) in enumerate(points):
        cx, cy = client_point(view, x, y)
        pointer.move_to_location(cx, cy)
        if index == 0 and press:
            pointer.pointer_down()
        received.append(scene_point(view, cx, cy))
    if release:
        pointer.pointer_up()
    builder.perform()
    return received


def tap(driver, x, y):
    """A click (press and release) at scene point (x, y); returns the point the scene receives."""
    return drag(driver, [(x, y)])[0]


def pixel(driver, x, y):
    """The canvas pixel that shows scene point (x, y), as [r, g, b, a]."""
    return driver.execute_script(
        """const c = document.getElementById('canvas');
           const scale = Number(c.parentElement.dataset.zoom || 1) * (window.devicePixelRatio || 1);
           return Array.from(c.getContext('2d').getImageData(Math.floor(arguments[0] * scale), Math.floor(arguments[1] * scale), 1, 1).data);""",
        x, y,
    )


def frames(driver):
    """How many frames the page has drawn (`data-frames` on the body)."""
    return int(driver.find_element(By.TAG_NAME, "body").get_attribute("data-frames") or 0)


def state(driver):
    """The scene state the inspector shows (its exact JSON, `data-json`; the text rounds numbers
    for reading), or None before the first one."""
    text = driver.find_element(By.ID, "inspector").get_attribute("data-json")
    return json.loads(text) if text else None


def canvas_image(driver):
    """The canvas as a PNG data URL (to tell whether a frame changed)."""
    return driver.execute_script("return document.getElementById('canvas').toDataURL()")


def editor_value(driver, css):
    """The value a curve or spring editor (`css`) holds: its `data-value` JSON."""
    return json.loads(driver.find_element(By.CSS_SELECTOR, css).get_attribute("data-value"))


def drag_first_handle_down(driver, css, start):
    """Drags a curve editor's (`css`) first handle down by a third of its plot and waits until the
    editor holds a value other than `start` (its value before); returns that value."""
    svg = driver.find_element(By.CSS_SELECTOR, f"{css} svg")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", svg)
    handle = driver.find_element(By.CSS_SELECTOR, f"{css} circle[data-handle='1']")
    plot = svg.rect
    ActionChains(driver).move_to_element(handle).click_and_hold().move_by_offset(0, plot["height"] / 6) \
        .move_by_offset(0, plot["height"] / 6).release().perform()
    return wait_for(driver, lambda d: (v := editor_value(d, css)) != start and v, message="the curve follows the drag")


def link_parameter(driver, name):
    """The value the address bar's deep link holds for parameter `name`, or None."""
    fragment = urllib.parse.urlsplit(driver.current_url).fragment
    query = fragment.split("?", 1)[1] if "?" in fragment else ""
    values = urllib.parse.parse_qs(query).get(f"p.{name}")
    return json.loads(values[0]) if values else None


def js_number(value):
    """A number as JavaScript's String() writes it, and Swift's description (1, not 1.0)."""
    return str(int(value)) if value == int(value) else repr(value)


def scene_time(driver):
    """The scene time the page shows, seconds."""
    return float(driver.find_element(By.ID, "time").get_attribute("data-seconds"))


def playing(driver):
    """Whether the transport is playing."""
    return driver.find_element(By.ID, "play").get_attribute("data-playing") == "true"


def seek(driver, seconds):
    """Seeks with the scrubber, whose step is 1 ms: pass times with at most 3 decimals."""
    driver.execute_script(
        "const s = document.getElementById('scrubber'); s.value = String(arguments[0]); s.dispatchEvent(new Event('input'));",
        seconds,
    )
    wait_for(driver, lambda d: abs(scene_time(d) - seconds) < 1e-6, message=f"seek to {seconds}")


def forget_preferences(driver):
    """Forgets what the page remembers for this server's origin (device, stats): the next page
    load starts from the defaults."""
    driver.execute_script("localStorage.clear()")


def severe_console_messages(driver):
    """The console's errors since the log was last read."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
