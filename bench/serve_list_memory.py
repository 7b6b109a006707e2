#!/usr/bin/env python3
"""bench/serve_list_memory.py: issue 41's memory of a streamed list ("mode": "all").

- 14 and 15 queens listed whole, read at full speed: the answer's bytes, the seconds
  and the server's peak memory (VmHWM; target: 15 queens under about 100 MB).
- Two clients that ask for 16 queens and never read (a 4 KiB receive buffer): the
  server's peak memory and whether a solve is answered (200) or refused busy (503)
  every 2 s for 17 s (target: a bounded amount held, the slots given back).

A benchmark, not a test (tests/server/serve_job_test.cpp has the quick shapes).
  bench/serve_list_memory.py [BIN]   (default build/chessy-sat; --jobs 2)
"""
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "build", "chessy-sat")


def peak_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmHWM:\s+(\d+)", status.read()).group(1)) / 1024


def post(port, body, timeout=60):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/api/solve", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    try:
        return urllib.request.urlopen(request, timeout=timeout)
    except urllib.error.HTTPError as e:
        return e


def queens(n, timeout=30):
    return {"size": n, "pieces": [{"piece": "q", "count": n}], "mode": "all", "timeout": timeout}


def main():
    server = subprocess.Popen([BIN, "serve", "--port", "0", "--jobs", "2"], stderr=subprocess.PIPE, text=True)
    port = int(re.search(r":(\d+)/", server.stderr.readline()).group(1))
    try:
        for n in (14, 15):
            start = time.monotonic()
            answer = post(port, queens(n))
            size, last = 0, b""
            for line in answer:
                size += len(line)
                last = line
            print(f"{n} queens all: {size:,} bytes in {time.monotonic() - start:.1f} s, "
                  f"server peak {peak_mib(server.pid):.1f} MiB; {last.decode().strip()[:90]}")
        body = json.dumps(queens(16)).encode()
        idle = []
        for _ in range(2):
            s = socket.create_connection(("127.0.0.1", port))
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            s.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n"
                      b"Content-Length: %d\r\n\r\n" % (port, len(body)) + body)
            idle.append(s)
        start = time.monotonic()
        for k in range(9):
            time.sleep(2 if k else 1)
            status = post(port, {"pieces": [{"piece": "q", "count": 8}], "mode": "count"}, 5).status
            print(f"2 clients not reading 16 queens, {time.monotonic() - start:.0f} s: "
                  f"server peak {peak_mib(server.pid):.1f} MiB, a solve answered {status}")
    finally:
        server.terminate()
        server.wait()


main()
