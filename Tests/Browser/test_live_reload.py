"""Live reload (`serve --watch`) in a real browser, on a package scaffolded by `preview init`.

One long scenario, in the order a developer lives it: open the orbit, tap (the orbit springs
wider), set the speed and pause; change the sky's colour in the source and save: the page shows
the new colour at the same scene time, with the same speed, the tap's effect and the pause. Then
a compile error: the overlay names the file and line while the old build keeps drawing; fixing
it clears the overlay. Then a scene that traps: the server stays up (`/api/health`), the page
shows the crash with the scene's message; fixing it recovers the session where it was.

The package is built like Tests/EndToEnd/test_own_package.py does (the shared scratch folder,
CI's flags), and `Previews serve --watch` gets the same flags, so each rebuild compiles only the
scene's module and relinks. Slow: every save is a real `swift build` (tens of seconds on a loaded
machine); the watchdog allows this module TEST_SECONDS.
"""

import json
import os
import re
import signal
import subprocess
import tempfile
import threading
import time
import shutil
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page_helpers import body, frames, pixel, playing, scene_time, severe_console_messages, state, wait_for

REPO = Path(__file__).resolve().parents[2]
FLAGS = os.environ.get(
    "SWIFT_BUILD_FLAGS", "-Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error"
).split()
SCRATCH = Path(os.environ.get("ZOETROPE_SCRATCH", REPO / ".build"))
READY = re.compile(r"^Zoetrope preview: (http://127\.0\.0\.1:(\d+)/)$")
TEST_SECONDS = 1500  # conftest's watchdog: this scenario runs several real builds
BUILD_SECONDS = 400
SKY = (0x0B, 0x10, 0x26)
NEW_SKY = (0x7A, 0x10, 0x26)


def run(args, cwd=None, timeout=900):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        pytest.fail(f"{' '.join(map(str, args))} exited {result.returncode}\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return result


class WatchingServer:
    """`Previews serve --watch` of the package; its merged output is collected in `lines`."""

    def __init__(self, binary, package):
        build_flags = []
        for flag in ["--scratch-path", str(SCRATCH), *FLAGS]:
            build_flags += ["--build-flag", flag]
        self.lines = []
        self.process = subprocess.Popen(
            [str(binary), "serve", "--watch", "--port", "0", "--package-path", str(package), *build_flags],
            cwd=package, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        self.url = None
        ready = threading.Event()

        def drain():
            for line in self.process.stdout:
                line = line.rstrip("\n")
                self.lines.append(line)
                match = READY.match(line)
                if match and not ready.is_set():
                    self.url = match.group(1)
                    ready.set()
            ready.set()

        threading.Thread(target=drain, daemon=True).start()
        if not ready.wait(60) or self.url is None:
            self.stop()
            raise RuntimeError(f"serve --watch did not become ready: {self.lines}")

    def output(self):
        return "\n".join(self.lines)

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)


@pytest.fixture(scope="module")
def package(binary):
    """An initialised and built package: (folder, its Previews binary)."""
    parent = Path(tempfile.mkdtemp(prefix="zoetrope-live-"))
    folder = parent / "Orbits"
    try:
        run([binary, "init", "Orbits", "--path", folder, "--zoetrope-path", REPO])
        started = time.monotonic()
        run(["swift", "build", "--package-path", folder, "--scratch-path", SCRATCH, *FLAGS])
        print(f"\npackage build: {time.monotonic() - started:.1f} s")
        bin_path = run(["swift", "build", "--package-path", folder, "--scratch-path", SCRATCH, *FLAGS, "--show-bin-path"]).stdout.strip()
        yield folder, Path(bin_path) / "Previews"
    finally:
        shutil.rmtree(parent, ignore_errors=True)


def close_to(colour, expected):
    return colour is not None and all(abs(a - b) <= 2 for a, b in zip(colour[:3], expected))


def save(path, text):
    """An editor's atomic save: a temporary file renamed over the source."""
    temporary = path.with_name("." + path.name + ".tmp")
    temporary.write_text(text)
    os.replace(temporary, path)


def test_live_reload_keeps_the_session_through_edits_errors_and_crashes(browser, package):
    folder, previews = package
    source = folder / "Sources" / "Orbits" / "OrbitScene.swift"
    original = source.read_text()
    assert "Color(hex: 0x0B1026)" in original
    server = WatchingServer(previews, folder)
    severe_console_messages(browser)  # drop what earlier tests' pages logged
    try:
        browser.get(server.url + "#/scene/orbit")
        wait_for(browser, lambda d: frames(d) >= 5 and state(d) is not None, timeout=30, message="frames")
        assert close_to(pixel(browser, 5, 5), SKY), pixel(browser, 5, 5)

        # Tap (the orbit springs to 150), set the speed, pause.
        browser.find_element(By.ID, "canvas").click()
        wait_for(browser, lambda d: state(d)["target"] == 150, message="the tap springs the orbit wider")
        browser.execute_script(
            "const i = document.querySelector('[data-parameter=speed] input'); i.value = '1'; i.dispatchEvent(new Event('input'));")
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
        wait_for(browser, lambda d: not playing(d), message="paused")
        drawn = frames(browser)
        wait_for(browser, lambda d: frames(d) >= drawn + 3, message="frames at the paused time")
        paused_at = scene_time(browser)
        before = state(browser)
        assert before["target"] == 150

        # 1. Change a colour and save: the new colour, at the same moment of the same interaction.
        save(source, original.replace("Color(hex: 0x0B1026)", "Color(hex: 0x7A1026)"))
        wait_for(browser, lambda d: body(d, "build") == "building", timeout=30, message="the indicator shows the build")
        wait_for(browser, lambda d: body(d, "reloads") == "1", timeout=BUILD_SECONDS, message="the page reloads the new build")
        wait_for(browser, lambda d: close_to(pixel(d, 5, 5), NEW_SKY), timeout=10, message="the new sky colour")
        assert body(browser, "build") == "built"
        assert browser.find_element(By.ID, "build-indicator").text.startswith("built in ")
        assert scene_time(browser) == paused_at, "the same scene time"
        assert not playing(browser), "still paused"
        after = state(browser)
        assert after == before, "same radius, target (the tap) and planet (speed 1 at the same time)"
        assert browser.find_element(By.CSS_SELECTOR, "[data-parameter=speed] input").get_attribute("value") == "1"
        print(f"replay in the page's session: {body(browser, 'replay-ms')} ms")

        # 2. A compile error: the overlay names the file and line; the old build keeps drawing.
        lines = original.replace("Color(hex: 0x0B1026)", "Color(hex: 0x7A1026)").split("\n")
        draw_line = next(i for i, line in enumerate(lines) if "public func draw(in context" in line)
        broken = lines[:draw_line + 1] + ["        let broken: Int = \"not a number\""] + lines[draw_line + 1:]
        save(source, "\n".join(broken))
        wait_for(browser, lambda d: body(d, "build") == "failed", timeout=BUILD_SECONDS, message="the build fails")
        overlay = browser.find_element(By.ID, "build-errors")
        assert overlay.is_displayed()
        error = browser.find_element(By.CSS_SELECTOR, "#build-error-list .compile-error")
        assert error.get_attribute("data-file").endswith("Sources/Orbits/OrbitScene.swift")
        assert error.get_attribute("data-line") == str(draw_line + 2)
        assert "not a number" in error.find_element(By.CSS_SELECTOR, ".source").text
        drawn = frames(browser)
        wait_for(browser, lambda d: frames(d) > drawn + 10, message="the last good build keeps drawing")
        assert close_to(pixel(browser, 5, 5), NEW_SKY)
        assert f"OrbitScene.swift:{draw_line + 2}:" in server.output(), "the terminal prints the diagnostic"

        # Fixing it clears the overlay.
        save(source, "\n".join(lines))
        wait_for(browser, lambda d: body(d, "build") == "built" and body(d, "reloads") == "2", timeout=BUILD_SECONDS, message="fixed")
        assert not browser.find_element(By.ID, "build-errors").is_displayed()
        assert scene_time(browser) == paused_at and state(browser) == before

        # 3. A trap in the scene: the child dies, the server stays up, the page shows the crash.
        trapping = lines[:draw_line + 1] + ["        precondition(context.size.width < 0, \"boom from the live reload test\")"] + lines[draw_line + 1:]
        save(source, "\n".join(trapping))
        wait_for(browser, lambda d: body(d, "host") == "crashed", timeout=BUILD_SECONDS, message="the crash is shown")
        assert browser.find_element(By.ID, "crash").is_displayed()
        assert "crashed" in browser.find_element(By.ID, "crash-message").text
        assert "boom from the live reload test" in browser.find_element(By.ID, "crash-log").get_attribute("textContent")
        with urllib.request.urlopen(server.url + "api/health", timeout=5) as response:
            assert json.loads(response.read()) == {"status": "ok", "protocol": 2}
        assert server.process.poll() is None

        # A fix recovers the session where it was.
        save(source, "\n".join(lines))
        wait_for(browser, lambda d: body(d, "host") == "running" and body(d, "reloads") == "4", timeout=BUILD_SECONDS, message="recovered")
        assert not browser.find_element(By.ID, "crash").is_displayed()
        drawn = frames(browser)
        wait_for(browser, lambda d: frames(d) > drawn + 5, message="frames again")
        assert scene_time(browser) == paused_at and state(browser) == before
        assert close_to(pixel(browser, 5, 5), NEW_SKY)
        assert severe_console_messages(browser) == []
    finally:
        # Leave the page first: it would keep reconnecting to the stopped server and log errors
        # the next test reads.
        browser.get("about:blank")
        severe_console_messages(browser)
        server.stop()
        print("\n" + "\n".join(line for line in server.lines if line.startswith("reload ")))
