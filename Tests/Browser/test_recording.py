"""Recording input on the preview page (issue #20): "Record" restarts the scene at t = 0 and
"Stop and save" downloads the session's input as an events file whose header states the scene,
seed, viewport and parameters; `preview state --events FILE --at T` then prints the state the
page showed at T. "Open events file" replays a file in the page to the same states."""

import json
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page_helpers import body, drag, frames, playing, scene_size, scene_time, seek, severe_console_messages, state, wait_for
from page_layout import reset_viewport, screenshot, set_viewport


@pytest.fixture
def downloads(browser, tmp_path):
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    yield tmp_path
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "default"})


def cli_state(binary, path, at, *extra):
    result = subprocess.run([str(binary), "state", "--events", str(path), "--at", repr(at), *extra],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def open_demo(browser, server):
    set_viewport(browser, 1000, 700)
    browser.get("about:blank")  # a fresh page, not a hash change of the last test's
    browser.get(server.url + "#/scene/demo")
    wait_for(browser, lambda d: frames(d) >= 3 and state(d) is not None, message="frames should arrive")


def drag_the_square(browser):
    """Presses on the square and drags it 150 points right and 72 down, then lets go."""
    centre = state(browser)["center"]
    drag(browser, [(centre["x"] + 25 * k, centre["y"] + 12 * k) for k in range(7)])


def pause_and_read(browser):
    """Pauses, lets a few frames arrive, and returns (scene time, scene state) as the page shows them."""
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait_for(browser, lambda d: not playing(d), message="paused")
    count = frames(browser)
    wait_for(browser, lambda d: frames(d) >= count + 3, message="frames after the pause")
    return scene_time(browser), state(browser)


def test_a_recorded_drag_replays_on_the_command_line_to_the_same_state(browser, module_server, binary, downloads):
    open_demo(browser, module_server)
    browser.find_element(By.ID, "record").click()
    wait_for(browser, lambda d: body(d, "recording") == "true" and body(d, "connections") == "2" and body(d, "connection") == "open",
             message="recording restarts the session")
    wait_for(browser, lambda d: scene_time(d) < 1 and frames(d) > 0, message="the scene starts again from 0")
    wait_for(browser, lambda d: scene_time(d) >= 0.3, message="the recording runs")
    drag_the_square(browser)
    wait_for(browser, lambda d: (s := state(d)) and not s["dragging"] and s["animating"],
             message="the page shows the release: the square springs back")
    at, shown = pause_and_read(browser)
    assert shown["offset"] != {"x": 0, "y": 0} or shown["animating"], f"the drag should have moved the square: {shown}"
    screenshot(browser, "recording")
    browser.find_element(By.ID, "record").click()
    path = downloads / "demo-events.json"
    wait_for(browser, lambda d: path.exists() and path.stat().st_size > 0, message="the events file is downloaded")
    assert body(browser, "recording") == "false"
    assert body(browser, "clock-drift") == "0", "the page's mirror of the server clock matched every frame"

    document = json.loads(path.read_text())
    width, height = scene_size(browser)
    assert (width, height) == (390, 844), "the demo runs at its declared viewport"
    assert document["scene"] == "demo" and document["seed"] == 1
    assert document["viewport"] == {"width": width, "height": height}
    types = [event["type"] for event in document["events"]]
    assert types[0] == "pointerDown" and types[-1] == "pointerUp" and "pointerMove" in types, types

    printed = cli_state(binary, path, at)
    assert printed["time"] == at
    assert printed["state"] == shown
    assert severe_console_messages(browser) == []


def test_an_opened_events_file_replays_in_the_page(browser, module_server, binary, tmp_path):
    open_demo(browser, module_server)
    x, y = state(browser)["center"]["x"], state(browser)["center"]["y"]
    path = tmp_path / "drag.json"
    path.write_text(json.dumps({
        "scene": "demo", "seed": 1, "parameters": {"size": 60},
        "events": [
            {"t": 0.5, "type": "pointerDown", "id": 1, "x": x, "y": y},
            {"t": 0.7, "type": "pointerMove", "id": 1, "x": x + 60, "y": y + 30},
            {"t": 0.9, "type": "pointerMove", "id": 1, "x": x + 120, "y": y + 60},
            {"t": 1.0, "type": "pointerUp", "id": 1, "x": x + 120, "y": y + 60},
        ],
    }))
    browser.find_element(By.ID, "events-file").send_keys(str(path))
    wait_for(browser, lambda d: body(d, "replayed-events") == "4", message="the file is replayed")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait_for(browser, lambda d: not playing(d), message="paused")
    viewport = scene_size(browser)
    for at in (0.8, 1.25):
        seek(browser, at)
        count = frames(browser)
        wait_for(browser, lambda d: frames(d) >= count + 2, message="frames after the seek")
        expected = cli_state(binary, path, at, "--size", f"{int(viewport[0])}x{int(viewport[1])}")["state"]
        assert state(browser) == expected, at
    assert state(browser)["side"] == 60
    assert browser.find_element(By.CSS_SELECTOR, "[data-parameter='size'] input").get_attribute("value") == "60"
    reset_viewport(browser)
