"""The event-details scene (pull-to-refresh.md Part D) in a real browser against a real `preview
serve`: clicking the filter icon swings the chips in, clicking a chip filters the list, clicking a
card opens its details, and scrolling the details with the wheel collapses the header, as the
inspector's state shows. The soft shadows (chips, header, floating button) reach the canvas
without console errors."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By

from page_helpers import frames, scene_size, severe_console_messages, state, tap, wait_for

SCENE = "event-details"


def test_filter_open_details_and_collapse(browser, server):
    browser.get_log("browser")
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 3 and state(d) is not None, message="frames should arrive")
    first = state(browser)
    assert first["screen"] == "list" and first["filterShown"] is False and first["eventCount"] == 7

    width, _ = scene_size(browser)
    # The filter icon: 24 points, 16 from the right edge, its centre 26 points above the band's bottom (96).
    tap(browser, width - 28, 70)
    shown = wait_for(browser, lambda d: (s := state(d)) and len(s["chips"]) == 5 and s, message="the chips appear")
    assert shown["filterShown"] is True

    settled = wait_for(browser, lambda d: (s := state(d)) and all(c["presence"] == 1 for c in s["chips"]) and s,
                       message="the chips settle")
    basketball = next(c for c in settled["chips"] if c["sport"] == "basketball")
    tap(browser, basketball["x"] + basketball["width"] / 2, basketball["y"] + basketball["height"] / 2)
    filtered = wait_for(browser, lambda d: (s := state(d)) and s["selectedSports"] == ["basketball"] and s,
                        message="the list is filtered")
    kept = filtered["visibleEventIDs"]
    assert 0 < len(kept) < 7
    rest = wait_for(browser, lambda d: (s := state(d)) and len(s["cards"]) == len(kept) and s, message="ghosts leave")
    assert all(c["sport"] == "basketball" for c in rest["cards"])

    card = next(c for c in rest["cards"] if c["id"] == kept[0])
    tap(browser, width / 2, card["top"] + 100)
    opened = wait_for(browser, lambda d: (s := state(d)) and s["details"] and s["details"]["push"] == 1 and s,
                      message="the details slide in")
    assert opened["details"]["event"] == kept[0] and opened["details"]["headerHeight"] == 220

    # The wheel over the scene's middle (deltas are not positions: no zoom applies to them).
    canvas = browser.find_element(By.ID, "canvas")
    ActionChains(browser).scroll_from_origin(ScrollOrigin.from_element(canvas), 0, 150).perform()
    collapsed = wait_for(browser, lambda d: (s := state(d)) and s["details"]["collapse"] == 1 and s,
                         message="the header collapses")
    assert collapsed["details"]["collapsed"] is True
    assert collapsed["details"]["off"] < -80 and collapsed["details"]["headerHeight"] == max(120, 220 + collapsed["details"]["off"])
    assert collapsed["details"]["cornerRadius"] == 0
    browser.save_screenshot("/tmp/event-details-collapsed.png")
    assert severe_console_messages(browser) == []
