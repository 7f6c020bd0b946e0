#!/usr/bin/env python3
"""What TLS costs `preview serve`: handshakes and frames over WSS against plain HTTP/WS.

Starts the given `preview` binary twice on a free port (plain, then `--tls` with a throw-away
XDG_CONFIG_HOME), and for each:

  connect   N fresh connections, each: TCP connect (+ TLS handshake) + GET /api/health; the
            client's wall time per connection (median, p90) and the server's CPU time per
            connection (utime + stime from /proc/PID/stat over the whole run, divided by N).
  frames    one session of a scene; M frame requests one after another (each waits for its
            binary frame message); round trip per frame (median, p90) and the server's CPU time
            per frame (same method), with the frame message's size.

The client is Python (its ssl module is OpenSSL); its own time is in the round trips, not in the
server CPU figures, which are what TLS adds to the server. Quote the load average with them.

Usage: tls_cost.py PREVIEW_BINARY [--connections N] [--frames M] [--scene ID]
"""

import argparse
import base64
import json
import os
import re
import socket
import ssl
import statistics
import struct
import subprocess
import tempfile
import time

READY = re.compile(r"^Zoetrope preview: (https?)://127\.0\.0\.1:(\d+)/$")
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """The process's user + system CPU time, in seconds."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def start(binary, tls, config):
    args = [binary, "serve", "--port", "0"] + (["--tls"] if tls else [])
    server = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              env={**os.environ, "XDG_CONFIG_HOME": config})
    match = READY.match(server.stdout.readline().strip())
    assert match, "the server did not print its URL"
    return server, int(match.group(2))


def connect(port, context):
    sock = socket.create_connection(("127.0.0.1", port), timeout=20)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return context.wrap_socket(sock, server_hostname="127.0.0.1") if context else sock


def read_response(sock):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, "closed"
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    length = int(re.search(rb"(?i)content-length: *(\d+)", head).group(1))
    while len(body) < length:
        body += sock.recv(65536)
    return head


def connections(port, context, count):
    times = []
    for _ in range(count):
        start_time = time.perf_counter()
        with connect(port, context) as sock:
            sock.sendall(f"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
            assert read_response(sock).startswith(b"HTTP/1.1 200")
        times.append(time.perf_counter() - start_time)
    return times


class Session:
    def __init__(self, port, context, scene):
        self.sock = connect(port, context)
        scheme = "https" if context else "http"
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((
            f"GET /session?scene={scene} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: {scheme}://127.0.0.1:{port}\r\n"
            f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self.sock.recv(65536)
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        assert head.startswith(b"HTTP/1.1 101"), head

    def exact(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(262144)
            assert chunk, "the session closed"
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self):
        first, second = self.exact(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", self.exact(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", self.exact(8))[0]
        return first & 0x0F, self.exact(length)

    def send_text(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81, 0x80 | len(payload)]) if len(payload) < 126 else bytes([0x81, 0xFE]) + struct.pack(">H", len(payload))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def frame(self, t):
        self.send_text(json.dumps({"type": "frame", "t": t}))
        while True:
            opcode, payload = self.receive()
            if opcode == 2:
                return len(payload)


def quantiles(values):
    ordered = sorted(values)
    return statistics.median(ordered), ordered[int(0.9 * (len(ordered) - 1))]


def measure(binary, tls, args):
    config = tempfile.mkdtemp(prefix="zoetrope-tls-bench-")
    server, port = start(binary, tls, config)
    context = None
    if tls:
        context = ssl.create_default_context(cafile=os.path.join(config, "zoetrope", "tls-certificate.pem"))
    try:
        connections(port, context, 5)  # warm up
        before = cpu_seconds(server.pid)
        times = connections(port, context, args.connections)
        connection_cpu = (cpu_seconds(server.pid) - before) / args.connections
        session = Session(port, context, args.scene)
        for index in range(20):
            session.frame(index * 16)
        round_trips = []
        size = 0
        before = cpu_seconds(server.pid)
        for index in range(args.frames):
            start_time = time.perf_counter()
            size = session.frame((20 + index) * 16)
            round_trips.append(time.perf_counter() - start_time)
        frame_cpu = (cpu_seconds(server.pid) - before) / args.frames
        session.sock.close()
        return {
            "connection_ms": quantiles([t * 1e3 for t in times]),
            "connection_server_cpu_ms": connection_cpu * 1e3,
            "frame_round_trip_ms": quantiles([t * 1e3 for t in round_trips]),
            "frame_server_cpu_us": frame_cpu * 1e6,
            "frame_message_bytes": size,
        }
    finally:
        server.terminate()
        server.wait(timeout=15)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--connections", type=int, default=300)
    parser.add_argument("--frames", type=int, default=2000)
    parser.add_argument("--scene", default="demo")
    args = parser.parse_args()
    print(f"load average before: {' '.join(open('/proc/loadavg').read().split()[:3])}")
    results = {name: measure(args.binary, tls, args) for name, tls in (("plain", False), ("tls", True))}
    print(f"load average after:  {' '.join(open('/proc/loadavg').read().split()[:3])}")
    plain, tls = results["plain"], results["tls"]
    print(f"{'':32}{'plain':>16}{'TLS':>16}")
    print(f"{'connect + GET, median / p90 ms':32}{'%.2f / %.2f' % plain['connection_ms']:>16}{'%.2f / %.2f' % tls['connection_ms']:>16}")
    print(f"{'server CPU per connection, ms':32}{plain['connection_server_cpu_ms']:>16.3f}{tls['connection_server_cpu_ms']:>16.3f}")
    print(f"{'frame round trip, median / p90 ms':32}{'%.3f / %.3f' % plain['frame_round_trip_ms']:>16}{'%.3f / %.3f' % tls['frame_round_trip_ms']:>16}")
    print(f"{'server CPU per frame, µs':32}{plain['frame_server_cpu_us']:>16.1f}{tls['frame_server_cpu_us']:>16.1f}")
    print(f"{'frame message, bytes':32}{plain['frame_message_bytes']:>16}{tls['frame_message_bytes']:>16}")


if __name__ == "__main__":
    main()
