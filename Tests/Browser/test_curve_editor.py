"""The timing-curve and spring editors in a real browser (docs/page.md, Parameters): dragging a
handle of pull-to-refresh's roll-in curve sends the new curve as a `set` event, and the ball then
rolls in along it — the scene's state and frame change as the curve says; the spring knobs show
both of SwiftUI's forms and store the one edited."""

import json
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from page_helpers import body, frames, playing, scene_time, seek, severe_console_messages, state, wait_for

SCENE = "pull-to-refresh"
CURVE = "[data-parameter='rollInCurve'] .curve-editor"
SPRING = "[data-parameter='listSpring'] .spring-editor"


def js_number(value):
    """A number as JavaScript's String() writes it (1, not 1.0)."""
    return str(int(value)) if value == int(value) else repr(value)


def editor_value(driver, css):
    return json.loads(driver.find_element(By.CSS_SELECTOR, css).get_attribute("data-value"))


def canvas_image(driver):
    return driver.execute_script("return document.getElementById('canvas').toDataURL()")


def state_at(driver, seconds):
    seek(driver, seconds)
    return wait_for(driver, lambda d: state(d), message="state")


def link_parameter(driver, name):
    """The value the address bar's deep link holds for parameter `name`, or None."""
    fragment = urllib.parse.urlsplit(driver.current_url).fragment
    query = fragment.split("?", 1)[1] if "?" in fragment else ""
    values = urllib.parse.parse_qs(query).get(f"p.{name}")
    return json.loads(values[0]) if values else None


def open_paused(driver, server):
    driver.get_log("browser")
    driver.get(server.url + f"#/scene/{SCENE}?paused")
    wait_for(driver, lambda d: frames(d) >= 3 and state(d) is not None and not playing(d), message="paused scene")
    assert scene_time(driver) == 0


def test_dragging_a_curve_handle_sets_the_parameter_and_changes_the_roll_in(browser, server):
    open_paused(browser, server)
    assert editor_value(browser, CURVE) == {"x1": 0.24, "y1": 1.4, "x2": 1, "y2": -1}

    # The book's curve: the scripted pull at t = 0, then the roll-in half-way through it.
    browser.find_element(By.CSS_SELECTOR, "[data-action='pull']").click()
    before = state_at(browser, 0.4)
    image_before = canvas_image(browser)
    assert before["ball"] is not None, before

    # Back at t = 0, drag the first handle down by a third of the plot: y1 falls, x1 stays near.
    seek(browser, 0)
    svg = browser.find_element(By.CSS_SELECTOR, f"{CURVE} svg")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", svg)
    handle = browser.find_element(By.CSS_SELECTOR, f"{CURVE} circle[data-handle='1']")
    plot = svg.rect
    ActionChains(browser).move_to_element(handle).click_and_hold().move_by_offset(0, plot["height"] / 6) \
        .move_by_offset(0, plot["height"] / 6).release().perform()
    edited = wait_for(browser, lambda d: (v := editor_value(d, CURVE)) != {"x1": 0.24, "y1": 1.4, "x2": 1, "y2": -1} and v,
                      message="the curve follows the drag")
    assert abs(edited["x1"] - 0.24) <= 0.02 and edited["y1"] < 1.0, edited
    assert (edited["x2"], edited["y2"]) == (1, -1), "the other handle stays"
    fields = {key: float(browser.find_element(By.CSS_SELECTOR, f"{CURVE} input[data-key='{key}']").get_attribute("value"))
              for key in ("x1", "y1", "x2", "y2")}
    assert fields == edited, "the exact fields follow the handles"
    # The page's session holds the new value (the deep link shows it).
    wait_for(browser, lambda d: link_parameter(d, "rollInCurve") == edited, message="the parameter is set")

    # The roll-in now follows the edited curve: a lower first handle, less early overshoot.
    after = state_at(browser, 0.4)
    assert after["displayedProgress"] < before["displayedProgress"] - 0.02, (before["displayedProgress"], after["displayedProgress"])
    assert after["ball"]["x"] != before["ball"]["x"], (before["ball"], after["ball"])
    assert canvas_image(browser) != image_before, "the frame changed"

    # Copy as Swift gives the curve as Swift source.
    browser.find_element(By.CSS_SELECTOR, f"{CURVE} .copy-curve").click()
    x1, y1 = js_number(edited["x1"]), js_number(edited["y1"])
    wait_for(browser, lambda d: (body(d, "copied") or "").startswith(".bezier("), message="copied")
    assert body(browser, "copied") == (f".bezier(startControlPoint: UnitPoint(x: {x1}, y: {y1}), endControlPoint: UnitPoint(x: 1, y: -1))\n"
                                       f".timingCurve({x1}, {y1}, 1, -1)")
    assert severe_console_messages(browser) == []


def test_spring_knobs_show_both_forms_and_store_the_one_edited(browser, server):
    open_paused(browser, server)
    assert editor_value(browser, SPRING) == {"mass": 1, "stiffness": 80, "damping": 4}
    knobs = browser.execute_script(
        "return Object.fromEntries([...document.querySelectorAll(arguments[0] + ' input.exact')].map((e) => [e.dataset.knob, Number(e.value)]))",
        SPRING)
    # m = 1, k = 80, c = 4 is Spring(duration: 2π/√80 ≈ 0.7025, bounce: 1 − 4/(2√80) ≈ 0.7764).
    assert knobs == {"duration": 0.7025, "bounce": 0.7764, "mass": 1, "stiffness": 80, "damping": 4}, knobs
    stored = browser.execute_script("return document.querySelector(arguments[0] + ' [data-stored=\"true\"]').dataset.form", SPRING)
    assert stored == "physical"

    bounce = browser.find_element(By.CSS_SELECTOR, f"{SPRING} input.exact[data-knob='bounce']")
    bounce.clear()
    bounce.send_keys("0.2")
    browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", bounce)
    value = wait_for(browser, lambda d: (v := editor_value(d, SPRING)) and "bounce" in v and v, message="stored as duration/bounce")
    assert value["bounce"] == 0.2 and abs(value["duration"] - 0.7025) < 1e-3, value
    wait_for(browser, lambda d: link_parameter(d, "listSpring") == value, message="the parameter is set")
    damping = float(browser.find_element(By.CSS_SELECTOR, f"{SPRING} input.exact[data-knob='damping']").get_attribute("value"))
    # ζ = 0.8 at the same ω0 = √80: c = 2·0.8·√80 ≈ 14.31.
    assert abs(damping - 2 * 0.8 * 80 ** 0.5) < 0.01, damping
    assert severe_console_messages(browser) == []
