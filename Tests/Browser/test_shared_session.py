"""A shared session (docs/session-protocol.md §6) in two real browsers: one shares, the other
joins by the link, and both drag the demo square in the one session, each seeing the other's drag.

The second browser is a Chromium of its own (a second window of the same browser would share its
renderer's timers), started by this module.
"""

import os
from urllib.parse import urlparse

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from page_helpers import body, drag, frames, severe_console_messages, state, wait_for

DEMO = "demo"


@pytest.fixture
def second_browser():
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1000,900", "--force-device-scale-factor=2", "--disable-extensions"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    yield driver
    try:
        driver.get("about:blank")
    finally:
        driver.quit()


def viewers(driver):
    return int(body(driver, "viewers") or 0)


def centre(driver):
    s = state(driver)
    return s and s["center"]


def test_two_browsers_drag_in_one_shared_session(browser, second_browser, server):
    first, second = browser, second_browser
    first.get(server.url + "#/scene/" + DEMO)
    wait_for(first, lambda d: frames(d) >= 5 and state(d) is not None, message="the demo runs")
    first.find_element(By.ID, "share").click()
    wait_for(first, lambda d: body(d, "shared") == "true" and urlparse(d.current_url).fragment.startswith("/session/"),
             message="sharing starts a shared session and puts its link in the address bar")
    assert body(first, "share-owner") == "true"
    link = first.current_url
    assert "key=" in link
    wait_for(first, lambda d: body(d, "copied") == link, message="the link is copied")

    second.get(link)
    wait_for(second, lambda d: body(d, "shared") == "true" and frames(d) >= 5 and state(d) is not None,
             message="the link joins the shared session")
    assert body(second, "scene") == DEMO
    assert body(second, "share-owner") == "false"
    wait_for(first, lambda d: viewers(d) == 2, message="the owner's overlay counts two viewers")
    wait_for(second, lambda d: viewers(d) == 2, message="so does the joiner's")
    # Record, replay and the exports work from the page's own log: off in a shared session, saying why.
    for driver in (first, second):
        for button in ("record", "open-events", "export-png", "export-clip"):
            element = driver.find_element(By.ID, button)
            assert not element.is_enabled(), button
            assert "shared session" in element.get_attribute("title"), button

    # The first browser drags the square and holds it: the second sees it move.
    start = centre(first)
    path = drag(first, [(start["x"] + 15 * k, start["y"] + 8 * k) for k in range(7)], release=False, step_ms=20)
    (x0, y0), (x1, y1) = path[0], path[-1]
    expected = {"x": start["x"] + x1 - x0, "y": start["y"] + y1 - y0}
    seen = wait_for(second, lambda d: (s := state(d)) and s["dragging"] and abs(s["center"]["x"] - expected["x"]) < 1e-6 and s,
                    message=f"the second browser sees the first one's drag reach {expected}")
    assert abs(seen["center"]["y"] - expected["y"]) < 1e-6, seen
    drag(first, [path[-1]], press=False)
    rest = wait_for(second, lambda d: (s := state(d)) and not s["dragging"] and not s["animating"] and s, timeout=20,
                    message="the square springs back for both")
    assert abs(rest["center"]["x"] - start["x"]) < 1 and abs(rest["center"]["y"] - start["y"]) < 1, rest

    # Now the second browser (another pixel ratio, its own zoom) drags: the first sees it.
    path = drag(second, [(start["x"] - 12 * k, start["y"] - 6 * k) for k in range(7)], release=False, step_ms=20)
    (x0, y0), (x1, y1) = path[0], path[-1]
    expected = {"x": start["x"] + x1 - x0, "y": start["y"] + y1 - y0}
    seen = wait_for(first, lambda d: (s := state(d)) and s["dragging"] and abs(s["center"]["x"] - expected["x"]) < 1e-6 and s,
                    message=f"the first browser sees the second one's drag reach {expected}")
    drag(second, [path[-1]], press=False)
    wait_for(first, lambda d: (s := state(d)) and not s["dragging"] and s, timeout=20, message="released")

    # Transport is shared: the second pauses, both show paused at the same time.
    second.find_element(By.ID, "play").click()
    wait_for(first, lambda d: d.find_element(By.ID, "play").get_attribute("data-playing") == "false", message="one pauses, all pause")
    assert severe_console_messages(first) == []
    assert severe_console_messages(second) == []

    # The owner leaves: the second browser owns the session now, its frames say so.
    first.get("about:blank")
    wait_for(second, lambda d: body(d, "share-owner") == "true" and viewers(d) == 1,
             message="ownership passes to the viewer left")
