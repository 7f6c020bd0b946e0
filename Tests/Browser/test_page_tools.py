"""The preview page's tools (issue #20): devices and zoom with correct pointer mapping, deep links
that restore the session, parameters (exact values, reset, copy as Swift), and the timeline
(speeds above 1×, the A–B loop, input markers). One server for the module."""

import time

import pytest
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from page_helpers import (body, client_point, drag, forget_preferences, frames, playing, scene_point, scene_time,
                          scene_view, seek, severe_console_messages, state, tap, wait_for)
from page_layout import reset_viewport, screenshot, set_viewport


def open_page(browser, server, fragment="#/scene/demo", width=1200, height=800, ratio=1):
    set_viewport(browser, width, height, ratio)
    browser.get("about:blank")  # a fresh page: only a hash change would keep the last test's page
    browser.get(server.url + fragment)
    wait_for(browser, lambda d: frames(d) >= 3 and state(d) is not None, message="frames should arrive")


def choose_custom_device(browser, width, height, zoom):
    Select(browser.find_element(By.ID, "device")).select_by_value("custom")
    for element_id, value in (("device-width", width), ("device-height", height)):
        field = browser.find_element(By.ID, element_id)
        field.clear()
        field.send_keys(str(value))
        browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", field)
    Select(browser.find_element(By.ID, "zoom")).select_by_value(zoom)
    wait_for(browser, lambda d: body(d, "device") == f"{width}x{height}", message="the device applies")
    wait_for(browser, lambda d: state(d)["center"] == {"x": width / 2, "y": height / 2}, message="the scene lays out for it")


@pytest.mark.parametrize("zoom,ratio", [("2", 1), ("0.5", 1), ("fit", 2)])
def test_pointer_positions_map_to_scene_points_under_zoom_and_pixel_ratio(browser, module_server, zoom, ratio):
    open_page(browser, module_server, ratio=ratio)
    choose_custom_device(browser, 300, 240, zoom)
    scale = float(browser.execute_script("return document.querySelector('.stage').dataset.zoom"))
    if zoom != "fit":
        assert scale == float(zoom)
    canvas = browser.find_element(By.ID, "canvas")
    size = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height];", canvas)
    assert abs(size[0] - 300 * scale) < 0.5 and abs(size[1] - 240 * scale) < 0.5
    assert browser.execute_script("return arguments[0].width", canvas) == round(300 * scale * ratio)
    # Press on the square and move by (40, 20) client pixels: the scene sees (40, 20) / zoom points.
    # (Client pixels on purpose: this is the test of the mapping the other tests' helpers use.)
    view = scene_view(browser)
    assert view["zoom"] == scale and (view["width"], view["height"]) == (300, 240)
    cx, cy = client_point(view, 150, 120)
    pressed = scene_point(view, cx, cy)
    builder = ActionBuilder(browser, duration=30)
    builder.pointer_action.move_to_location(cx, cy).pointer_down().move_to_location(cx + 20, cy + 10).move_to_location(cx + 40, cy + 20)
    builder.perform()
    expected = {"x": 150 + 40 / scale, "y": 120 + 20 / scale}
    moved = wait_for(browser, lambda d: (s := state(d)) and s["dragging"] and s, message="dragging")
    wait_for(browser, lambda d: abs(state(d)["center"]["x"] - expected["x"]) < 1e-6 and abs(state(d)["center"]["y"] - expected["y"]) < 1e-6,
             message=f"the square follows the pointer in scene points: {expected}, is {moved['center']}")
    assert abs(pressed[0] - 150) <= 0.5 / scale and abs(pressed[1] - 120) <= 0.5 / scale, pressed
    screenshot(browser, f"device-zoom-{zoom}-ratio-{ratio}")
    drag(browser, [(150 + 40 / scale, 120 + 20 / scale)], press=False)
    forget_preferences(browser)
    reset_viewport(browser)


def test_a_deep_link_restores_time_speed_pause_parameters_and_viewport(browser, module_server):
    open_page(browser, module_server, "#/scene/demo?t=1.5&speed=0.5&paused&vp=390x844&p.size=120&p.color=blue")
    wait_for(browser, lambda d: not playing(d) and scene_time(d) == 1.5, message="paused at 1.5 s")
    assert browser.find_element(By.ID, "speeds").get_attribute("data-speed") == "0.5"
    assert body(browser, "device") == "390x844"
    # The demo's own viewport: the link names the scene's size, shown as the Scene choice.
    assert Select(browser.find_element(By.ID, "device")).first_selected_option.get_attribute("value") == "scene"
    assert browser.find_element(By.CSS_SELECTOR, "[data-parameter='size'] input").get_attribute("value") == "120"
    wait_for(browser, lambda d: state(d)["side"] == 120 and state(d)["center"] == {"x": 195, "y": 422}, message="state")
    # The address follows the session; a reload comes back to the same place.
    seek(browser, 2.25)
    wait_for(browser, lambda d: "t=2.25" in d.current_url, message="the link follows the time")
    assert "paused" in browser.current_url and "p.size=120" in browser.current_url and "vp=390x844" in browser.current_url
    browser.refresh()
    wait_for(browser, lambda d: frames(d) >= 3 and scene_time(d) == 2.25 and not playing(d), message="restored after reload")
    assert state(browser)["side"] == 120
    # A link's viewport is not remembered: without one, the page opens at the default device.
    browser.get(module_server.url + "#/scene/demo?vp=window")
    wait_for(browser, lambda d: frames(d) >= 3 and body(d, "device") == "", message="vp=window fills the window")
    browser.get("about:blank")
    browser.get(module_server.url + "#/scene/demo")
    wait_for(browser, lambda d: frames(d) >= 3 and body(d, "device") == "390x844", message="the default device again")
    reset_viewport(browser)


def test_parameters_take_exact_values_reset_and_copy_as_swift(browser, module_server):
    open_page(browser, module_server)
    row = browser.find_element(By.CSS_SELECTOR, "[data-parameter='size']")
    assert "Side of the square" in row.text, "the description is shown"
    exact = row.find_element(By.CSS_SELECTOR, "input.exact")
    exact.clear()
    exact.send_keys("150.5")
    browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", exact)
    wait_for(browser, lambda d: state(d)["side"] == 150.5, message="the exact value applies")
    slider = float(row.find_element(By.CSS_SELECTOR, "input[type='range']").get_attribute("value"))
    assert abs(slider - 150.5) <= 0.5, "the slider follows, to its step"
    exact.clear()
    exact.send_keys("5000")
    browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", exact)
    assert exact.get_attribute("data-invalid") == "true"
    browser.find_element(By.ID, "copy-swift").click()
    wait_for(browser, lambda d: body(d, "copied") is not None, message="copied")
    assert '.number("size", default: 150.5, in: 20...300, step: 1, summary: "Side of the square (points)"),' in body(browser, "copied")
    row.find_element(By.CSS_SELECTOR, "button.reset").click()
    wait_for(browser, lambda d: state(d)["side"] == 96, message="reset to the default")
    Select(browser.find_element(By.CSS_SELECTOR, "[data-parameter='color'] select")).select_by_value("blue")
    browser.find_element(By.ID, "reset-parameters").click()
    wait_for(browser, lambda d: Select(d.find_element(By.CSS_SELECTOR, "[data-parameter='color'] select"))
             .first_selected_option.get_attribute("value") == "orange", message="reset all")


def test_timeline_fast_speeds_loop_and_markers(browser, module_server):
    open_page(browser, module_server)
    browser.find_element(By.CSS_SELECTOR, "#speeds button[data-speed='4']").click()
    wait_for(browser, lambda d: d.find_element(By.ID, "speeds").get_attribute("data-speed") == "4", message="4×")
    t0, w0 = scene_time(browser), time.monotonic()
    time.sleep(1.0)
    rate = (scene_time(browser) - t0) / (time.monotonic() - w0)
    assert 2.5 < rate < 5, f"4× runs scene time about four times as fast, ran at {rate:.2f}"
    custom = browser.find_element(By.ID, "custom-speed")
    custom.send_keys("1.5")
    browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", custom)
    wait_for(browser, lambda d: d.find_element(By.ID, "speeds").get_attribute("data-speed") == "1.5", message="custom speed")
    browser.find_element(By.CSS_SELECTOR, "#speeds button[data-speed='1']").click()
    # A press on the scene leaves a marker; clicking it jumps there.
    tap(browser, 195, 422)
    wait_for(browser, lambda d: int(d.find_element(By.ID, "markers").get_attribute("data-count") or 0) >= 1, message="a marker")
    browser.find_element(By.ID, "play").click()
    wait_for(browser, lambda d: not playing(d), message="paused")
    # Found and clicked in one script: the markers are re-rendered as the timeline moves.
    marked = float(browser.execute_script("const m = document.querySelector('#markers .marker'); m.click(); return m.dataset.t;"))
    wait_for(browser, lambda d: scene_time(d) == marked, message="the marker jumps to its time")
    # Loop A–B: playback wraps from B back to A.
    seek(browser, 1)
    browser.find_element(By.ID, "loop-a").click()
    seek(browser, 1.5)
    browser.find_element(By.ID, "loop-b").click()
    assert browser.find_element(By.ID, "loop-clear").get_attribute("data-loop") == "1,1.5"
    seek(browser, 1.2)
    browser.find_element(By.ID, "play").click()
    seen = set()
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        t = scene_time(browser)
        assert t < 1.6, f"playback stays inside the loop, got {t}"
        seen.add(round(t, 1))
        time.sleep(0.02)
    assert min(seen) < 1.15 and max(seen) > 1.35, f"playback went round the loop: {sorted(seen)}"
    browser.find_element(By.ID, "loop-clear").click()
    assert severe_console_messages(browser) == []
