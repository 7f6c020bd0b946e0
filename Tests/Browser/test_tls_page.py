"""The page over HTTPS and WSS: `preview serve --tls` with the certificate it generates, in a
Chromium that accepts that certificate's key only (`--ignore-certificate-errors-spki-list`, the
browser's own mechanism for trusting one key, not `--ignore-certificate-errors`).

It shows that the page works unchanged behind TLS: it opens its session over `wss://` (the scheme
follows the page's), the Content-Security-Policy's `connect-src 'self'` admits it, and the
server's Origin check accepts the `https://` page.
"""

import base64
import hashlib
import os
import subprocess
import tempfile
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from conftest import PreviewServer, leave_page
from page_helpers import body, frames, severe_console_messages, state, wait_for


def spki_hash(certificate: Path) -> str:
    """Base64 of the SHA-256 of the certificate's SubjectPublicKeyInfo, as Chromium wants it."""
    public_key = x509.load_pem_x509_certificate(certificate.read_bytes()).public_key()
    return base64.b64encode(hashlib.sha256(public_key.public_bytes(Encoding.DER, PublicFormat.SubjectPublicKeyInfo)).digest()).decode()


@pytest.fixture
def tls_server(binary):
    config = tempfile.mkdtemp(prefix="zoetrope-tls-browser-")
    running = PreviewServer(binary, arguments=["--tls"], env={**os.environ, "XDG_CONFIG_HOME": config})
    yield running, Path(config) / "zoetrope" / "tls-certificate.pem"
    running.stop()
    subprocess.run(["rm", "-rf", config], check=False)


def test_the_page_runs_its_session_over_wss(tls_server):
    server, certificate = tls_server
    assert server.url.startswith("https://127.0.0.1:")
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1200,800", "--disable-extensions",
                     f"--ignore-certificate-errors-spki-list={spki_hash(certificate)}"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    try:
        driver.set_page_load_timeout(30)
        driver.get(server.url + "#/scene/demo")
        wait_for(driver, lambda d: frames(d) >= 5 and state(d) is not None, message="frames should arrive over wss")
        assert driver.execute_script("return location.protocol") == "https:"
        assert body(driver, "connection") == "open"
        assert severe_console_messages(driver) == []
    finally:
        leave_page(driver)
        driver.quit()
