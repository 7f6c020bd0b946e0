"""Element picking in a real browser (docs/page.md, Element picking): with Pick on, hovering the
pull-to-refresh ball outlines it and names it, with its kind, bounds, paint and transform;
a click pins it; Outlines draws every named operation's bounds; the scene gets no input meanwhile."""

import math

from selenium.webdriver.common.by import By

from page_helpers import drag, frames, playing, scene_time, seek, severe_console_messages, state, wait_for

SCENE = "pull-to-refresh"


def info(driver):
    """The picker's info box as {term: text}, or None while hidden."""
    return driver.execute_script(
        """const box = document.querySelector('.pick-info');
           if (box.hidden) return null;
           const terms = [...box.querySelectorAll('dt')].map((e) => e.textContent);
           return Object.fromEntries([...box.querySelectorAll('dd')].map((e, i) => [terms[i], e.textContent]));""")


def test_hovering_and_clicking_the_ball_shows_its_bounds_name_paint_and_transform(browser, server):
    browser.get_log("browser")
    browser.get(server.url + f"#/scene/{SCENE}?paused")
    wait_for(browser, lambda d: frames(d) >= 3 and state(d) is not None and not playing(d), message="paused scene")
    browser.find_element(By.CSS_SELECTOR, "[data-action='pull']").click()
    seek(browser, 1.5)
    ball = wait_for(browser, lambda d: (s := state(d)) and s["ball"] and s["ball"], message="the ball is on screen")
    events = state(browser)["eventCount"]

    browser.find_element(By.ID, "pick").click()
    assert browser.find_element(By.ID, "pick").get_attribute("aria-pressed") == "true"
    # The seams are drawn over the disc: at the centre the topmost named drawing is a seam.
    drag(browser, [(ball["x"], ball["y"])], press=False, release=False)
    shown = wait_for(browser, info, message="the info box shows what is under the pointer")
    assert shown["name"] == "ball/seams" and shown["kind"] == "stroke" and shown["paint"] == "#3B2314FF", shown
    # Between the seams it is the disc: look round the centre for it.
    spot = None
    for radius in (9, 13, 16):
        for k in range(12):
            x = ball["x"] + radius * math.cos(k * math.pi / 6)
            y = ball["y"] + radius * math.sin(k * math.pi / 6)
            drag(browser, [(x, y)], press=False, release=False, step_ms=5)
            if (info(browser) or {}).get("name") == "ball":
                spot = (x, y)
                break
        if spot:
            break
    assert spot is not None, "some point of the disc is not under a seam"
    shown = info(browser)
    assert shown["kind"] == "fill", shown
    assert shown["paint"] == "#E8702AFF", "the basketball's orange (pull-to-refresh.md)"
    overlay = browser.find_element(By.CSS_SELECTOR, ".pick-overlay")
    assert overlay.get_attribute("data-selected") == "ball"
    highlight = browser.find_element(By.CSS_SELECTOR, ".pick-highlight")
    box = {key: float(highlight.get_attribute(key)) for key in ("x", "y", "width", "height")}
    # The ball is a disc of ballSize 42 scaled by the squash (sx, sy) about its bottom
    # (the scene squashes it about its bottom): centred on x, its bottom at y + 21.
    assert abs(box["width"] - 42 * ball["sx"]) < 0.01 and abs(box["height"] - 42 * ball["sy"]) < 0.01, (box, ball)
    assert abs(box["x"] + box["width"] / 2 - ball["x"]) < 0.01 and abs(box["y"] + box["height"] - (ball["y"] + 21)) < 0.01, (box, ball)
    assert "rotate(" in shown["transform"] or "translate(" in shown["transform"], shown

    # A click pins it; the picker, not the scene, got the pointer (no pull started).
    drag(browser, [spot])
    assert "pinned" in highlight.get_attribute("class")
    drag(browser, [(20, 20)], press=False, release=False)
    assert info(browser)["name"] == "ball", "a pinned element stays while the pointer moves on"
    assert state(browser)["dragging"] is False and state(browser)["eventCount"] == events

    # The pinned ball is followed by name as time moves.
    seek(browser, 1.6)
    moved = state(browser)["ball"]
    wait_for(browser, lambda d: abs(float(highlight.get_attribute("x")) + float(highlight.get_attribute("width")) / 2 - moved["x"]) < 1,
             message="the highlight follows the ball")

    # Outlines: one path with a box per named operation.
    browser.find_element(By.ID, "outlines").click()
    outline = wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, ".pick-outlines").get_attribute("d"), message="outlines")
    assert outline.count("Z") >= 5, outline[:200]
    browser.find_element(By.ID, "outlines").click()
    assert browser.find_element(By.CSS_SELECTOR, ".pick-outlines").get_attribute("d") == ""

    # Esc leaves pick mode and the scene gets its pointer again.
    browser.find_element(By.TAG_NAME, "body").send_keys("\ue00c")
    wait_for(browser, lambda d: d.find_element(By.ID, "pick").get_attribute("aria-pressed") == "false", message="Esc stops picking")
    assert info(browser) is None
    assert scene_time(browser) == 1.6
    assert severe_console_messages(browser) == []
