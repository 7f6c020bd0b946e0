"""Fixtures for the real-browser tests: a `preview serve` process and headless Chromium.

Everything is bounded in time: the server must print its URL within SERVER_START_SECONDS, every
wait in the tests has its own timeout, and a watchdog fails any test that runs longer than
TEST_SECONDS (SIGALRM), so a hung browser never hangs CI.
"""

import os
import re
import signal
import subprocess
import threading
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

REPO = Path(__file__).resolve().parents[2]
SERVER_START_SECONDS = 30
TEST_SECONDS = 120
READY = re.compile(r"^Zoetrope preview: (https?://127\.0\.0\.1:(\d+)/)$")


def preview_binary() -> Path:
    """The debug `preview` binary scripts/test just built (PREVIEW_BIN overrides)."""
    if "PREVIEW_BIN" in os.environ:
        return Path(os.environ["PREVIEW_BIN"])
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=REPO, check=True, capture_output=True, text=True, timeout=120
    ).stdout.strip()
    return Path(bin_path) / "preview"


class PreviewServer:
    """A running `preview serve` (with further `arguments`, in `env`); `restart()` stops it and
    starts it again on the same port."""

    def __init__(self, binary: Path, arguments=(), env=None):
        self.binary = binary
        self.arguments = list(arguments)
        self.env = env
        self.port = 0
        self.url = None
        self.process = None
        self.output = []
        self.start()

    def start(self):
        self.process = subprocess.Popen(
            [str(self.binary), "serve", "--port", str(self.port), *self.arguments],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=self.env,
        )
        line = self._read_line(SERVER_START_SECONDS)
        match = READY.match(line or "")
        if match is None:
            self.stop()
            raise RuntimeError(f"preview serve did not become ready: {line!r} {self.output}")
        self.url, self.port = match.group(1), int(match.group(2))
        # Keep draining the output so the server never blocks on a full pipe.
        threading.Thread(target=self._drain, daemon=True).start()

    def _read_line(self, timeout):
        result = []

        def read():
            result.append(self.process.stdout.readline().rstrip("\n"))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(timeout)
        return result[0] if result else None

    def _drain(self):
        process = self.process
        for line in process.stdout:
            self.output.append(line.rstrip("\n"))

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        return self.process.returncode if self.process else None

    def restart(self, pause_seconds=1.0):
        status = self.stop()
        time.sleep(pause_seconds)
        self.start()
        return status


@pytest.fixture(scope="session")
def binary():
    return preview_binary()


def leave_page(driver):
    """Navigates away before a server stops: a page left open would keep trying to reconnect and
    log connection errors into the next test's console."""
    try:
        driver.get("about:blank")
        driver.get_log("browser")
    except Exception:  # noqa: BLE001 - a broken browser fails the next test, not this teardown
        pass


@pytest.fixture
def server(binary, browser):
    running = PreviewServer(binary)
    yield running
    leave_page(browser)
    running.stop()


@pytest.fixture(scope="module")
def module_server(binary, browser):
    """One `preview serve` shared by a test module's tests (fast: no start per test)."""
    running = PreviewServer(binary)
    yield running
    leave_page(browser)
    running.stop()


@pytest.fixture(scope="session")
def browser():
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1200,800", "--force-device-scale-factor=1", "--disable-extensions"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    yield driver
    driver.quit()


@pytest.fixture(autouse=True)
def watchdog(request):
    """Fails a test that runs longer than TEST_SECONDS, or its module's own TEST_SECONDS."""
    limit = getattr(request.module, "TEST_SECONDS", TEST_SECONDS)

    def expired(signum, frame):
        raise TimeoutError(f"test exceeded {limit} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(limit)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)
