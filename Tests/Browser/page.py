"""Reading the preview page in the real-browser tests: waiting, the frame counter, the
inspector's scene state, the transport, and the console."""

import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait_for(driver, predicate, timeout=15, message=""):
    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: predicate(d), message)


def frames(driver):
    return int(driver.find_element(By.TAG_NAME, "body").get_attribute("data-frames") or 0)


def state(driver):
    text = driver.find_element(By.ID, "inspector").text
    return json.loads(text) if text else None


def scene_time(driver):
    return float(driver.find_element(By.ID, "time").get_attribute("data-seconds"))


def playing(driver):
    return driver.find_element(By.ID, "play").get_attribute("data-playing") == "true"


def severe_console_messages(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
