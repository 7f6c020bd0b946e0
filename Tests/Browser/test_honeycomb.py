"""The honeycomb scene in a real browser against a real `preview serve`: flinging the grid in the
page moves it, releases it into a spring that settles inside the clamp (honeycomb.md §8.2), and a
tap on a bubble selects it, grows its subtopics and centres it (§9, §12), as the inspector shows.
"""

import math

from page_helpers import drag, frames, scene_size, severe_console_messages, state, tap, wait_for

SCENE = "honeycomb"


def bubble(s, topic):
    return next(b for b in s["bubbles"] if b["topic"] == topic)


def at_rest(s):
    return (not s["dragging"] and s["velocity"]["x"] == 0 and s["velocity"]["y"] == 0
            and s["offset"] == s["settleOffset"])


def test_fling_the_grid_then_tap_a_bubble(browser, server):
    browser.get_log("browser")  # the browser is shared: forget what earlier tests logged
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 5 and state(d) is not None, message="frames should arrive")
    width, _ = scene_size(browser)
    initial = state(browser)
    assert len(initial["bubbles"]) == 14 and initial["status"] == "Pick 5 more!"
    assert initial["offset"] == {"x": 0, "y": 0}
    centre = initial["centre"]
    assert abs(centre["x"] - width / 2) <= 1, (centre, width)

    # Fling: press in the gap left of Politics, drag 150 points right and 60 down quickly, let go.
    x, y = centre["x"] - 54, centre["y"] + 31
    drag(browser, [(x + 25 * k, y + 10 * k) for k in range(7)], step_ms=10)
    released = wait_for(browser, lambda d: (s := state(d)) and not s["dragging"] and s["settleOffset"]["x"] > 0 and s,
                        message="the grid is released")
    clamp = released["clamp"]
    target = released["settleOffset"]
    # The target is 1.25 × (translation + 0.499 v) from 0, clamped per axis: 1.25 × 150 alone
    # passes the clamp (151.554), so x is clamped whatever the velocity.
    assert target["x"] == clamp, target
    assert 0 < target["y"] <= clamp, target
    settled = wait_for(browser, lambda d: (s := state(d)) and at_rest(s) and s, timeout=10, message="the spring settles")
    assert settled["offset"] == target
    assert abs(settled["offset"]["x"]) <= clamp and abs(settled["offset"]["y"]) <= clamp

    # Tap the biggest bubble where it is drawn now: it turns green, grows its three subtopics
    # (or keeps the grid as is when it has none to grow) and is centred at −centre(q, r).
    chosen = max(settled["bubbles"], key=lambda b: b["scale"])
    topic = chosen["topic"]
    tap(browser, chosen["x"], chosen["y"])
    tapped = wait_for(browser, lambda d: (s := state(d)) and s["selected"] == [topic] and s, message=f"{topic} is selected")
    assert tapped["status"] == "Pick 4 more!"
    assert [b["topic"] for b in tapped["bubbles"][14:]] == [f"\u2022 {topic}'s subtopic {k}" for k in (1, 2, 3)]
    q, r = chosen["q"], chosen["r"]
    home = {"x": -(3 ** 0.5) / 2 * 125 * q, "y": -125 * (r + q / 2)}
    assert math.isclose(tapped["settleOffset"]["x"], home["x"], abs_tol=1e-9), tapped["settleOffset"]
    assert math.isclose(tapped["settleOffset"]["y"], home["y"], abs_tol=1e-9), tapped["settleOffset"]
    centred = wait_for(browser, lambda d: (s := state(d)) and at_rest(s) and s, timeout=10, message="centring settles")
    a = bubble(centred, topic)
    assert math.isclose(a["x"], centre["x"], abs_tol=1e-6) and math.isclose(a["y"], centre["y"], abs_tol=1e-6)
    assert a["scale"] == 1 and a["selected"]
    assert centred["progress"]["fraction"] == 0.2
    assert severe_console_messages(browser) == []
