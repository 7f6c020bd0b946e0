"""The pour in a real browser against a real `preview serve`: the liquid rises and drops fall on
the page's clock; a click on the canvas (and the key R) replays, so pour time restarts at 0
(pour.md §9), and pausing and seeking shows the replay's frames at exact times.
"""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page_helpers import frames, playing, scene_size, seek, severe_console_messages, state, tap, wait_for

SCENE = "pour"


def test_click_replays_the_pour(browser, server):
    browser.get_log("browser")  # the browser is shared: forget what earlier tests logged
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 5 and state(d) is not None, message="frames should arrive")

    # The pour runs on the scene clock: wait until the rise is under way and drops are falling.
    running = wait_for(browser, lambda d: (s := state(d)) and s["pourTime"] > 1.5 and s, timeout=20,
                       message="the pour runs")
    assert running["replays"] == 0
    assert running["live"] > 500, running
    start_top = running["viewport"]["height"] + 30  # top₀ = H + 30 for the page's viewport
    assert running["waveTop"] < start_top, running
    first_pour_time = running["pourTime"]

    # A click anywhere on the canvas replays: pour time restarts from 0 at the release.
    width, height = scene_size(browser)
    tap(browser, width / 2, height / 2)
    replayed = wait_for(browser, lambda d: (s := state(d)) and s["replays"] == 1 and s, message="the click replays")
    assert replayed["pourTime"] < first_pour_time, replayed
    assert replayed["pourTime"] < 1.0, replayed
    assert replayed["pourStart"] > 1.5, replayed
    # Right after the restart the surface is back below the bottom edge (the rise waits 1 s) and
    # only the drops born since the restart are falling.
    assert replayed["waveTop"] == start_top, replayed
    assert replayed["live"] <= 600 * replayed["pourTime"] + 1, replayed

    # It keeps running from there: pour time grows with the scene clock.
    later = wait_for(browser, lambda d: (s := state(d)) and s["pourTime"] > replayed["pourTime"] + 0.3 and s,
                     message="pour time grows after the replay")
    assert later["pourStart"] == replayed["pourStart"] and later["replays"] == 1, later

    # The key R replays too.
    browser.find_element(By.TAG_NAME, "body").send_keys("r")
    again = wait_for(browser, lambda d: (s := state(d)) and s["replays"] == 2 and s, message="R replays")
    assert again["pourStart"] > replayed["pourStart"]

    # Paused, the page shows exact states: seek to about 2.25 s of pour time after the last start.
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait_for(browser, lambda d: not playing(d), message="pause")
    target = round(again["pourStart"] + 2.25, 3)
    seek(browser, target)  # the state arrives with the frame that shows the time
    seeked = wait_for(browser, lambda d: (s := state(d)) and abs(s["pourTime"] - (target - again["pourStart"])) < 1e-5 and s,
                      message="state after seek")
    tau = target - again["pourStart"]
    assert abs(seeked["waveTop"] - start_top * (1 - (tau - 1) / 6)) < 1e-3, seeked
    assert severe_console_messages(browser) == []
