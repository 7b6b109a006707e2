#!/usr/bin/env python3
"""bench/serve_slow_bodies.py: issue 41's server figures, against its targets.

- 100 connections send a whole head and then their body a byte a second; meanwhile
  whole requests (GET /api/version, POST /api/solve of eight queens) are timed, one at
  a time (target: each answered in <= 0.1 s); at the 10 s limit the slow bodies get 408.
- One GET / with a Range header of about 2,680 "0-" ranges (8 KiB): the status, the
  bytes answered and the server's peak memory before and after (target: < 1 MB).

A benchmark, not a test (tests/server/serve_http_test.cpp has the quick shapes).
  bench/serve_slow_bodies.py [BIN]   (default build/chessy-sat; --jobs 1)
"""
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time

BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "build", "chessy-sat")
QUEENS8 = b'{"pieces": [{"piece": "q", "count": 8}], "mode": "count"}'


def peak_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmHWM:\s+(\d+)", status.read()).group(1))


def exchange(port, request, wait=15.0):
    """One request on a fresh connection: the reply, and the seconds to its end."""
    start = time.monotonic()
    with socket.create_connection(("127.0.0.1", port)) as s:
        s.settimeout(wait)
        s.sendall(request)
        reply = bytearray()
        while True:
            data = s.recv(1 << 16)
            if not data:
                break
            reply += data
    return bytes(reply), time.monotonic() - start


def status_of(reply):
    return int(reply[9:12]) if reply.startswith(b"HTTP/1.1 ") else -1


def main():
    sys.stdout.reconfigure(line_buffering=True)
    server = subprocess.Popen([BIN, "serve", "--port", "0", "--jobs", "1"], stderr=subprocess.PIPE, text=True)
    port = int(re.search(r":(\d+)/", server.stderr.readline()).group(1))
    host = f"Host: 127.0.0.1:{port}\r\n".encode()
    version = b"GET /api/version HTTP/1.1\r\n" + host + b"\r\n"
    solve = (b"POST /api/solve HTTP/1.1\r\n" + host + b"Content-Type: application/json\r\nContent-Length: " +
             str(len(QUEENS8)).encode() + b"\r\n\r\n" + QUEENS8)
    try:
        # Range: 2,680 ranges of the whole page.
        before = peak_kib(server.pid)
        ranges = b"bytes=0-" + b",0-" * 2680
        reply, took = exchange(port, b"GET / HTTP/1.1\r\n" + host + b"Range: " + ranges + b"\r\n\r\n")
        after = peak_kib(server.pid)
        print(f"| Range of {len(ranges)} bytes ({ranges.count(b'0-')} ranges) | status {status_of(reply)}, "
              f"{len(reply)} bytes in {took:.3f} s | peak memory {before} -> {after} KiB (+{after - before}) |")

        # 100 slow bodies, a byte a second each.
        slow = []
        for _ in range(100):
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(b"POST /api/solve HTTP/1.1\r\n" + host +
                      b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
            slow.append(s)
        started = time.monotonic()
        done = threading.Event()

        def dribble():
            while not done.wait(1.0):
                for s in slow:
                    try:
                        s.sendall(b" ")
                    except OSError:
                        pass

        thread = threading.Thread(target=dribble)
        thread.start()
        time.sleep(1.0)
        times = {"GET /api/version": [], "POST /api/solve (8 queens count)": []}
        statuses = set()
        while time.monotonic() - started < 8.5:
            for label, request in (("GET /api/version", version), ("POST /api/solve (8 queens count)", solve)):
                reply, took = exchange(port, request)
                statuses.add(status_of(reply))
                times[label].append(took)
            time.sleep(0.1)
        for label, measured in times.items():
            print(f"| {label} beside 100 slow bodies | {len(measured)} requests, statuses {sorted(statuses)} | "
                  f"median {statistics.median(measured):.4f} s, max {max(measured):.4f} s |")
        # The slow bodies at the limit: 408.
        answers = {}
        for s in slow:
            s.settimeout(max(0.1, started + 12 - time.monotonic()))
            try:
                status = status_of(s.recv(4096))
            except OSError:
                status = "none"
            answers[status] = answers.get(status, 0) + 1
            answered = time.monotonic() - started
        done.set()
        thread.join()
        counted = ", ".join(f"{n} x {status}" for status, n in answers.items())
        print(f"| the 100 slow bodies | {counted} | the last {answered:.1f} s after they began |")
        for s in slow:
            s.close()
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
