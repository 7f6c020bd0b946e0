"""The seating chart in a real browser against a real `preview serve` (seating.md §9–§10): a
click on a tribune in the preview page glides and zooms into it, a click on a seat chooses it,
and the inspector's state counts the ticket.

Positions come from the state's `chartSide` and `chartMatrix` (§2.7: x' = a·x + c·y + tx,
y' = b·x + d·y + ty), so the test clicks where the scene draws the tribune whatever size the page
gives the canvas: the stadium scales with the chart side L (720 in the spec's reference).
"""

from page_helpers import frames, severe_console_messages, state, tap, wait_for

SCENE = "seating"


def to_canvas(s, x, y):
    a, b, c, d, tx, ty = s["chartMatrix"]
    return a * x + c * y + tx, b * x + d * y + ty


def test_tap_a_tribune_zoom_in_and_choose_a_seat(browser, server):
    browser.get_log("browser")  # the browser is shared: forget what earlier tests logged
    browser.get(server.url + "#/scene/" + SCENE)
    rest = wait_for(browser, lambda d: frames(d) >= 5 and (s := state(d)) and s["appear"] == 1 and s,
                    message="the stadium draws in")
    assert rest["selectedTribune"] is None and rest["ticketCount"] == 0

    # Chart (345, 104) at L = 720 lies in S0-top-5 (§13 check 8); the layout scales with L.
    k = rest["chartSide"] / 720
    spot = (345 * k, 104 * k)
    tap(browser, *to_canvas(rest, *spot))
    selected = wait_for(browser, lambda d: (s := state(d)) and s["selectedTribune"] and s,
                        message="the tribune is selected")
    assert selected["selectedTribune"] == "S0-top-5", selected
    zoomed = wait_for(browser, lambda d: (s := state(d)) and s["zoom"] > 24.999 and s["seatsTrim"] == 1 and s,
                      timeout=10, message="the zoom to 25× and the seats drawing in")
    assert zoomed["zoomed"] is True
    assert abs(zoomed["anchorChart"]["x"] - spot[0]) < 1 and abs(zoomed["anchorChart"]["y"] - spot[1]) < 1, zoomed

    # The tapped spot stays put, so the seat under it is where the tribune was tapped.
    tap(browser, *to_canvas(zoomed, *spot))
    chosen = wait_for(browser, lambda d: (s := state(d)) and s["ticketCount"] == 1 and s, message="a seat is chosen")
    assert chosen["chosenSeats"] == ["S0-top-5/r4c7"], chosen
    green = wait_for(browser, lambda d: (s := state(d)) and s["seatFills"].get("S0-top-5/r4c7") == "#34C759" and s,
                     message="the seat turns green")
    assert green["ticketCount"] == 1
    assert severe_console_messages(browser) == []
