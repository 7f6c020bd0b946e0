"""permessage-deflate settings measured on real preview traffic (`scripts/bench deflate`).

Records the binary frame messages of one session of each scene from a running `preview serve`
(no compression negotiated: the bytes as the server hands them to deflate), driving it the way
the page and `ServeLoad` do — a pointer dragged in a circle, one frame request every 1/60 s of
client time — then compresses each recorded stream with zlib as permessage-deflate does (raw
deflate, a sync flush per message, `00 00 FF FF` dropped; one context per connection unless
"no context takeover") under each candidate setting, and prints bytes per frame and zlib CPU
per frame. zlib is the same library the server links; what the server adds around it (buffers,
frame headers) is not in these numbers.

    python3 deflate.py http://127.0.0.1:PORT/ [--frames 600] [--scene ID …]
"""

import argparse
import json
import math
import time
import urllib.parse
import zlib

import websocket  # websocket-client (installed with selenium)


def record(base, scene, frames):
    """The binary messages of `frames` frame requests with a circular drag."""
    url = urllib.parse.urlparse(base)
    ws = websocket.create_connection(
        f"ws://{url.netloc}/session?scene={scene}", origin=f"http://{url.netloc}", timeout=30)
    try:
        hello = json.loads(ws.recv())
        assert hello["type"] == "hello", hello
        t = 10_000.0
        ws.send(json.dumps({"type": "viewport", "width": 390, "height": 844, "t": t}))
        ws.send(json.dumps({"type": "pointerDown", "id": 1, "x": 195, "y": 300, "buttons": 1, "t": t}))
        messages = []
        for k in range(frames):
            t += 1000 / 60
            angle = k / 60 * 2 * math.pi
            ws.send(json.dumps({"type": "pointerMove", "id": 1, "x": 195 + 80 * math.cos(angle),
                                "y": 300 + 80 * math.sin(angle), "buttons": 1, "t": t}))
            ws.send(json.dumps({"type": "frame", "t": t}))
            while True:
                opcode, data = ws.recv_data()
                if opcode == websocket.ABNF.OPCODE_BINARY:
                    messages.append(data)
                    break
        return messages
    finally:
        ws.close()


def deflate(messages, level, window, takeover, threshold):
    """Bytes sent and zlib CPU seconds for one connection's messages."""
    compressor = None
    sent = 0
    started = time.process_time()
    for m in messages:
        if len(m) < threshold:
            sent += len(m)
            continue
        if compressor is None or not takeover:
            compressor = zlib.compressobj(level, zlib.DEFLATED, -window, 8)
        sent += len(compressor.compress(m) + compressor.flush(zlib.Z_SYNC_FLUSH)) - 4
    return sent, time.process_time() - started


SETTINGS = [
    # (label, level, window bits, context takeover, threshold in bytes)
    ("off", None, None, None, None),
    ("level 6 (zlib default), window 15, takeover, ≥ 128 B (before)", 6, 15, True, 128),
    ("level 1, window 15, takeover, ≥ 128 B", 1, 15, True, 128),
    ("level 1, window 15, takeover, ≥ 512 B", 1, 15, True, 512),
    ("level 1, window 15, takeover, ≥ 1024 B", 1, 15, True, 1024),
    ("level 6, window 15, takeover, ≥ 512 B", 6, 15, True, 512),
    ("level 9, window 15, takeover, ≥ 128 B", 9, 15, True, 128),
    ("level 1, window 10, takeover, ≥ 128 B", 1, 10, True, 128),
    ("level 6, window 15, no takeover, ≥ 128 B", 6, 15, False, 128),
    ("level 1, window 15, no takeover, ≥ 512 B", 1, 15, False, 512),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--scene", action="append")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    scenes = args.scene or ["pull-to-refresh", "demo", "seating", "pour"]
    for scene in scenes:
        messages = record(args.base, scene, args.frames)
        raw = sum(len(m) for m in messages)
        sizes = sorted(len(m) for m in messages)
        print(f"\n{scene}: {len(messages)} frame messages, raw median {sizes[len(sizes) // 2]} B, "
              f"max {sizes[-1]} B, first {len(messages[0])} B")
        print("| setting | bytes per frame | zlib CPU per frame (µs, best of rounds) |")
        print("|---|---|---|")
        for label, level, window, takeover, threshold in SETTINGS:
            if level is None:
                print(f"| {label} | {raw / len(messages):.0f} | 0 |")
                continue
            best = math.inf
            for _ in range(args.rounds):
                sent, cpu = deflate(messages, level, window, takeover, threshold)
                best = min(best, cpu)
            print(f"| {label} | {sent / len(messages):.0f} | {best / len(messages) * 1e6:.1f} |")


if __name__ == "__main__":
    main()
