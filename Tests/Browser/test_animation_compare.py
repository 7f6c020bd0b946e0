"""The animation-compare playground (pull-to-refresh.md Part C) in a real browser against a real
`preview serve`: clicking "Add Animation" and "Animate!" moves the new row's location from 0 to 1,
and the transitions tab's button hides the square, as the inspector's state shows."""

from page_helpers import frames, scene_size, severe_console_messages, state, tap, wait_for

SCENE = "animation-compare"


def test_add_a_row_animate_and_hide_the_square(browser, server):
    browser.get_log("browser")
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 3 and state(d) is not None, message="frames should arrive")
    first = state(browser)
    assert first["tab"] == "animations" and first["rows"] == [] and first["animateEnabled"] is False

    width, height = scene_size(browser)  # the scene's viewport, points
    # "Add Animation" is list row 1 while there are no rows: its middle is 150 + 96 + 48.
    tap(browser, 195, 150 + 96 + 48)
    added = wait_for(browser, lambda d: (s := state(d)) and len(s["rows"]) == 1 and s, message="a row is added")
    assert added["rows"][0]["description"] == ["Linear Animation", "Length: 1.0 s Delay: 0.0 s"]

    tap(browser, width / 2, 120)  # Animate! (centred)
    moving = wait_for(browser, lambda d: (s := state(d)) and s["location"] == 1 and s, message="Animate! toggles")
    assert 0 <= moving["rows"][0]["location"] <= 1
    done = wait_for(browser, lambda d: (s := state(d)) and s["rows"][0]["location"] == 1 and s, message="the row arrives")
    assert abs(done["rows"][0]["starOffset"] - 0.8 * done["trackWidth"]) < 1e-6

    # The transitions tab is the right half of the tab bar (the bottom 56 points).
    tap(browser, 3 * width / 4, height - 28)
    wait_for(browser, lambda d: (s := state(d)) and s["tab"] == "transitions", message="the transitions tab")
    tap(browser, width / 2, 110)  # "Hide the Square" (centred)
    hidden = wait_for(browser, lambda d: (s := state(d)) and s["transitions"]["showSquare"] is False and s,
                      message="the square hides")
    assert hidden["transitions"]["preset"] == "instant"
    assert hidden["transitions"]["square"] == []  # Instant: gone at once
    assert severe_console_messages(browser) == []
