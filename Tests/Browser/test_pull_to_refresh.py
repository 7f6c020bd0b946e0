"""The pull-to-refresh scene in a real browser against a real `preview serve`: dragging the event
list down in the page runs the state machine pulling → ongoing → preparingToFinish → finishing →
idle → pulling (pull-to-refresh.md B.5), as the inspector shows.

The short states (preparingToFinish lasts 0.3 s, idle one tick) are also checked at exact scene
times by pausing and seeking, which the scene's determinism makes reliable.
"""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page_helpers import drag, frames, playing, scene_size, scene_time, seek, severe_console_messages, state, wait_for

SCENE = "pull-to-refresh"


def state_at(driver, seconds):
    """The scene state once the page shows time `seconds` (paused): the state rides in the same
    message as the frame that moved the clock, so it is shown with it."""
    seek(driver, seconds)
    return state(driver)


def test_dragging_the_list_runs_a_refresh_cycle(browser, server):
    browser.get_log("browser")  # the browser is shared: forget what earlier tests logged
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 5 and state(d) is not None, message="frames should arrive")
    assert state(browser)["state"] == "pulling"
    assert state(browser)["eventCount"] == 7

    # Press on the list (below the 96-point header) and drag down: the pull follows with the
    # rubber band; past 100 points of pull the refresh starts while the pointer is still down.
    width, height = scene_size(browser)
    assert height > 450, f"the scene should leave room for a long drag, is {height} points tall"
    seen = ["pulling"]
    # 150 points of travel: a pull of about 70 points, below the threshold.
    drag(browser, [(width / 2, 130 + 25 * k) for k in range(7)], release=False)

    def observe(d):
        s = state(d)
        if s and (not seen or seen[-1] != s["state"]):
            seen.append(s["state"])
        return s

    pulled = wait_for(browser, lambda d: (s := observe(d)) and s["dragging"] and s["c"] > 50 and s, message="the pull")
    assert pulled["state"] == "pulling" and 0.5 < pulled["progress"] < 1, pulled
    assert pulled["ball"] is not None, "the ball rolls in while pulling"
    # 150 points more: past the threshold.
    path = drag(browser, [(width / 2, 280 + 25 * k) for k in range(1, 7)], press=False, release=False)
    ongoing = wait_for(browser, lambda d: (s := observe(d)) and s["state"] == "ongoing" and s, message="the refresh starts")
    assert ongoing["refreshCount"] == 1
    drag(browser, [path[-1]], press=False)

    # The refresh runs 5 s, then the ball returns (0.3 s) and rolls out (1 s).
    wait_for(browser, lambda d: (s := observe(d)) and s["state"] == "finishing", timeout=20, message="finishing")
    after = wait_for(browser, lambda d: (s := observe(d)) and s["state"] == "pulling" and s, timeout=10,
                     message="back to pulling after the cycle")
    assert after["refreshCount"] == 1 and after["eventCount"] == 14
    assert seen[:2] == ["pulling", "ongoing"], seen
    assert "finishing" in seen and seen[-1] == "pulling", seen
    print(f"states seen live: {' → '.join(seen)}")

    # The exact timeline at scene times: preparingToFinish at t_on + 5, finishing at t_on + 5.3,
    # idle for one tick at t_on + 6.3, pulling again on the next frame step.
    page = browser.find_element(By.TAG_NAME, "body")
    page.send_keys(Keys.SPACE)
    wait_for(browser, lambda d: not playing(d), message="space pauses")
    t_on = after["tOn"]

    def just_after(offset):
        """A time on the scrubber's 1 ms grid 4–6 ms after t_on + offset (ticks are 16.7 ms apart)."""
        return round(t_on + offset + 0.005, 3)

    assert state_at(browser, just_after(4.9))["state"] == "ongoing"
    assert state_at(browser, just_after(5.0))["state"] == "preparingToFinish"
    assert state_at(browser, just_after(5.3))["state"] == "finishing"
    idle_time = just_after(6.3)
    idle = state_at(browser, idle_time)
    assert idle["state"] == "idle" and idle["ball"] is None, idle
    page.send_keys(Keys.ARROW_RIGHT)
    wait_for(browser, lambda d: abs(scene_time(d) - (idle_time + 1 / 60)) < 1e-3, message="one frame step")
    stepped = wait_for(browser, lambda d: (s := state(d)) and s["state"] != "idle" and s, message="state after the step")
    assert stepped["state"] == "pulling" and stepped["c0"] == stepped["c"], stepped
    assert severe_console_messages(browser) == []
