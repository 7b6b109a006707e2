#!/usr/bin/python3
"""`chessy-sat serve` used as a person would: headless Chromium, driven by Selenium,
opens the page, sets up 8 queens, counts (12 and 92 on the page), lists all (12
diagrams), fixes two queens by clicking (Nauck's 3,3 and 4,1: 2 completions), cancels a
long count (and the server's search stops: the one search the server allows is free
again at once), lists until a timeout (the page says so, its count the solutions listed, 500 drawn),
and solves a generated puzzle by clicking where the server can generate (a wrong queen
first: the page names the attack). Then a page of another origin (python's http.server
on another port) tries /api/solve: its JSON requests and its "simple" text/plain ones
get no answer and start no search, and the server's own page reached under another
host name (DNS rebinding, mapped by Chromium's resolver rules) is refused.
Screenshots go to OUT_DIR (serve-*.png; README's docs/serve.png is serve-all.png).

Usage: serve_browser_test.py CHESSY_BINARY OUT_DIR. Exit 77 (skipped) only when
chromium, chromedriver or python3-selenium is missing; anything wrong is exit 1."""
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

SKIPPED = 77

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    print("skipped: no python3-selenium")
    sys.exit(SKIPPED)

CHROMIUM = shutil.which(os.environ.get("CHROMIUM", "chromium")) or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver") or ("/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None)
if not CHROMIUM or not DRIVER:
    print("skipped: no chromium or chromedriver")
    sys.exit(SKIPPED)


def fail(message):
    sys.exit("FAIL: " + message)


def post(url, body):
    """(status, body) of a POST."""
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


# Another origin's page: what its script can get from the chessy server at TARGET. A
# response object kept alive, so that a search it started would still be running.
EVIL_PAGE = """<!DOCTYPE html><html><head><title>evil</title></head><body><script>
const target = TARGET;
const body = JSON.stringify({size: 20, pieces: [{piece: "q", count: 20}], mode: "count", timeout: 60});
async function attempt(init) {
  try { const r = await fetch(target + "api/solve", Object.assign({method: "POST", body: body}, init));
        window.kept = (window.kept || []).concat([r]);
        return r.type === "opaque" ? "opaque" : "answer " + r.status + " " + await r.text(); }
  catch (e) { return "blocked: " + e.name; }
}
(async () => {
  const results = [await attempt({headers: {"Content-Type": "application/json"}}),
                   await attempt({headers: {"Content-Type": "text/plain"}}),
                   await attempt({mode: "no-cors", headers: {"Content-Type": "text/plain"}})];
  document.body.dataset.results = JSON.stringify(results);
  document.title = "done";
})();
</script></body></html>"""


def serve_evil_page(target):
    """A second local HTTP server, on another port, serving EVIL_PAGE; its URL."""
    page = EVIL_PAGE.replace("TARGET", json.dumps(target)).encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}/"


def check_other_origins(driver, url):
    """A page of another origin gets no answer from /api/solve and starts no search
    (the server allows one: a search it started would make the next one 503)."""
    driver.get(serve_evil_page(url))
    WebDriverWait(driver, 60).until(lambda d: d.title == "done")
    results = json.loads(driver.find_element(By.TAG_NAME, "body").get_attribute("data-results"))
    if results[:2] != ["blocked: TypeError"] * 2 or results[2] != "opaque":
        fail(f"another origin's page got {results}")
    status, body = post(url + "api/solve", {"pieces": [{"piece": "q", "count": 8}], "mode": "count"})
    if status != 200:
        fail(f"after another origin's requests the server answers {status} {body}: they started a search")
    # DNS rebinding: a name of the attacker's, resolved to this machine.
    port = url.rstrip("/").rsplit(":", 1)[1]
    driver.get(f"http://rebound.example:{port}/")
    if "this server answers requests for" not in driver.find_element(By.TAG_NAME, "body").text:
        fail("the page under another host name: " + driver.find_element(By.TAG_NAME, "body").text[:200])


def main():
    binary, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    work = tempfile.mkdtemp()
    # One search at a time: after Cancel, a free server shows the search was stopped.
    server = subprocess.Popen([binary, "serve", "--port", "0", "--jobs", "1"], stderr=subprocess.PIPE, text=True)
    driver = None
    try:
        line = server.stderr.readline()
        if "http://" not in line:
            fail("no URL from serve: " + line)
        url = line[line.index("http://"):].split()[0]

        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--disable-dev-shm-usage", f"--user-data-dir={work}/profile", "--window-size=1100,1000",
                     "--host-resolver-rules=MAP rebound.example 127.0.0.1"):
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service(DRIVER), options=options)
        driver.set_page_load_timeout(30)
        driver.get(url)
        wait = WebDriverWait(driver, 60)
        text = lambda id: driver.find_element(By.ID, id).text
        click = lambda id: driver.find_element(By.ID, id).click()

        def set_value(id, value):
            driver.execute_script("const e = document.getElementById(arguments[0]); e.value = arguments[1];"
                                  "e.dispatchEvent(new Event('change'));", id, str(value))

        def idle():  # the search ended: Cancel is disabled again
            wait.until(lambda d: not d.find_element(By.ID, "btn-cancel").is_enabled())

        def cell(row, col):
            return driver.find_element(By.CSS_SELECTOR, f'#board rect[data-row="{row}"][data-col="{col}"]')

        # 8 queens: count, then list all.
        set_value("rows", 8), set_value("cols", 8), set_value("count-q", 8)
        click("btn-count")
        wait.until(lambda d: text("fundamental") != "-")
        idle()
        if (text("fundamental"), text("total")) != ("12", "92"):
            fail(f"8 queens counted {text('fundamental')} / {text('total')}, not 12 / 92")
        click("btn-all")
        wait.until(lambda d: "all" in text("status"))
        diagrams = driver.find_elements(By.CSS_SELECTOR, "#solutions .solution")
        if len(diagrams) != 12:
            fail(f"{len(diagrams)} diagrams listed, not 12")
        if text("total") != "92":
            fail("list all: total " + text("total"))
        diagrams[3].click()  # browse: the fourth solution on the big board
        pieces = driver.find_elements(By.CSS_SELECTOR, "#board use.piece")
        if len(pieces) != 8:
            fail(f"the board shows {len(pieces)} pieces of a solution")
        # Each piece is the diagrams' vector shape (server/page.cpp), drawn: 76% of the
        # square tall (y = 12..88 of its 100), not an empty <use> of a missing symbol.
        for height, square in driver.execute_script(
                "return Array.from(document.querySelectorAll('#board use.piece'))"
                ".map(u => [u.getBBox().height, +u.getAttribute('height')])"):
            if not 0.7 * square <= height <= 0.85 * square:
                fail(f"a piece {height:.1f} tall on a square of {square}")
        driver.save_screenshot(os.path.join(out_dir, "serve-all.png"))

        # Nauck: queens fixed at 3,3 and 4,1 by clicking; 2 completions.
        click("btn-clear")
        set_value("tool", "fix")
        cell(3, 3).click()
        cell(4, 1).click()
        if len(driver.find_elements(By.CSS_SELECTOR, "#board use.piece")) != 2:
            fail("two clicks did not fix two queens")
        click("btn-all")
        wait.until(lambda d: "all" in text("status"))
        if text("total") != "2":
            fail(f"Nauck's problem: {text('total')} completions, not 2")
        listed = driver.find_elements(By.CSS_SELECTOR, "#solutions .solution")
        if len(listed) != int(text("fundamental")):
            fail("diagrams and fundamental count differ")
        driver.save_screenshot(os.path.join(out_dir, "serve-nauck.png"))

        # A long count, cancelled: the page says so and the server's one slot is free.
        click("btn-clear")
        set_value("rows", 20), set_value("cols", 20), set_value("count-q", 20)
        click("btn-count")
        time.sleep(1.5)
        if "searching" not in text("status"):
            fail("20 queens: not searching after 1.5 s: " + text("status"))
        click("btn-cancel")
        wait.until(lambda d: "cancelled" in text("status"))
        driver.save_screenshot(os.path.join(out_dir, "serve-cancel.png"))
        deadline, status = time.time() + 5, None
        while time.time() < deadline:
            status, _ = post(url + "api/solve", {"pieces": [{"piece": "q", "count": 8}], "mode": "count"})
            if status == 200:
                break
            time.sleep(0.2)
        if status != 200:
            fail(f"after Cancel the server is still busy (HTTP {status}): the search did not stop")

        # A list stopped by its timeout: the page says so, and its count is the diagrams shown.
        set_value("timeout", 1)
        click("btn-all")
        wait.until(lambda d: "stopped (timeout)" in text("status") or "error" in d.find_element(By.ID, "status").get_attribute("class"))
        idle()
        listed = driver.execute_script("return solutions.length")
        drawn = len(driver.find_elements(By.CSS_SELECTOR, "#solutions .solution"))
        if "stopped (timeout)" not in text("status") or text("fundamental") != str(listed) or drawn != min(listed, 500):
            fail(f"20 queens, 1 s: status {text('status')!r}, fundamental {text('fundamental')}, "
                 f"{listed} listed, {drawn} drawn")
        set_value("timeout", 30)

        # A puzzle, solved by clicking, where the server generates them.
        set_value("rows", 8), set_value("cols", 8), set_value("count-q", 8)
        status, body = post(url + "api/generate", {"pieces": [{"piece": "q", "count": 8}]})
        if status == 501:
            print("puzzle mode not checked: " + body)
        else:
            click("btn-generate")
            wait.until(lambda d: "puzzle" in text("status") or "error" in d.find_element(By.ID, "status").get_attribute("class"))
            if "puzzle" not in text("status"):
                fail("generate: " + text("status"))
            solution = driver.execute_script("return window.puzzleSolution")
            clues = {(f["row"], f["col"]) for f in driver.execute_script("return fixed")}
            # A wrong queen beside a clue, with most queens still to place: the page names
            # the attack, not the count; a second click takes it back.
            row, col = min(clues)
            wrong = (row, (col + 1) % 8)
            cell(*wrong).click()
            wait.until(lambda d: "attacks" in text("status") or "placed" in text("status"))
            if "attacks" not in text("status"):
                fail("a queen beside a clue: the page says " + repr(text("status")))
            cell(*wrong).click()
            wait.until(lambda d: "attacks" not in text("status"))
            for p in solution:
                if (p["row"], p["col"]) not in clues:
                    cell(p["row"], p["col"]).click()
            wait.until(lambda d: "Solved" in text("status"))
            driver.save_screenshot(os.path.join(out_dir, "serve-puzzle.png"))
        check_other_origins(driver, url)
        print("serve_browser: ok")
    finally:
        if driver:
            driver.quit()
        server.terminate()
        try:
            _, err = server.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            fail("serve did not stop within 10 s of SIGTERM")
        if server.returncode != 0:
            fail(f"serve exit {server.returncode} after SIGTERM: {err}")
        shutil.rmtree(work, ignore_errors=True)


main()
