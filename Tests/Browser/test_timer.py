"""The tea brew timer in a real browser against a real `preview serve`: switch to the timer
screen with its parameter, drag the length down to 15 s by clicking the slider's track, press
Play, and watch the countdown run into the done overlay, whose pour starts at that instant
(timer.md §4.2, §4.4, §5.6). The scene is at 1×, so the brew takes 15 s of wall-clock time.
"""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from page_helpers import frames, scene_size, severe_console_messages, state, tap, wait_for

SCENE = "timer"


def length_slider_point(width):
    """Where a click on the length slider's track selects 15 s, in canvas points (timer.md §5.6,
    §9: content column min(W − 32, 560) centred; the border box is inset 15 in the timer card,
    129 high from y = 135; the 30-high slider 8 below it; the thumb travels 14 inside each end)."""
    column = min(width - 32, 560)
    left = (width - column) / 2 + 15
    track = column - 30 - 28
    return left + 14 + track * (15 / 600), 135 + 129 + 8 + 15


def test_a_short_brew_ends_in_the_done_overlay_with_the_pour(browser, server):
    browser.get_log("browser")  # the browser is shared: forget what earlier tests logged
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 5 and state(d) is not None, message="frames should arrive")
    assert state(browser)["screen"] == "list"

    Select(browser.find_element(By.CSS_SELECTOR, 'label[data-parameter="screen"] select')).select_by_value("timer")
    timer = wait_for(browser, lambda d: (s := state(d)) and s["screen"] == "timer" and s["transition"] is None and s,
                     message="the timer screen")
    assert timer["tea"] == "Green Tea" and timer["timer"]["length"] == 90 and timer["timer"]["status"] == "stopped"

    width, _ = scene_size(browser)
    tap(browser, *length_slider_point(width))
    short = wait_for(browser, lambda d: (s := state(d)) and s["timer"]["length"] == 15 and s,
                     message="the slider click sets 15 s")
    assert short["timer"]["remaining"] == 15 and short["digits"]["visible"] == ["s1", "s0", "s"]

    browser.find_element(By.CSS_SELECTOR, 'button[data-action="play"]').click()
    running = wait_for(browser, lambda d: (s := state(d)) and s["timer"]["status"] == "running" and s, message="running")
    assert running["border"]["width"] == 10 and running["border"]["color"] is None
    end = running["timer"]["end"]

    done = wait_for(browser, lambda d: (s := state(d)) and s["screen"] == "done" and s, timeout=30,
                    message="the countdown reaches zero")
    assert done["timer"]["status"] == "done" and done["done"]["stars"] == 0
    assert abs(done["done"]["pourTime"] - 0) < 2, done["done"]
    # The pour runs from the end instant: its clock keeps advancing with the scene's.
    later = wait_for(browser, lambda d: (s := state(d)) and s["done"] and s["done"]["pourTime"] > 1 and s,
                     message="the pour runs")
    assert later["done"]["pourTime"] > done["done"]["pourTime"]
    assert end > 0
    assert severe_console_messages(browser) == []
