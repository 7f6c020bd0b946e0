"""What scene tests read from the preview page: waits, frames drawn, the inspector's state, and
severe console messages."""

import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait_for(driver, predicate, timeout=15, message=""):
    """Polls `predicate(driver)` every 20 ms until it is truthy (returned) or `timeout` s pass."""
    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: predicate(d), message)


def frames(driver):
    """How many frames the page has drawn."""
    return int(driver.find_element(By.TAG_NAME, "body").get_attribute("data-frames") or 0)


def state(driver):
    """The scene's semantic state the inspector shows, or None before the first one."""
    text = driver.find_element(By.ID, "inspector").text
    return json.loads(text) if text else None


def severe_console_messages(driver):
    """The browser console's SEVERE messages since the log was last read."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
