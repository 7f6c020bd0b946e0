"""The preview page in a real browser (headless Chromium) against a real `preview serve`.

The page exposes its progress as data attributes on <body> (connection status, frames drawn,
connections made) and the scene state in the inspector, which is what these tests read; the
canvas is checked by its pixels.
"""

import time
from urllib.parse import urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from page_helpers import (attributes, body, drag, frames, pixel, playing, scene_size, scene_time, severe_console_messages,
                          state, wait_for)

DEMO = "demo"


def open_demo(driver, server, via_picker=True):
    if via_picker:
        driver.get(server.url)
        wait_for(driver, lambda d: DEMO in attributes(d, "#scene-picker option", "value"),
                 message="the scene list should offer the demo scene")
        Select(driver.find_element(By.ID, "scene-picker")).select_by_value(DEMO)
    else:
        driver.get(server.url + "#/scene/" + DEMO)
    wait_for(driver, lambda d: frames(d) >= 5 and state(d) is not None, message="frames should arrive")


def test_picking_the_demo_draws_it_on_the_canvas(browser, server):
    open_demo(browser, server)
    assert body(browser, "connection") == "open"
    assert urlparse(browser.current_url).fragment.split("?")[0] == "/scene/demo"
    # The demo declares a 390 × 844 viewport: the page shows it at fit zoom.
    assert body(browser, "device") == "390x844"
    width, height = scene_size(browser)
    assert (width, height) == (390, 844)
    assert state(browser)["center"] == {"x": 195, "y": 422}
    centre = pixel(browser, width / 2, height / 2)
    corner = pixel(browser, 5, 5)
    assert centre[3] == 255 and corner[3] == 255, (centre, corner)
    # The square (orange) sits in the middle of a light grey background.
    assert centre[0] > 200 and 80 < centre[1] < 200 and centre[2] < 80, centre
    assert min(corner[:3]) > 200, corner
    assert severe_console_messages(browser) == []


def test_a_deep_link_opens_the_scene_directly(browser, server):
    open_demo(browser, server, via_picker=False)
    assert Select(browser.find_element(By.ID, "scene-picker")).first_selected_option.get_attribute("value") == DEMO
    assert attributes(browser, "#actions button", "data-action") == ["nudge", "reset"]
    assert attributes(browser, "#parameters .parameter", "data-parameter") == ["size", "response", "dampingFraction", "color"]


def test_an_unknown_scene_link_shows_an_error(browser, server):
    browser.get(server.url + "#/scene/no-such-scene")
    wait_for(browser, lambda d: "no-such-scene" in d.find_element(By.ID, "banner-text").text, message="banner")
    assert browser.find_element(By.ID, "banner").is_displayed()


def test_dragging_the_square_moves_it_and_it_springs_back(browser, server):
    open_demo(browser, server)
    start = state(browser)["center"]
    # Press on the square and move 120 points right and 60 down, holding.
    path = drag(browser, [(start["x"] + 20 * k, start["y"] + 10 * k) for k in range(7)], release=False, step_ms=20)
    (x0, y0), (x1, y1) = path[0], path[-1]
    expected = {"x": start["x"] + x1 - x0, "y": start["y"] + y1 - y0}
    moved = wait_for(browser, lambda d: (s := state(d)) and s["dragging"] and abs(s["center"]["x"] - expected["x"]) < 1e-6 and s,
                     message=f"the square follows the pointer to {expected}")
    assert abs(moved["center"]["y"] - expected["y"]) < 1e-6, moved
    # Input reached the screen: the overlay measured input-to-frame latency.
    wait_for(browser, lambda d: int(d.find_element(By.ID, "stat-latency").get_attribute("data-count") or 0) > 0, message="latency")
    drag(browser, [path[-1]], press=False)
    back = wait_for(browser, lambda d: (s := state(d)) and not s["dragging"] and not s["animating"] and s, timeout=20,
                    message="the square should spring back and stop")
    assert abs(back["center"]["x"] - start["x"]) < 1 and abs(back["center"]["y"] - start["y"]) < 1, back
    latency = browser.find_element(By.ID, "stat-latency")
    print(f"input-to-frame latency: p50 {latency.get_attribute('data-p50')} ms, p95 {latency.get_attribute('data-p95')} ms "
          f"over {latency.get_attribute('data-count')} inputs")
    assert severe_console_messages(browser) == []


def test_pause_seek_speed_and_step(browser, server):
    open_demo(browser, server)
    page = browser.find_element(By.TAG_NAME, "body")
    page.send_keys(Keys.SPACE)
    wait_for(browser, lambda d: not playing(d), message="space pauses")
    paused_at = scene_time(browser)
    time.sleep(0.4)
    assert scene_time(browser) == paused_at, "time stands still while paused"

    browser.execute_script(
        "const s = document.getElementById('scrubber'); s.value = '2.5'; s.dispatchEvent(new Event('input'));"
    )
    wait_for(browser, lambda d: abs(scene_time(d) - 2.5) < 1e-6, message="seek")

    page.send_keys(Keys.ARROW_RIGHT)
    wait_for(browser, lambda d: abs(scene_time(d) - (2.5 + 1 / 60)) < 1e-3, message="step forward one frame")
    page.send_keys(Keys.ARROW_LEFT)
    wait_for(browser, lambda d: abs(scene_time(d) - 2.5) < 1e-3, message="step back one frame")

    page.send_keys("3")
    wait_for(browser, lambda d: d.find_element(By.ID, "speeds").get_attribute("data-speed") == "0.25", message="speed 0.25")
    page.send_keys(Keys.SPACE)
    wait_for(browser, playing, message="space plays")
    t0, w0 = scene_time(browser), time.monotonic()
    time.sleep(1.5)
    t1, w1 = scene_time(browser), time.monotonic()
    rate = (t1 - t0) / (w1 - w0)
    assert 0.15 < rate < 0.35, f"scene time should run at a quarter of wall time, ran at {rate:.3f}"

    browser.find_element(By.CSS_SELECTOR, "#speeds button[data-speed='1']").click()
    wait_for(browser, lambda d: d.find_element(By.ID, "speeds").get_attribute("data-speed") == "1", message="speed 1")


def test_the_page_reconnects_after_a_server_restart_and_restores_time_and_speed(browser, server):
    open_demo(browser, server)
    page = browser.find_element(By.TAG_NAME, "body")
    page.send_keys("2")
    page.send_keys(Keys.SPACE)
    wait_for(browser, lambda d: not playing(d), message="paused")
    browser.execute_script(
        "const s = document.getElementById('scrubber'); s.value = '3'; s.dispatchEvent(new Event('input'));"
    )
    wait_for(browser, lambda d: abs(scene_time(d) - 3) < 1e-6, message="seek")
    frames_before = frames(browser)

    assert server.restart() == 0, "the server exits cleanly on SIGTERM"
    wait_for(browser, lambda d: body(d, "connections") == "2" and body(d, "connection") == "open", timeout=30,
             message="the page should reconnect by itself")
    wait_for(browser, lambda d: frames(d) > frames_before + 5, message="frames flow again")
    assert abs(scene_time(browser) - 3) < 1e-6
    assert not playing(browser)
    assert browser.find_element(By.ID, "speeds").get_attribute("data-speed") == "0.5"
    wait_for(browser, lambda d: not d.find_element(By.ID, "banner").is_displayed(), message="the banner clears")
