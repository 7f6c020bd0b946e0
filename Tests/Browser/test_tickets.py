"""The tickets app (issue #28) in a real browser against a real `preview serve`, with the mouse:
scroll the events list, click the third card (its details slide in), click Seating Chart (the
chart for that game slides in), click a tribune and two seats, click the chart's back chevron,
then the details' back chevron: the list is back at the same scroll position, as the inspector's
state (the navigation stack's) shows at every step."""

from page_helpers import drag, frames, severe_console_messages, state, tap, wait_for

SCENE = "tickets"


def at_rest(s, depth):
    return s is not None and s["depth"] == depth and s["transition"] is None


def to_canvas(chart, x, y):
    a, b, c, d, tx, ty = chart["chartMatrix"]
    return a * x + c * y + tx, b * x + d * y + ty


def test_list_details_seating_and_back_with_the_mouse(browser, server):
    browser.get_log("browser")  # the browser is shared: forget what earlier tests logged
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 3 and at_rest(state(d), 0), message="the list shows")

    # Scroll the list up 200 points with a mouse drag.
    drag(browser, [(195, 700), (195, 650), (195, 600), (195, 550), (195, 500), (195, 500)])
    scrolled = wait_for(browser, lambda d: (s := state(d)) and s["screens"][0]["state"]["listScroll"] < -150 and s,
                        message="the list scrolls")
    scroll = scrolled["screens"][0]["state"]["listScroll"]
    third = scrolled["screens"][0]["state"]["visibleEventIDs"][2]

    # The third card: header band 96 + scroll + inset 16 + two pitches of 214; click 60 into it.
    tap(browser, 195, 96 + scroll + 16 + 2 * 214 + 60)
    details = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 1) and s, message="the details slide in")
    assert details["path"] == [{"route": "event", "value": {"id": third}}]
    assert details["screens"][1]["state"]["details"]["event"] == third

    # The Seating Chart button (y 368…416 at rest).
    tap(browser, 195, 392)
    chart_state = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 2) and s, message="the chart slides in")
    assert chart_state["top"] == "seating"
    game = chart_state["path"][1]["value"]
    assert game["event"] == third and game["team"], game

    # A tribune, then the seat under the same chart spot and one two cells along (σ = L/360).
    chart = wait_for(browser, lambda d: (s := state(d)) and s["screens"][2]["state"]["appear"] == 1 and s["screens"][2]["state"],
                     message="the stadium draws in")
    k = chart["chartSide"] / 720
    spot = (345 * k, 104 * k)
    tap(browser, *to_canvas(chart, *spot))
    zoomed = wait_for(browser, lambda d: (s := state(d)) and (c := s["screens"][2]["state"])["zoom"] > 24.999
                      and c["seatsTrim"] == 1 and c, timeout=10, message="the chart zooms into the tribune")
    sigma = chart["chartSide"] / 360
    tap(browser, *to_canvas(zoomed, *spot))
    tap(browser, *to_canvas(zoomed, spot[0] + 2.2 * sigma, spot[1]))
    picked = wait_for(browser, lambda d: (s := state(d)) and s["screens"][2]["state"]["ticketCount"] == 2 and s,
                      message="two seats are chosen")
    assert len(set(picked["screens"][2]["state"]["chosenSeats"])) == 2

    # Back (the chart's chevron), back (the details' chevron).
    tap(browser, 22, 30)
    back = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 1) and s, message="the chart slides out")
    assert back["keptCharts"] == [third]
    tap(browser, 30, 26)
    home = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 0) and s, message="the details slide out")
    assert home["screens"][0]["state"]["listScroll"] == scroll
    assert home["lastRefusal"] is None
    assert severe_console_messages(browser) == []


def test_a_deep_link_opens_the_chart_of_an_event(browser, server):
    browser.get_log("browser")
    # Without a time: the page sends a link's parameters on its first connection too.
    browser.get(server.url + "#/scene/" + SCENE + "?p.event=3&p.screen=seating")
    opened = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 2) and s, message="the deep link opens the chart")
    assert [v["route"] for v in opened["path"]] == ["event", "seating"]
    assert opened["path"][0]["value"] == {"id": 3} and opened["path"][1]["value"]["event"] == 3
    assert severe_console_messages(browser) == []


def hash_params(driver):
    """The deep link's parameters in the address bar (`p.NAME` → value)."""
    query = driver.execute_script("return location.hash").partition("?")[2]
    pairs = [part.partition("=") for part in query.split("&") if part]
    return {key: value for key, _, value in pairs}


def test_the_address_follows_taps_and_back_and_forward_reopen_the_screens(browser, server):
    browser.get_log("browser")
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 3 and at_rest(state(d), 0), message="the list shows")

    # The third card (header 96 + inset 16 + two pitches of 214, 60 into it): its details.
    tap(browser, 195, 96 + 16 + 2 * 214 + 60)
    details = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 1) and s, message="the details slide in")
    event = details["path"][0]["value"]["id"]
    assert event != 0, "the default event would leave p.event out of the link"
    wait_for(browser, lambda d: (p := hash_params(d)).get("p.screen") == "details" and p.get("p.event") == str(event),
             message="the address names the details of that event")

    # The Seating Chart button: the address names the chart.
    tap(browser, 195, 392)
    wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 2), message="the chart slides in")
    wait_for(browser, lambda d: hash_params(d).get("p.screen") == "seating", message="the address names the chart")

    # A reload from the address opens the chart of that event, without taps.
    browser.refresh()
    reloaded = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 2) and s, message="the reload opens the chart")
    assert reloaded["path"][1]["value"]["event"] == event

    # Choose a seat on the reloaded chart: back and forward keep it (they stay in the session).
    chart = reloaded["screens"][2]["state"]
    k = chart["chartSide"] / 720
    tap(browser, *to_canvas(chart, 345 * k, 104 * k))
    wait_for(browser, lambda d: (s := state(d)) and s["screens"][2]["state"]["zoom"] > 24.999 and s["screens"][2]["state"]["seatsTrim"] == 1,
             timeout=10, message="the chart zooms into the tribune")
    zoomed = state(browser)["screens"][2]["state"]
    tap(browser, *to_canvas(zoomed, 345 * k, 104 * k))
    wait_for(browser, lambda d: (s := state(d)) and s["screens"][2]["state"]["ticketCount"] == 1, message="a seat is chosen")
    entries = browser.execute_script("return history.length")

    # Back: the details (each navigation by taps was a history entry); back again: the list.
    browser.back()
    back = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 1) and s, message="back shows the details")
    assert back["path"] == [{"route": "event", "value": {"id": event}}]
    assert back["keptCharts"] == [event], "the same session: the chart with its seat is kept"
    browser.back()
    wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 0) and "p.screen" not in hash_params(d),
             message="back again shows the list: " + browser.execute_script("return location.hash"))
    browser.forward()
    wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 1) and s["path"][0]["value"]["id"] == event,
             message="forward shows the details again")
    browser.forward()
    chart_again = wait_for(browser, lambda d: (s := state(d)) and at_rest(s, 2) and s, message="forward shows the chart again")
    assert chart_again["screens"][2]["state"]["ticketCount"] == 1, "with its seat"
    assert browser.execute_script("return history.length") == entries, "back and forward added no entries"
    assert severe_console_messages(browser) == []


def test_a_mouse_pull_on_the_list_bounces_the_basketball(browser, server):
    browser.get_log("browser")
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 3 and at_rest(state(d), 0), message="the list shows")
    # Down 220 points with the mouse: past B.4's 206.26 points of travel for the 100-point pull.
    drag(browser, [(195, 200), (195, 260), (195, 330), (195, 400), (195, 420), (195, 420)])
    bouncing = wait_for(browser, lambda d: (s := state(d)) and (r := s["screens"][0]["state"]["refresh"])["state"] == "ongoing" and r,
                        message="the refresh starts")
    assert bouncing["ball"]["x"] == 195, "the jumping ball is centred (B.7.3)"
    assert bouncing["refreshCount"] == 1
    done = wait_for(browser, lambda d: (s := state(d)) and s["screens"][0]["state"]["eventCount"] == 14 and s, timeout=15,
                    message="7 new events after the 5-second refresh")
    assert done["depth"] == 0
    assert severe_console_messages(browser) == []
