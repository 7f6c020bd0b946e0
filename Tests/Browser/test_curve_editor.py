"""The timing-curve and spring editors in a real browser (docs/page.md, Parameters): dragging a
handle of pull-to-refresh's roll-in curve sends the new curve as a `set` event, and the ball then
rolls in along it — the scene's state and frame change as the curve says; a preset is drawn for
comparison; the spring knobs show both of SwiftUI's forms and store the one edited; both editors
copy their value as Swift."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from page_helpers import (
    drag_first_handle_down,
    body, canvas_image, editor_value, frames, js_number, link_parameter, playing, scene_time, seek, severe_console_messages, state,
    wait_for,
)

SCENE = "pull-to-refresh"
CURVE = "[data-parameter='rollInCurve'] .curve-editor"
SPRING = "[data-parameter='listSpring'] .spring-editor"


def state_at(driver, seconds):
    seek(driver, seconds)
    return wait_for(driver, lambda d: state(d), message="state")


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
    edited = drag_first_handle_down(browser, CURVE, {"x1": 0.24, "y1": 1.4, "x2": 1, "y2": -1})
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

    # Compared with .easeInOut, the dashed curve is point-symmetric about its middle, as that
    # preset is: its middle sample sits half-way between its ends (the default, the book's
    # roll-in, does not); no comparison draws none.
    def compare_path():
        d = browser.find_element(By.CSS_SELECTOR, f"{CURVE} path.compare").get_attribute("d")
        return [tuple(map(float, point.split())) for point in d.lstrip("M").split(" L")] if d else []

    assert not half_way(compare_path()), "vs default: the roll-in"
    Select(browser.find_element(By.CSS_SELECTOR, f"{CURVE} select")).select_by_visible_text("vs .easeInOut")
    wait_for(browser, lambda d: half_way(compare_path()), message="the dashed .easeInOut")
    assert len(compare_path()) == 65
    Select(browser.find_element(By.CSS_SELECTOR, f"{CURVE} select")).select_by_visible_text("no comparison")
    wait_for(browser, lambda d: compare_path() == [], message="no dashed curve")
    assert severe_console_messages(browser) == []


def half_way(points):
    """Whether the middle of a plotted curve's samples lies half-way between its ends (0.05 px)."""
    if len(points) < 3:
        return False
    (x0, y0), (xm, ym), (x1, y1) = points[0], points[len(points) // 2], points[-1]
    return abs(xm - (x0 + x1) / 2) < 0.05 and abs(ym - (y0 + y1) / 2) < 0.05


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
    # Copy as Swift: the stored form, then the other as the knobs show it.
    browser.find_element(By.CSS_SELECTOR, f"{SPRING} .copy-curve").click()
    wait_for(browser, lambda d: (body(d, "copied") or "").startswith("Spring("), message="copied")
    assert body(browser, "copied") == "Spring(mass: 1, stiffness: 80, damping: 4)\n// Spring(duration: 0.7025, bounce: 0.7764)"

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
    # Now stored as duration and bounce: copied exactly, with mass, stiffness and damping after.
    browser.find_element(By.CSS_SELECTOR, f"{SPRING} .copy-curve").click()
    wait_for(browser, lambda d: (body(d, "copied") or "").startswith("Spring(duration:"), message="copied again")
    assert body(browser, "copied") == (f"Spring(duration: {js_number(value['duration'])}, bounce: 0.2)\n"
                                       "// Spring(mass: 1, stiffness: 80, damping: 14.31)")
    assert severe_console_messages(browser) == []
