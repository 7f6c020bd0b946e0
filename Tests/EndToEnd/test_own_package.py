"""End to end: a user's own package, as `preview init` makes it, against this checkout.

One package is created per run (module fixture): `preview init Orbits --zoetrope-path <checkout>`
into a temporary folder, built with the same flags and the same scratch folder as Zoetrope's own
build (SwiftPM then reuses every Zoetrope and dependency module already compiled there, because
the compile commands are identical: same sources, same outputs, same flags), and then used the
way its README says: list, render, state, swift test (passing, then failing after a change to
the scene), and serve with a frame fetched over the WebSocket. A second package adds a ZoetropeUI
view as docs/views.md does (manifest, view file, one line in Previews.swift, a ViewHost test and a
frame snapshot test) and is listed, stated, rendered and tested the same way.

Environment: PREVIEW_BIN (the `preview` binary; default: the debug build's), SWIFT_BUILD_FLAGS
(space-separated, default CI's), ZOETROPE_SCRATCH (default: <checkout>/.build).
"""

import base64
import contextlib
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import ssl
import struct
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FLAGS = os.environ.get(
    "SWIFT_BUILD_FLAGS", "-Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error"
).split()
SCRATCH = Path(os.environ.get("ZOETROPE_SCRATCH", REPO / ".build"))
READY = re.compile(r"^Zoetrope preview: http://127\.0\.0\.1:(\d+)/$")
READY_TLS = re.compile(r"^Zoetrope preview: https://127\.0\.0\.1:(\d+)/$")
SWIFT_TIMEOUT = 900


def run(args, cwd=None, timeout=120, check=True, env=None):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)
    if check and result.returncode != 0:
        pytest.fail(f"{' '.join(map(str, args))} exited {result.returncode}\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return result


def swift(package, verb, *extra, check=True):
    """`swift build|test` of the package in the shared scratch folder, with CI's flags."""
    env = {k: v for k, v in os.environ.items() if k != "SNAPSHOT_TESTING_RECORD"}
    args = ["swift", verb, "--package-path", str(package), "--scratch-path", str(SCRATCH), *FLAGS, *extra]
    return run(args, timeout=SWIFT_TIMEOUT, check=check, env=env)


@pytest.fixture(scope="module")
def package():
    """The initialised and built package: (folder, its Previews binary)."""
    preview = Path(os.environ["PREVIEW_BIN"]) if "PREVIEW_BIN" in os.environ else Path(
        run(["swift", "build", "--show-bin-path", *FLAGS], cwd=REPO).stdout.strip()) / "preview"
    parent = Path(tempfile.mkdtemp(prefix="zoetrope-own-"))
    folder = parent / "Orbits"
    try:
        created = run([preview, "init", "Orbits", "--path", folder, "--zoetrope-path", REPO])
        assert "swift run Previews serve" in created.stdout
        started = time.monotonic()
        swift(folder, "build")
        print(f"\nown package: swift build {time.monotonic() - started:.1f} s")
        binary = Path(swift(folder, "build", "--show-bin-path").stdout.strip()) / "Previews"
        yield folder, binary
    finally:
        shutil.rmtree(parent, ignore_errors=True)


def test_list_render_state(package):
    _, previews = package
    listing = run([previews, "list"]).stdout
    assert listing.startswith("orbit  Orbit — A planet circles its sun")
    assert "actions: toggle" in listing
    svg = run([previews, "render", "orbit", "--at", "1", "--format", "svg"]).stdout
    assert "<svg" in svg and "<title>planet</title>" in svg and "<title>sun</title>" in svg
    state = json.loads(run([previews, "state", "orbit", "--at", "1"]).stdout)
    assert state["scene"] == "orbit"
    assert state["state"]["radius"] == 80
    # A quarter turn in one second at 0.25 revolutions per second: (0, 80) from the sun.
    assert abs(state["state"]["planet"]["x"]) < 1e-9 and abs(state["state"]["planet"]["y"] - 80) < 1e-9


def test_swift_test_passes_then_fails_after_changing_the_scene(package):
    folder, _ = package
    passed = swift(folder, "test")
    assert re.search(r"Test frameAtHalfSecond\(\) passed", passed.stdout + passed.stderr)
    scene = folder / "Sources/Orbits/OrbitScene.swift"
    original = scene.read_text()
    changed = original.replace("with: .color(.blue)", "with: .color(.red)")
    assert changed != original
    scene.write_text(changed)
    try:
        failed = swift(folder, "test", check=False)
        output = failed.stdout + failed.stderr
        assert failed.returncode != 0, output[-3000:]
        assert re.search(r"Test frameAtHalfSecond\(\) failed", output), output[-3000:]
        assert "does not match reference" in output
        # The scene test still ran, and passed: only the frame changed.
        assert re.search(r'Test "a tap springs the orbit from 80 to 150 points" passed', output)
    finally:
        scene.write_text(original)


def websocket_frame(port: int, scene: str, tls: ssl.SSLContext | None = None):
    """Opens /session?scene=… like the page does (over TLS with `tls`), asks for one frame;
    returns (hello, the frame message)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=20)
    if tls:
        sock = tls.wrap_socket(sock, server_hostname="127.0.0.1")
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((
        f"GET /session?scene={scene} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: {'https' if tls else 'http'}://127.0.0.1:{port}\r\n"
        f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    ).encode())
    buffer = b""
    while b"\r\n\r\n" not in buffer:
        chunk = sock.recv(4096)
        assert chunk, "the server closed the connection during the upgrade"
        buffer += chunk
    head, buffer = buffer.split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.1 101"), head

    def read_exact(n):
        nonlocal buffer
        while len(buffer) < n:
            chunk = sock.recv(65536)
            assert chunk, "the server closed the session"
            buffer += chunk
        data, buffer = buffer[:n], buffer[n:]
        return data

    def receive():
        first, second = read_exact(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", read_exact(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", read_exact(8))[0]
        assert first & 0x80, "fragmented messages are not expected"
        return first & 0x0F, read_exact(length)

    def send_text(text):
        payload = text.encode()
        mask = os.urandom(4)
        assert len(payload) < 126
        sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    opcode, hello = receive()
    assert opcode == 1
    send_text('{"type":"frame","t":0}')
    opcode, message = receive()
    assert opcode == 2, "a frame is one binary message (docs/session-protocol.md §2.2)"
    sock.close()
    return json.loads(hello), message


def test_serve_finds_the_page_and_streams_a_frame(package):
    _, previews = package
    with serving([previews, "serve", "--port", "0"], cwd=tempfile.gettempdir()) as port:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            s.sendall(f"GET /api/scenes HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
            response = b"".join(iter(lambda: s.recv(65536), b"")).decode()
        assert response.startswith("HTTP/1.1 200") and '"id":"orbit"' in response
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            s.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
            page = b"".join(iter(lambda: s.recv(65536), b"")).decode()
        assert page.startswith("HTTP/1.1 200") and "<!doctype html>" in page.lower()
        hello, message = websocket_frame(port, "orbit")
        assert hello["type"] == "hello" and hello["scene"]["id"] == "orbit"
        info, wire_bytes, names = decode_frame_message(message)
        assert info["type"] == "frame" and info["seq"] == 1 and info["bytes"] == wire_bytes
        assert names == ["sky", "orbit", "sun", "planet"]


@contextlib.contextmanager
def serving(args, cwd, env=None, ready=READY, notes=None):
    """Runs `Previews serve …` until the block ends (SIGTERM, then a clean exit); yields its port.
    With a list as `notes`, the line printed after the URL line is appended to it."""
    server = subprocess.Popen(args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = server.stdout.readline().strip()
        match = ready.match(line)
        assert match, f"{line!r} {server.stderr.read() if server.poll() is not None else ''}"
        if notes is not None:
            notes.append(server.stdout.readline().strip())
        yield int(match.group(1))
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            assert server.wait(timeout=15) == 0
        finally:
            if server.poll() is None:
                server.kill()


def test_serve_tls_generates_a_certificate_serves_https_and_wss(package, tmp_path):
    """`serve --tls`: a self-signed certificate made in $XDG_CONFIG_HOME/zoetrope, its fingerprint
    printed; the page over HTTPS and a session over WSS for a client (Python's OpenSSL) that
    trusts that certificate only; the second start reuses it."""
    _, previews = package
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path)}
    certificate = tmp_path / "zoetrope" / "tls-certificate.pem"
    notes = []
    with serving([previews, "serve", "--tls", "--port", "0"], cwd=tempfile.gettempdir(), env=env, ready=READY_TLS, notes=notes) as port:
        assert (certificate.parent.stat().st_mode & 0o777, (certificate.parent / "tls-key.pem").stat().st_mode & 0o777) == (0o700, 0o600)
        tls = ssl.create_default_context(cafile=str(certificate))
        with tls.wrap_socket(socket.create_connection(("127.0.0.1", port), timeout=10), server_hostname="127.0.0.1") as s:
            der = s.getpeercert(binary_form=True)
            s.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
            page = b"".join(iter(lambda: s.recv(65536), b"")).decode()
        assert page.startswith("HTTP/1.1 200") and "<!doctype html>" in page.lower()
        fingerprint = ":".join(f"{b:02X}" for b in hashlib.sha256(der).digest())
        assert notes == [f"TLS certificate SHA-256 fingerprint: {fingerprint}"]
        hello, message = websocket_frame(port, "orbit", tls=tls)
        assert hello["type"] == "hello" and hello["scene"]["id"] == "orbit"
        assert decode_frame_message(message)[0]["seq"] == 1
    again = []
    with serving([previews, "serve", "--tls", "--port", "0"], cwd=tempfile.gettempdir(), env=env, ready=READY_TLS, notes=again):
        assert again == notes, "the stored certificate is reused"


def decode_frame_message(message: bytes):
    """A frame message's info, wire-frame size and operation names, split and decoded by the page's
    own code (web/page/frame-message.js, web/protocol.js; docs/session-protocol.md §2.2)."""
    script = (
        "import { readFileSync } from 'node:fs';"
        f"import {{ decodeFrame }} from {json.dumps((REPO / 'web/protocol.js').as_uri())};"
        f"import {{ splitFrameMessage }} from {json.dumps((REPO / 'web/page/frame-message.js').as_uri())};"
        "const bytes = new Uint8Array(readFileSync(0));"
        "const { info, wire } = splitFrameMessage(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));"
        "const f = decodeFrame(wire);"
        "console.log(JSON.stringify([info, wire.length, f.operations.map(o => o.name).filter(Boolean)]));"
    )
    result = subprocess.run(["node", "--input-type=module", "-e", script], input=message, capture_output=True, timeout=30)
    assert result.returncode == 0, result.stderr.decode()
    return json.loads(result.stdout)


def post_export(port: int, path: str, body: dict):
    """POSTs an export request as the page does (Origin, JSON); returns (status line, body bytes)."""
    payload = json.dumps(body).encode()
    with socket.create_connection(("127.0.0.1", port), timeout=60) as s:
        s.sendall((
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\nConnection: close\r\n\r\n"
        ).encode() + payload)
        response = b"".join(iter(lambda: s.recv(65536), b""))
    head, rest = response.split(b"\r\n\r\n", 1)
    lines = head.decode().split("\r\n")
    if any(line.lower() == "transfer-encoding: chunked" for line in lines):
        data = b""
        while True:
            size_line, rest = rest.split(b"\r\n", 1)
            size = int(size_line, 16)
            if size == 0:
                break
            data, rest = data + rest[:size], rest[size + 2:]
        rest = data
    return lines[0], rest


def test_serve_watch_exports_replay_in_the_scene_host(package, tmp_path):
    """Under `serve --watch` the scenes run in the scene host; exports replay the log there and
    give the files `render` and `record` write, byte for byte (docs/session-protocol.md §1.4)."""
    folder, previews = package
    with serving([previews, "serve", "--watch", "--port", "0"], cwd=folder) as port:
        log = {"scene": "orbit", "events": [{"t": 0.3, "type": "action", "name": "toggle"}]}

        status, png = post_export(port, "/api/export/png", {"log": log, "time": 1, "scale": 2})
        assert status.startswith("HTTP/1.1 200"), (status, png[:300])
        (tmp_path / "log.json").write_text(json.dumps(log))
        run([previews, "render", "--events", tmp_path / "log.json", "--at", "1", "--format", "png", "--scale", "2",
             "--out", tmp_path / "frame.png"])
        assert png == (tmp_path / "frame.png").read_bytes(), "the PNG `render` draws"

        status, stream = post_export(port, "/api/export/clip",
                                     {"log": log, "from": 0, "to": 0.5, "fps": 10, "scale": 1, "format": "apng"})
        assert status.startswith("HTTP/1.1 200"), (status, stream[:300])
        lines = []
        while True:
            line, stream = stream.split(b"\n", 1)
            lines.append(json.loads(line))
            if lines[-1]["type"] != "progress":
                break
        assert lines[-1]["type"] == "done" and lines[-1]["name"] == "orbit.apng", lines[-1]
        assert len(stream) == lines[-1]["bytes"]
        run([previews, "record", "--events", tmp_path / "log.json", "--to", "0.5", "--fps", "10", "--out", tmp_path / "clip.apng"])
        assert stream == (tmp_path / "clip.apng").read_bytes(), "the APNG `record` writes"

        status, refusal = post_export(port, "/api/export/png", {"log": {"scene": "nope", "events": []}, "time": 1, "scale": 1})
        assert status.startswith("HTTP/1.1 400") and b"nope" in refusal, (status, refusal)


# A view, as docs/views.md writes it: ZoetropeUI added to the manifest, a view file importing only
# ZoetropeUI, one line in Previews.swift, a ViewHost test and a frame snapshot test.
VIEW_SOURCE = """import ZoetropeUI

struct JumpingBall: View {
    @State private var up = false
    @State private var jumps = 0

    var body: some View {
        VStack(spacing: 24) {
            Circle()
                .fill(up ? Color.orange : Color.blue)
                .frame(width: 80, height: 80)
                .offset(y: up ? -120 : 0)
            Text("Jumps: \\(jumps)")
                .font(.headline)
        }
        .onTapGesture {
            withAnimation(.spring(duration: 0.6, bounce: 0.4)) { up.toggle() }
            jumps += 1
        }
    }
}

public struct JumpingBall_Previews: PreviewProvider {
    public static var previews: some View { JumpingBall() }
}
"""

VIEW_TEST = """import Testing
import ZoetropeUI
@testable import Views

@Suite("JumpingBall")
struct JumpingBallTests {
    @Test("a tap springs the ball up 120 points and counts the jump")
    func tapJumps() throws {
        var host = ViewHost(JumpingBall())
        let ball = try #require(host.frame(of: "JumpingBall/VStack/0"))
        host.tap(at: CGPoint(x: ball.midX, y: ball.midY), time: 0.5)
        #expect(host.state(at: 0.5)["state"]?["JumpingBall"]?["jumps"] == 1)
        #expect(host.state(at: 0.5)["state"]?["JumpingBall"]?["up"] == true)
        #expect(host.render(at: 0.5) != host.render(at: 0.8))
        #expect(host.render(at: 3) == host.render(at: 4), "the spring has settled")
    }
}
"""

VIEW_SNAPSHOT_TEST = """import SnapshotTesting
import Stage
import Testing
import ZoetropeSnapshotTesting
import ZoetropeUI
@testable import Views

@Suite("JumpingBall snapshots")
struct JumpingBallSnapshotTests {
    @Test("mid-jump, 0.25 s after a tap")
    func midJump() throws {
        var session = try SceneSession<ViewScene<JumpingBall_Previews>>()
        try session.append(.pointer(.down, id: 1, x: 195, y: 380, at: 0.25))
        try session.append(.pointer(.up, id: 1, x: 195, y: 380, at: 0.25))
        assertSnapshot(of: session.frame(at: 0.5), as: .canonicalJSON)
    }
}
"""

TAP = {"events": [
    {"t": 0.25, "type": "pointerDown", "id": 1, "x": 195, "y": 380},
    {"t": 0.25, "type": "pointerUp", "id": 1, "x": 195, "y": 380},
]}


@pytest.fixture(scope="module")
def view_package():
    """A package made by init with a ZoetropeUI view added as docs/views.md says: (folder, Previews)."""
    preview = Path(os.environ["PREVIEW_BIN"]) if "PREVIEW_BIN" in os.environ else Path(
        run(["swift", "build", "--show-bin-path", *FLAGS], cwd=REPO).stdout.strip()) / "preview"
    parent = Path(tempfile.mkdtemp(prefix="zoetrope-views-"))
    folder = parent / "Views"
    try:
        run([preview, "init", "Views", "--path", folder, "--zoetrope-path", REPO])
        manifest = folder / "Package.swift"
        text = manifest.read_text()
        identity = REPO.name.lower()
        ui = f'.product(name: "ZoetropeUI", package: "{identity}"),'
        curves = f'.product(name: "Curves", package: "{identity}"),'
        snapshots = f'.product(name: "ZoetropeSnapshotTesting", package: "{identity}"),'
        assert curves in text and snapshots in text
        text = text.replace(curves, f"{curves}\n                {ui}").replace(snapshots, f"{snapshots}\n                {ui}")
        manifest.write_text(text)
        (folder / "Sources/Views/JumpingBall.swift").write_text(VIEW_SOURCE)
        previews = folder / "Sources/Previews/Previews.swift"
        listed = previews.read_text().replace("OrbitScene.self,\n", "OrbitScene.self,\n        JumpingBall_Previews.scene,\n")
        assert "JumpingBall_Previews.scene" in listed
        previews.write_text(listed)
        (folder / "Tests/ViewsTests/JumpingBallTests.swift").write_text(VIEW_TEST)
        (folder / "Tests/ViewsTests/JumpingBallSnapshotTests.swift").write_text(VIEW_SNAPSHOT_TEST)
        swift(folder, "build")
        binary = Path(swift(folder, "build", "--show-bin-path").stdout.strip()) / "Previews"
        yield folder, binary
    finally:
        shutil.rmtree(parent, ignore_errors=True)


def test_a_view_is_listed_rendered_and_stated(view_package, tmp_path):
    _, previews = view_package
    listing = run([previews, "list"]).stdout
    assert "jumping-ball  Jumping ball — The Jumping ball view." in listing
    events = tmp_path / "tap.json"
    events.write_text(json.dumps(TAP))
    state = json.loads(run([previews, "state", "jumping-ball", "--at", "0.5", "--events", events]).stdout)
    assert state["state"]["state"]["JumpingBall"] == {"jumps": 1, "up": True}
    offsets = [a for a in state["state"]["animations"] if a["attribute"] == "offset"]
    assert offsets and offsets[0]["path"] == "JumpingBall/VStack/0" and offsets[0]["animating"]
    assert -120 < offsets[0]["presented"][1] < 0
    svg = run([previews, "render", "jumping-ball", "--at", "0.5", "--events", events, "--format", "svg"]).stdout
    assert "<svg" in svg and "JumpingBall/VStack/0" in svg


def test_a_views_tests_pass_and_its_snapshot_is_recorded_then_matched(view_package):
    folder, _ = view_package
    first = swift(folder, "test", check=False)
    output = first.stdout + first.stderr
    assert re.search(r'Test "a tap springs the ball up 120 points and counts the jump" passed', output), output[-3000:]
    assert (folder / "Tests/ViewsTests/__Snapshots__/JumpingBallSnapshotTests/midJump.1.json").exists(), output[-3000:]
    second = swift(folder, "test")
    assert re.search(r'Test "mid-jump, 0.25 s after a tap" passed', second.stdout + second.stderr)
