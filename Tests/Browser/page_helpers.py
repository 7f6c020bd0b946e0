"""What the real-browser tests read from and do to the preview page: frame counts, the inspector's
scene state, the transport (clock, play state, seeking) and the console. One copy for every test
file (pytest puts this folder on sys.path)."""

import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait_for(driver, predicate, timeout=15, message=""):
    """Polls `predicate(driver)` every 20 ms until it is truthy (returned) or `timeout` s pass."""
    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: predicate(d), message)


def body(driver, name):
    """The body's `data-NAME` attribute."""
    return driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}")


def pixel(driver, x, y):
    """The canvas pixel at CSS position (x, y) as [r, g, b, a]."""
    return driver.execute_script(
        """const c = document.getElementById('canvas');
           const r = window.devicePixelRatio || 1;
           return Array.from(c.getContext('2d').getImageData(Math.round(arguments[0] * r), Math.round(arguments[1] * r), 1, 1).data);""",
        x, y,
    )


def frames(driver):
    """How many frames the page has drawn (`data-frames` on the body)."""
    return int(driver.find_element(By.TAG_NAME, "body").get_attribute("data-frames") or 0)


def state(driver):
    """The scene state the inspector shows, or None before the first one."""
    text = driver.find_element(By.ID, "inspector").text
    return json.loads(text) if text else None


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


def severe_console_messages(driver):
    """The console's errors since the log was last read."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
