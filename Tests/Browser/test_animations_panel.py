"""The Animations panel (issue #23) in a real browser against a real `preview serve`: opened while
pull-to-refresh's ball rolls in, it shows one track per @Animated property of the scene, the
roll-in's timing curve as a bar on `refresh.displayedProgress` with the server-sampled plot of its value,
and — once the refresh starts — the bouncing ball's repeat-forever tracks. And the whole loop of
the issue in one test: open during the roll-in, drag the roll-in curve's handle in its editor, and
see the new parameter, the new curve on the roll-in's bars, and a different frame."""

from selenium.webdriver.common.by import By

from page_helpers import (
    drag_first_handle_down,
    attributes, body, canvas_image, drag, editor_value, forget_preferences, frames, js_number, link_parameter, playing,
    scene_size, scene_time, seek, severe_console_messages, state, wait_for,
)

SCENE = "pull-to-refresh"
# Declaration order: the refresh control's two properties, then its ball's six (BallMotion).
TRACKS = ["refresh.displayedProgress", "refresh.listOffset"] + [
    f"refresh.ball.{name}" for name in ("jump", "offsetY", "spin", "squash", "rollOutX", "rollOutAngle")]
ROLL_IN = ".timingCurve(0.24, 1.4, 1, -1, duration: 1)"
CURVE = "[data-parameter='rollInCurve'] .curve-editor"

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


def seek_until(driver, seconds, ready):
    """Seeks to `seconds` and waits for a new frame and a scene state for which `ready(state)`
    holds (the state arrives in its own message, after the transport shows the time); returns it."""
    drawn = frames(driver)
    seek(driver, seconds)
    return wait_for(driver, lambda d: frames(d) > drawn and (s := state(d)) and ready(s) and s, message=f"the state at {seconds} s")


def test_during_the_roll_in_a_dragged_curve_handle_changes_the_parameter_the_bars_and_the_frame(browser, server):
    browser.get(server.url)
    forget_preferences(browser)
    browser.get_log("browser")
    browser.get(server.url + "#/scene/" + SCENE + "?paused")
    wait_for(browser, lambda d: frames(d) >= 3 and state(d) is not None and not playing(d), message="the paused scene")
    assert scene_time(browser) == 0
    assert editor_value(browser, CURVE) == {"x1": 0.24, "y1": 1.4, "x2": 1, "y2": -1}

    # The scripted pull (not a held pointer: the mouse must stay free for the handle) from t = 0;
    # at 0.4 s the ball is rolling in, as the book's curve has it.
    browser.find_element(By.CSS_SELECTOR, "[data-action='pull']").click()
    before = seek_until(browser, 0.4, lambda s: s["ball"] is not None)
    image_before = canvas_image(browser)

    # Mid-pull, at 0.3 s: the roll-in is running. Open the panel there.
    rolling = seek_until(browser, 0.3, lambda s: 0 < s["c"] < before["c"])
    assert rolling["state"] == "pulling" and rolling["progress"] > 0 and rolling["ball"] is not None, rolling
    browser.find_element(By.ID, "toggle-animations").click()
    assert browser.find_element(By.ID, "toggle-animations").get_attribute("aria-pressed") == "true"
    shown = wait_for(browser, lambda d: (t := tracks(d)) and t.get("refresh.displayedProgress", {}).get("running") and t,
                     message="the roll-in's bar")
    assert list(shown) == TRACKS, "the ball's tracks, with the refresh control's"
    assert {bar["animation"] for bar in shown["refresh.displayedProgress"]["bars"]} == {ROLL_IN}, shown["refresh.displayedProgress"]
    assert all(bar["width"] > 0 for bar in shown["refresh.displayedProgress"]["bars"])

    # Drag the first handle down by a third of the plot, at the playhead (a `set` event at 0.3 s).
    edited = drag_first_handle_down(browser, CURVE, {"x1": 0.24, "y1": 1.4, "x2": 1, "y2": -1})
    assert abs(edited["x1"] - 0.24) <= 0.02 and edited["y1"] < 1.0 and (edited["x2"], edited["y2"]) == (1, -1), edited
    # The parameter changed: the session holds the new value (the deep link shows it).
    wait_for(browser, lambda d: link_parameter(d, "rollInCurve") == edited, message="the parameter is set")
    assert scene_time(browser) == 0.3, "the edit does not move the playhead"

    # On to 0.4 s: the pull's later steps roll in along the new curve, and the panel says so.
    new = f".timingCurve({js_number(edited['x1'])}, {js_number(edited['y1'])}, 1, -1, duration: 1)"
    state_after = seek_until(browser, 0.4, lambda s: s["c"] == before["c"])
    # The panel's description at 0.3 s already shows the new curve once (run just after the drag's
    # last `set`); at 0.4 s its bar groups the steps since then: wait for that one.
    after = wait_for(browser, lambda d: (t := tracks(d)) and any(bar["animation"] == new and bar["running"] and bar["count"] > 1
                                                               for bar in t["refresh.displayedProgress"]["bars"]) and t,
                     message=f"a bar of {new} grouping the steps since 0.3 s")
    # Running now: the book curve's steps before the edit, the new curve's after it. (A bar of a
    # curve the drag passed through may stay in the panel's history: it ran at 0.3 s before the
    # drag's last `set` replaced it.)
    bars = after["refresh.displayedProgress"]["bars"]
    assert {bar["animation"] for bar in bars if bar["running"]} == {ROLL_IN, new}, bars
    # Its label on the bar, and the bar's tooltip: "×7 .timingCurve(…)", ".timingCurve(…) (7 retargets)".
    labels = browser.execute_script(
        "return [...document.querySelectorAll('.animation-track[data-path=\"refresh.displayedProgress\"] .animation-bar')]"
        ".map((bar) => [bar.querySelector('.bar-label')?.textContent ?? '', bar.querySelector('title').textContent.split('\\n')[0]])")
    count = next(bar["count"] for bar in bars if bar["animation"] == new)
    assert [f"×{count} {new}", f"{new} ({count} retargets)"] in labels, labels
    # And the frame changed (state and frame come in one message): with the lower first handle the
    # steps since 0.3 s overshoot less, so the ball has rolled in less far than the book's curve
    # had it at 0.4 s (about 0.52 against 0.68 of the way; x 91 against 126 points), same pull.
    assert state_after["displayedProgress"] < before["displayedProgress"] - 0.05, (before, state_after)
    assert state_after["ball"]["x"] < before["ball"]["x"] - 10, (before["ball"], state_after["ball"])
    assert state_after["ball"]["y"] == before["ball"]["y"], (before["ball"], state_after["ball"])
    assert canvas_image(browser) != image_before, "the frame changed"
    assert severe_console_messages(browser) == []
