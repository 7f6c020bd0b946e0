"""Export PNG and Export clip on the preview page (issue #21): the server replays the session's
log and draws it with Raster; the page downloads the result. Export PNG is the frame shown at the
device pixel ratio; Export clip shows progress and downloads a clip of the A–B loop."""

import json
import struct
import subprocess
import time
import zipfile
import zlib

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select

from page_helpers import body, frames, playing, seek, severe_console_messages, state, wait_for
from page_layout import reset_viewport, set_viewport


@pytest.fixture
def downloads(browser, tmp_path):
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    yield tmp_path
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "default"})
    reset_viewport(browser)


def downloaded(folder, suffix, timeout=60):
    """The one finished download ending in `suffix` (Chromium writes `.crdownload` until done)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done = [p for p in folder.iterdir() if p.name.endswith(suffix)]
        if done and not any(p.name.endswith(".crdownload") for p in folder.iterdir()):
            return done[0]
        time.sleep(0.1)
    raise AssertionError(f"no {suffix} download in {timeout} s: {[p.name for p in folder.iterdir()]}")


def png_rows(data):
    """Width, height and the RGBA rows of an 8-bit RGBA PNG (every chunk's CRC checked)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, idat, width, height = 8, b"", 0, 0
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, payload = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        assert zlib.crc32(kind + payload) == struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", payload[:10])
            assert (depth, colour) == (8, 6)
        elif kind == b"IDAT":
            idat += payload
        at += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 4 + 1
    assert len(raw) == stride * height
    assert set(raw[y * stride] for y in range(height)) <= {0}, "rows are unfiltered (None)"
    return width, height, [raw[y * stride + 1:(y + 1) * stride] for y in range(height)]


def open_demo(browser, server, ratio):
    set_viewport(browser, 1000, 700, ratio)
    browser.get(server.url + "#/scene/demo")
    wait_for(browser, lambda d: frames(d) >= 3 and state(d) is not None, message="frames should arrive")


def set_loop(browser, a, b):
    """Pauses, then sets the A–B loop from `a` to `b` seconds with the transport bar's buttons."""
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait_for(browser, lambda d: not playing(d), message="paused")
    seek(browser, a)
    browser.find_element(By.ID, "loop-a").click()
    seek(browser, b)
    browser.find_element(By.ID, "loop-b").click()
    wait_for(browser, lambda d: d.find_element(By.ID, "loop-clear").get_attribute("data-loop") == f"{a},{b}", message="loop set")


def test_export_png_downloads_the_frame_shown_at_the_device_pixel_ratio(browser, module_server, downloads):
    open_demo(browser, module_server, ratio=2)
    canvas = browser.find_element(By.ID, "canvas")
    ActionChains(browser, duration=30).move_to_element(canvas).click_and_hold().move_by_offset(60, 20).perform()
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait_for(browser, lambda d: not playing(d), message="paused")
    count = frames(browser)
    wait_for(browser, lambda d: frames(d) >= count + 3, message="frames after the pause")
    width, height = (int(v) for v in body(browser, "frame-size").split("x"))
    browser.find_element(By.ID, "export-png").click()
    path = downloaded(downloads, ".png")
    wait_for(browser, lambda d: body(d, "export") == "saved", message="the page says saved")
    assert path.name.startswith("demo-") and path.name == body(browser, "export-detail")
    png_width, png_height, rows = png_rows(path.read_bytes())
    assert (png_width, png_height) == (2 * width, 2 * height), "the frame at the device pixel ratio"
    # The dragged square is drawn: more than one colour, and opaque pixels.
    assert len(set(rows[png_height // 2])) > 8 or len(set().union(*(set(r) for r in rows[::50]))) > 2
    ActionChains(browser).release().perform()
    assert severe_console_messages(browser) == []


# Records every state the clip progress bar passes through, from the start of the export: a
# MutationObserver on its `hidden` and `value` attributes (`progress.value = …` sets the attribute)
# with their old values, so a state that lasts less than one WebDriver poll (the server's last
# progress line and the file can arrive in one read) is still seen. A record's new value is the
# next record's old value for that attribute, or the attribute now for the batch's last one.
WATCH_PROGRESS = """
const bar = document.getElementById('export-progress');
const read = (name) => bar.getAttribute(name);
const states = window.progressStates = [{ hidden: read('hidden'), value: read('value'), max: read('max') }];
new MutationObserver((records) => {
  const state = { ...states[states.length - 1] };
  records.forEach((record, i) => {
    const name = record.attributeName;
    const next = records.slice(i + 1).find((later) => later.attributeName === name);
    state[name] = next ? next.oldValue : read(name);
    states.push({ ...state });
  });
}).observe(bar, { attributes: true, attributeOldValue: true, attributeFilter: ['hidden', 'value', 'max'] });
"""


def test_export_clip_shows_progress_and_downloads_the_loop_as_an_mp4(browser, module_server, downloads):
    open_demo(browser, module_server, ratio=1)
    set_loop(browser, 0.2, 0.5)
    width, height = (int(v) for v in body(browser, "frame-size").split("x"))
    browser.execute_script(WATCH_PROGRESS)
    browser.find_element(By.ID, "export-clip").click()
    wait_for(browser, lambda d: body(d, "export") == "clip", message="the export starts")
    path = downloaded(downloads, ".mp4", timeout=90)
    wait_for(browser, lambda d: body(d, "export") == "saved", timeout=30, message="the page says saved")
    states = browser.execute_script("return window.progressStates;")
    shown = [s for s in states if s["hidden"] is None]
    assert states[0]["hidden"] is not None and shown, f"progress shows during the export: {states}"
    assert any(float(s["value"]) > 0 for s in shown), f"progress shows frames done: {states}"
    assert max(float(s["value"]) for s in shown) == float(shown[-1]["max"]) == 18, f"it reaches all 18 frames: {states}"
    assert states[-1]["hidden"] is not None, "progress hides when done"
    assert browser.find_element(By.ID, "export-progress").get_attribute("hidden") is not None, "progress hides when done"
    probe = json.loads(subprocess.run(
        ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
         "-show_entries", "stream=width,height,nb_read_frames", "-of", "json", str(path)],
        capture_output=True, text=True, timeout=60, check=True).stdout)["streams"][0]
    assert int(probe["nb_read_frames"]) == 18, "0.2 … 0.5 s at 60 fps"
    assert (probe["width"], probe["height"]) == (width + width % 2, height + height % 2)
    assert severe_console_messages(browser) == []


def test_export_clip_as_png_frames_at_25_fps_downloads_one_zip_of_numbered_pngs(browser, module_server, downloads):
    open_demo(browser, module_server, ratio=1)
    set_loop(browser, 0.2, 0.6)
    width, height = (int(v) for v in body(browser, "frame-size").split("x"))
    Select(browser.find_element(By.ID, "export-format")).select_by_visible_text("PNG frames (ZIP)")
    Select(browser.find_element(By.ID, "export-fps")).select_by_visible_text("25 fps")
    browser.find_element(By.ID, "export-clip").click()
    path = downloaded(downloads, ".zip", timeout=90)
    wait_for(browser, lambda d: body(d, "export") == "saved", timeout=30, message="the page says saved")
    assert path.name == "demo-frames.zip" == body(browser, "export-detail")
    with zipfile.ZipFile(path) as archive:
        assert archive.testzip() is None, "every CRC is right"
        names = archive.namelist()
        assert names == [f"frames/frame-{i:06d}.png" for i in range(1, 11)], "0.2 … 0.6 s at 25 fps"
        pngs = [archive.read(name) for name in names]
    for data in pngs:
        png_width, png_height, _ = png_rows(data)
        assert (png_width, png_height) == (width, height)
    assert severe_console_messages(browser) == []


def test_a_refused_export_shows_the_servers_message(browser, module_server, downloads):
    open_demo(browser, module_server, ratio=5)  # beyond the server's limit of 4 device pixels per point
    browser.find_element(By.ID, "export-png").click()
    wait_for(browser, lambda d: body(d, "export") == "failed", message="the export fails")
    assert "a scale of 5 is too large: at most 4" in body(browser, "export-detail")
    banner = browser.find_element(By.ID, "banner-text").text
    assert banner.startswith("Export PNG failed: a scale of 5 is too large")
    assert list(downloads.iterdir()) == []
