"""Frame delivery with and without `serve --watch`'s scene host in the path.

Starts `preview serve` (in-process scenes) and `preview serve --watch` (scenes in the child
process, every frame crossing two pipes), and for each runs N sessions of a scene asking for a
frame every 1/F s for S s — the page's pacing: the next request only when the frame arrived.
Prints frames delivered vs asked, the share delivered on time (within 1.5 frame intervals of
the previous one) and the round-trip p50/p99 per mode.

    python3 Benchmarks/LiveReload/load.py [--binary PATH] [--sessions 10] [--fps 60] [--seconds 10] [--scene demo]

A loopback client in Python (websocket-client): its own overhead is in the numbers, the same
for both modes, so compare the two rows rather than reading either as the server's cost.
"""

import argparse
import json
import re
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import websocket

READY = re.compile(r"^Zoetrope preview: http://127\.0\.0\.1:(\d+)/$")


def session(port, scene, fps, seconds, results):
    ws = websocket.create_connection(f"ws://127.0.0.1:{port}/session?scene={scene}", origin=f"http://127.0.0.1:{port}")
    ws.settimeout(5)
    interval = 1 / fps
    asked = delivered = on_time = 0
    trips = []
    start = time.monotonic()
    next_at = start
    last_frame = None
    while time.monotonic() - start < seconds:
        now = time.monotonic()
        if now < next_at:
            time.sleep(next_at - now)
        next_at += interval
        asked += 1
        sent = time.monotonic()
        ws.send(json.dumps({"type": "frame", "t": (sent - start) * 1000}))
        while True:
            message = ws.recv()
            if isinstance(message, bytes):
                break
        arrived = time.monotonic()
        trips.append(arrived - sent)
        delivered += 1
        if last_frame is None or arrived - last_frame <= 1.5 * interval:
            on_time += 1
        last_frame = arrived
        if next_at < arrived:
            next_at = arrived
    ws.close()
    results.append((asked, delivered, on_time, trips))


def measure(binary, watch, sessions, fps, seconds, scene):
    # --watch on an empty folder: nothing triggers a build, only the scene host is measured.
    arguments = [str(binary), "serve", "--port", "0"] + (["--watch", "--package-path", tempfile.mkdtemp()] if watch else [])
    server = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        match = READY.match(server.stdout.readline().strip())
        assert match, "the server did not start"
        port = int(match.group(1))
        results = []
        threads = [threading.Thread(target=session, args=(port, scene, fps, seconds, results)) for _ in range(sessions)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        asked = sum(r[0] for r in results)
        delivered = sum(r[1] for r in results)
        on_time = sum(r[2] for r in results)
        trips = sorted(t for r in results for t in r[3])
        p50 = trips[len(trips) // 2] * 1000
        p99 = trips[int(len(trips) * 0.99)] * 1000
        mode = "serve --watch (scene host)" if watch else "serve (in process)"
        ideal = sessions * fps * seconds
        print(f"{mode:28} {delivered}/{ideal} frames ({100 * delivered / ideal:.1f} %), on time {100 * on_time / max(1, delivered):.1f} %, "
              f"round trip p50 {p50:.2f} ms p99 {p99:.2f} ms")
    finally:
        server.terminate()
        server.wait(timeout=15)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(Path(subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True,
                                                                    cwd=Path(__file__).resolve().parents[2]).stdout.strip()) / "preview"))
    parser.add_argument("--sessions", type=int, default=10)
    parser.add_argument("--fps", type=float, default=60)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--scene", default="demo")
    options = parser.parse_args()
    for watch in (False, True):
        measure(options.binary, watch, options.sessions, options.fps, options.seconds, options.scene)


if __name__ == "__main__":
    main()
