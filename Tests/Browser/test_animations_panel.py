"""The Animations panel (issue #23) in a real browser against a real `preview serve`: opened while
pull-to-refresh's ball rolls in, it shows one track per @Animated property of the scene, the
roll-in's timing curve as a bar on `refresh.displayedProgress` with the server-sampled plot of its value,
and — once the refresh starts — the bouncing ball's repeat-forever tracks."""

from selenium.webdriver.common.by import By

from page_helpers import attributes, body, drag, forget_preferences, frames, scene_size, severe_console_messages, state, wait_for

SCENE = "pull-to-refresh"
# Declaration order: the refresh control's two properties, then its ball's six (BallMotion).
TRACKS = ["refresh.displayedProgress", "refresh.listOffset"] + [
    f"refresh.ball.{name}" for name in ("jump", "offsetY", "spin", "squash", "rollOutX", "rollOutAngle")]
ROLL_IN = ".timingCurve(0.24, 1.4, 1, -1, duration: 1)"

BARS = """
return [...document.querySelectorAll('.animation-track')].map((track) => ({
  path: track.dataset.path, running: Number(track.dataset.running),
  bars: [...track.querySelectorAll('.animation-bar')].map((bar) => ({
    animation: bar.dataset.animation, count: Number(bar.dataset.count),
    running: bar.classList.contains('running'), forever: bar.classList.contains('forever'),
    width: Number(bar.querySelector('rect').getAttribute('width')),
  })),
}));
"""


def tracks(driver):
    return {track["path"]: track for track in driver.execute_script(BARS)}


def test_the_panel_shows_the_roll_in_and_the_balls_tracks(browser, server):
    browser.get(server.url)
    forget_preferences(browser)
    browser.get_log("browser")
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 5 and state(d) is not None, message="frames should arrive")
    assert browser.find_element(By.ID, "animations-panel").get_attribute("hidden") is not None, "closed by default"

    # Pull about 70 points (below the refresh threshold) and hold: the ball rolls in.
    width, _ = scene_size(browser)
    drag(browser, [(width / 2, 130 + 25 * k) for k in range(7)], release=False)
    wait_for(browser, lambda d: (s := state(d)) and s["dragging"] and s["progress"] > 0.5, message="the pull")
    # A synthetic click: the real pointer stays pressed on the list.
    browser.execute_script("document.getElementById('toggle-animations').click()")
    assert browser.find_element(By.ID, "toggle-animations").get_attribute("aria-pressed") == "true"

    rolling = wait_for(browser, lambda d: (t := tracks(d)) and t.get("refresh.displayedProgress", {}).get("bars") and t,
                       message="the roll-in's bar")
    assert list(rolling) == TRACKS
    progress = rolling["refresh.displayedProgress"]
    assert {bar["animation"] for bar in progress["bars"]} == {ROLL_IN}, progress
    assert all(bar["width"] > 0 for bar in progress["bars"]), progress
    # Nothing but the roll-in has run yet.
    assert all(not rolling[path]["bars"] for path in TRACKS if path != "refresh.displayedProgress"), rolling
    # The first animating property is selected and plotted from the server's samples.
    wait_for(browser, lambda d: attributes(d, ".value-plot", "data-path") == ["refresh.displayedProgress"], message="the plot")
    assert browser.execute_script("return document.querySelectorAll('.value-plot polyline').length") >= 1
    assert "refresh.displayedProgress: Double" in browser.find_element(By.ID, "animations-plot-title").text

    # Past the threshold and let go: the refresh starts and the ball bounces forever.
    path = drag(browser, [(width / 2, 280 + 25 * k) for k in range(1, 7)], press=False, release=False)
    wait_for(browser, lambda d: (s := state(d)) and s["state"] == "ongoing", message="the refresh starts")
    drag(browser, [path[-1]], press=False)
    bouncing = wait_for(browser, lambda d: (t := tracks(d)) and t["refresh.ball.jump"]["running"] > 0 and t,
                        message="the ball's bounce")
    for name in ("refresh.ball.jump", "refresh.ball.offsetY", "refresh.ball.spin", "refresh.ball.squash"):
        bars = bouncing[name]["bars"]
        assert bars and bars[-1]["forever"] and bars[-1]["running"], (name, bars)
        assert ".repeatForever(" in bars[-1]["animation"], (name, bars)
    assert bouncing["refresh.ball.jump"]["bars"][-1]["animation"] == ".easeInOut(duration: 0.35).repeatForever(autoreverses: true)"
    assert bouncing["refresh.ball.spin"]["bars"][-1]["animation"] == ".linear(duration: 0.7).repeatForever(autoreverses: false)"

    # Selecting a track plots that property.
    browser.execute_script("document.querySelector('.animation-track[data-path=\"refresh.ball.offsetY\"]').click()")
    wait_for(browser, lambda d: attributes(d, ".value-plot", "data-path") == ["refresh.ball.offsetY"], message="the offset's plot")
    assert attributes(browser, ".animation-track[aria-selected=true]", "data-path") == ["refresh.ball.offsetY"]

    # Closing the panel stops the requests: at most the one in flight still arrives.
    browser.find_element(By.ID, "animations-close").click()
    assert browser.find_element(By.ID, "animations-panel").get_attribute("hidden") is not None
    replies = int(body(browser, "animations-replies"))
    frames_then = frames(browser)
    wait_for(browser, lambda d: frames(d) >= frames_then + 20, message="frames go on")
    assert int(body(browser, "animations-replies")) <= replies + 1
    assert severe_console_messages(browser) == []
