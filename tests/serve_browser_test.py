#!/usr/bin/python3
"""`chessy-sat serve` used as a person would: headless Chromium, driven by Selenium,
opens the page, sets up 8 queens, counts (12 and 92 on the page), lists all (12
diagrams), fixes two queens by clicking (Nauck's 3,3 and 4,1: 2 completions), cancels a
long count (and the server's search stops: the one search the server allows is free
again at once), lists until a timeout (the page says so, its count the solutions listed, 500 drawn),
counts until a timeout (the classes so far and their rate shown as it goes), and solves a generated puzzle by clicking where the server can generate (a wrong queen
first: the page names the attack). The board's labels (files a.., ranks 1.. from the
bottom, aa.. beyond 26 columns) are no cells; cells are blocked by a click and by a drag
(a drag from a blocked cell frees), the corner handle drags the board's rectangle; a
count '?' finds the optimum (8x8 queens dominating: minimum 5, 638 / 4860; 4x4 knights:
maximum 8), a search for it stopped by its timeout or by Cancel shows the bounds it
reached, not proven; a Link restores the whole problem in a new page load and the same
answer, and a bad link is a message, nothing injected. Region puzzles, on an emulated
phone (375 x 667): the grid fits the width, a link loads a known unique Queens puzzle,
Hint gives a step with its cells highlighted, the keyboard alone plays it to the
solution (Check names a wrong star's fault first, then says solved and unique);
Generate loads a puzzle solved by its clicks; the editor paints by keys and by a drag;
Ctrl+Z and Ctrl+Y undo and redo on the grid. A chess game on the phone by the keyboard
alone (check_phone_game: Tab to the board, arrows, q, x, Delete, Ctrl+Z/Ctrl+Y, Count by
Enter with its rate, white and black by Shift, a generated puzzle played by keys, its
fault's squares named and lit), the page in dark mode (prefers-color-scheme emulated).
Then a page of another origin (python's http.server
on another port) tries /api/solve: its JSON requests and its "simple" text/plain ones
get no answer and start no search, and the server's own page reached under another
host name (DNS rebinding, mapped by Chromium's resolver rules) is refused.
Screenshots go to OUT_DIR (serve-*.png; README's docs/serve.png is serve-all.png).

Usage: serve_browser_test.py CHESSY_BINARY OUT_DIR. Exit 77 (skipped) only when
chromium, chromedriver or python3-selenium is missing; anything wrong is exit 1."""
import http.server
import json
import os
import re
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
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
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


class Page:
    """The page in the browser: its elements by id, waited for, never slept on."""

    def __init__(self, driver):
        self.driver = driver
        self.wait = WebDriverWait(driver, 60)

    def text(self, id):
        return self.driver.find_element(By.ID, id).text

    def click(self, id):
        self.driver.find_element(By.ID, id).click()

    def set_value(self, id, value):
        self.driver.execute_script("const e = document.getElementById(arguments[0]); e.value = arguments[1];"
                                   "e.dispatchEvent(new Event('change'));", id, str(value))

    def value(self, id):
        return self.driver.find_element(By.ID, id).get_attribute("value")

    def idle(self):  # the search ended: Cancel is disabled again
        self.wait.until(lambda d: not d.find_element(By.ID, "btn-cancel").is_enabled())

    def cell(self, row, col):
        return self.driver.find_element(By.CSS_SELECTOR, f'#board rect[data-row="{row}"][data-col="{col}"]')

    def cells(self):
        return len(self.driver.find_elements(By.CSS_SELECTOR, "#board rect.cell"))

    def blocked(self):
        return sorted((b["row"], b["col"]) for b in self.driver.execute_script("return blocked"))

    def problem(self, rows, cols, goal="independence", **counts):
        """A new problem: the board cleared, every count 0 but those given."""
        self.click("btn-clear")
        self.set_value("tool", "fix")
        self.set_value("rows", rows), self.set_value("cols", cols), self.set_value("goal", goal)
        for piece in "qrbnkp":
            self.set_value("count-" + piece, counts.get(piece, 0))

    def search(self, button, done):
        """Starts a search and waits for its end: the status says `done` (or an error)."""
        self.click(button)
        self.wait.until(lambda d: done in self.text("status") or
                        "error" in d.find_element(By.ID, "status").get_attribute("class"))
        self.idle()
        if done not in self.text("status"):
            fail(f"{button}: the page says {self.text('status')!r}, not {done!r}")

    def drag(self, source, dx, dy):
        """Press on `source`, move by dx, dy pixels in one move, release (the board is
        drawn again as the drag goes: no element of it stays to move to)."""
        ActionChains(self.driver).click_and_hold(source).move_by_offset(round(dx), round(dy)).release().perform()


def wait_free(url):
    """Waits (5 s at most) until the server's one search slot is free: a stopped search freed it."""
    deadline, status = time.time() + 5, None
    while time.time() < deadline:
        status, _ = post(url + "api/solve", {"pieces": [{"piece": "q", "count": 8}], "mode": "count"})
        if status == 200:
            return
        time.sleep(0.2)
    fail(f"the server is still busy (HTTP {status}): a stopped search did not stop")


def check_labels(page):
    """Files a.. below the board, ranks 1.. from the bottom at its left, aa.. beyond 26
    columns; a click on a label fixes nothing."""
    driver = page.driver
    page.problem(8, 8, q=8)
    labels = lambda kind: [e.text for e in driver.find_elements(By.CSS_SELECTOR, f"#board .coord text.{kind}")]
    if labels("file") != list("abcdefgh") or labels("rank") != [str(k) for k in range(1, 9)]:
        fail(f"8x8 labels: files {labels('file')}, ranks {labels('rank')}")
    # Rank 8 beside the top row, file a under the left column.
    rank8 = driver.find_element(By.XPATH, "//*[@id='board']//*[name()='text' and @class='rank' and text()='8']")
    top = page.cell(0, 0).rect
    if not top["y"] <= rank8.rect["y"] + rank8.rect["height"] / 2 <= top["y"] + top["height"]:
        fail(f"rank 8 at {rank8.rect}, the top row at {top}")
    ActionChains(driver).move_to_element(rank8).click().perform()
    file_a = driver.find_element(By.XPATH, "//*[@id='board']//*[name()='text' and @class='file' and text()='a']")
    ActionChains(driver).move_to_element(file_a).click().perform()
    if driver.execute_script("return fixed.length") != 0 or page.cells() != 64:
        fail("a click on a label fixed a piece or made a cell")
    board_file = driver.execute_script("return boardFile()")  # the board as "SVG" downloads it
    if ">a</text>" not in board_file or ">8</text>" not in board_file or "handle" in board_file:
        fail("the downloaded board has no labels, or the handle: " + board_file[:300])
    page.set_value("cols", 30)
    files = labels("file")
    if files[:1] != ["a"] or "z" not in files or "aa" not in files or files[-1] != "ad":
        fail(f"30 columns labelled {files}")
    page.set_value("cols", 8)


def check_board_editing(page):
    """The block tool: a click blocks a cell and a second frees it; a drag blocks every
    cell it passes over (even with one move event), a drag from a blocked cell frees; the
    corner handle drags the rectangle, in step with the number inputs."""
    page.problem(8, 8, q=8)
    page.set_value("tool", "block")
    page.cell(2, 2).click()
    if page.blocked() != [(2, 2)] or not page.driver.find_elements(By.CSS_SELECTOR, "#board path"):
        fail(f"a click blocked {page.blocked()}, not 2,2 (drawn as a hole)")
    page.cell(2, 2).click()
    if page.blocked():
        fail(f"a second click left {page.blocked()} blocked")
    s = page.driver.execute_script("return board.s")  # a cell's side, pixels
    page.drag(page.cell(1, 1), 4 * s, 0)
    if page.blocked() != [(1, c) for c in range(1, 6)]:
        fail(f"a drag over row 1, columns 1..5, blocked {page.blocked()}")
    page.drag(page.cell(1, 2), 2 * s, 0)
    if page.blocked() != [(1, 1), (1, 5)]:
        fail(f"a drag from a blocked cell left {page.blocked()}")
    if page.driver.execute_script("return problem().blocked") != [[1, 1], [1, 5]]:
        fail("the blocked cells are not the problem's")
    # The corner handle: 3 rows and 2 columns less, then 1 row more.
    handle = lambda: page.driver.find_element(By.CSS_SELECTOR, "#board .handle")
    page.drag(handle(), -2 * s, -3 * s)
    if (page.value("rows"), page.value("cols"), page.cells()) != ("5", "6", 30):
        fail(f"the handle dragged to 5x6: inputs {page.value('rows')}x{page.value('cols')}, {page.cells()} cells")
    if page.blocked() != [(1, 1), (1, 5)]:
        fail(f"the cells blocked inside the new rectangle: {page.blocked()}")
    page.drag(handle(), 0, s)
    if (page.value("rows"), page.value("cols"), page.cells()) != ("6", "6", 36):
        fail(f"the handle dragged a row down: {page.value('rows')}x{page.value('cols')}, {page.cells()} cells")
    page.set_value("cols", 4)  # the number inputs still work, the board follows
    if page.cells() != 24 or page.blocked() != [(1, 1)]:
        fail(f"columns typed as 4: {page.cells()} cells, blocked {page.blocked()}")
    page.driver.save_screenshot(os.path.join(page.out_dir, "serve-blocked.png"))


def check_optimum(page, url):
    """A count '?': the optimum first, then the count or the solution at it; stopped by
    the timeout or cancelled, the bounds reached, said to be unproven."""
    page.problem(8, 8, "domination", q="?")
    page.set_value("optimize", "min")
    page.search("btn-count", "counted")
    if (page.text("optimum"), page.text("fundamental"), page.text("total")) != ("minimum: 5 (proven)", "638", "4860"):
        fail(f"8x8 queens dominating: {page.text('optimum')!r}, {page.text('fundamental')} / {page.text('total')}")
    page.problem(4, 4, n="?")
    page.set_value("optimize", "max")
    page.search("btn-one", "a solution at the maximum, 8")
    if page.text("optimum") != "maximum: 8 (proven)" or len(page.driver.find_elements(By.CSS_SELECTOR, "#board use.piece")) != 8:
        fail(f"4x4 knights: {page.text('optimum')!r}, the board shows other than 8 knights")

    # 20x20 queens dominating: a first set of 16 at once, the proof far out of reach.
    page.problem(20, 20, "domination", q="?")
    page.set_value("optimize", "min")
    page.set_value("timeout", 2)
    page.search("btn-count", "stopped (timeout) before the minimum was proven")
    stopped = page.text("optimum")
    bounds = re.fullmatch(r"stopped \(timeout\): (\d+) \u2264 minimum \u2264 (\d+), the minimum is not proven", stopped)
    if not bounds or int(bounds[1]) != 0 or int(bounds[2]) < 10 or page.text("fundamental") != "-":
        fail(f"20x20 stopped by its timeout: {stopped!r}, fundamental {page.text('fundamental')}")
    page.driver.save_screenshot(os.path.join(page.out_dir, "serve-optimum-stopped.png"))
    # Bounds shown as the search goes, then Cancel: the last bounds heard.
    page.set_value("timeout", 60)
    page.click("btn-count")
    page.wait.until(lambda d: "\u2264 minimum \u2264" in page.text("optimum"))
    if "trying at most" not in page.text("optimum"):
        fail(f"bounds while the search runs: {page.text('optimum')!r}")
    page.click("btn-cancel")
    page.wait.until(lambda d: "cancelled" in page.text("status"))
    if not re.fullmatch(r"cancelled: 0 \u2264 minimum \u2264 \d+ \(the last bounds heard\), the minimum is not proven",
                        page.text("optimum")):
        fail(f"cancelled: {page.text('optimum')!r}")
    page.set_value("timeout", 30)
    wait_free(url)


def check_link(page, url):
    """Link: the problem in the URL's fragment; opened in a new page load, the same
    inputs and the same answer. A bad link: a message, the page whole, nothing injected."""
    driver = page.driver
    page.problem(6, 7, "domination", q="?")
    page.set_value("optimize", "min")
    page.set_value("tool", "fix")
    page.cell(0, 0).click()
    page.set_value("tool", "block")
    page.cell(2, 3).click()
    page.cell(4, 4).click()
    page.search("btn-count", "counted")
    answer = (page.text("optimum"), page.text("fundamental"), page.text("total"))
    if answer != ("minimum: 4 (proven)", "98", "98"):
        fail(f"6x7, a queen on a6, d4 and e2 blocked: {answer}")
    page.click("btn-link")
    page.wait.until(lambda d: "link" in page.text("status"))
    link = driver.current_url
    if not link.endswith("#size=6x7&goal=domination&q=?&optimize=min&fixed=qa6&blocked=d4,e2"):
        fail("the link: " + link)
    inputs = ["rows", "cols", "goal", "optimize", "timeout"] + ["count-" + p for p in "qrbnkp"]
    before = [page.value(id) for id in inputs], driver.execute_script("return [fixed, blocked]")
    driver.get("about:blank")
    driver.get(link)
    page.wait.until(lambda d: "the problem of the link" in page.text("status"))
    after = [page.value(id) for id in inputs], driver.execute_script("return [fixed, blocked]")
    if after != before:
        fail(f"the link restored {after}, not {before}")
    page.search("btn-count", "counted")
    if (page.text("optimum"), page.text("fundamental"), page.text("total")) != answer:
        fail(f"the link's answer: {page.text('optimum')!r}, {page.text('fundamental')} / {page.text('total')}")
    # A torus, by a link typed by hand: 5 queens on the 5x5 torus, 10 (OEIS A007705).
    driver.get(url + "#size=5&torus=1&q=5")
    page.wait.until(lambda d: "the problem of the link" in page.text("status"))
    if not driver.find_element(By.ID, "torus").is_selected():
        fail("torus=1: the torus box is not ticked")
    page.search("btn-count", "counted")
    if page.text("total") != "10":
        fail(f"5 queens on the 5x5 torus: {page.text('total')}, not 10")
    # Bad links: the message, the page's own problem, nothing of the link as markup.
    for fragment, message in [("size=99&q=8", "size=99: each side 1..64"),
                              ("q=%3Cimg%20src%3Dx%3E", "q=<img src=x>: a count is a whole number or ?"),
                              ("blocked=<script>alert(1)</script>", "blocked=<script>alert(1)</script...: '<script>alert(1)</script...' is no square (d4)"),
                              ("size=8&fixed=qi1", "fixed=qi1: 'i1' is off the 8x8 board"),
                              ("q=8&colour=w", "unknown key 'colour'"), ("constructor=1", "unknown key 'constructor'")]:
        driver.get("about:blank")
        driver.get(url + "#" + fragment)
        page.wait.until(lambda d: "link" in page.text("status"))
        status = driver.find_element(By.ID, "status")
        if message not in status.text or status.get_attribute("class") != "error":
            fail(f"#{fragment}: the page says {status.text!r}")
        if page.cells() != 64 or driver.find_elements(By.TAG_NAME, "img") or len(driver.find_elements(By.TAG_NAME, "script")) != 1:
            fail(f"#{fragment}: the page is not its own 8x8 board, or holds markup of the link")


# A LinkedIn Queens grid with one solution (found by brute force), and that solution.
REGION_PUZZLE = ["AABBBBBB", "AABBBBBB", "ACBBBBEE", "ACBFDDDE", "FFFFFEEE", "FFFFFGGE", "FFFFGGGG", "FFFFHGGG"]
REGION_SOLUTION = [(0, 0), (1, 3), (2, 1), (3, 5), (4, 7), (5, 2), (6, 6), (7, 4)]


def check_regions(page, url):
    """Region puzzles at a phone's width (375 x 667): the page has a viewport and the
    grid fits; a link loads a known unique puzzle; Hint gives a step in words with
    highlighted cells (where the server explains); the keyboard alone (Tab to the grid,
    arrows, Space) plays it to the solution, a mark on the way; Check says solved and
    unique, and after a wrong star names the rule with its cells highlighted."""
    driver = page.driver
    # A phone's screen: headless Chromium keeps a window at least 500 px wide, so the
    # device's metrics are emulated (a mobile viewport, which honours the viewport meta).
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 375, "height": 667, "deviceScaleFactor": 1, "mobile": True})
    driver.get("about:blank")
    driver.get(url + "#regions=" + ",".join(REGION_PUZZLE))
    page.wait.until(lambda d: "the puzzle of the link" in page.text("status"))
    if not driver.execute_script("const m = document.querySelector('meta[name=viewport]');"
                                 "return m && m.content.includes('width=device-width')"):
        fail("no viewport meta")
    width = driver.execute_script("return document.documentElement.clientWidth")
    if width != 375:
        fail(f"the emulated phone is {width} px wide")
    grid = driver.find_element(By.CSS_SELECTOR, "#region-board svg").rect
    scroll = driver.execute_script("return document.documentElement.scrollWidth")
    if not 0.75 * width <= grid["width"] <= width or scroll > width:
        fail(f"at 375 px the grid is {grid['width']} px wide, the page {width} px (scrolls to {scroll})")
    cells = driver.find_elements(By.CSS_SELECTOR, "#region-board rect.rcell")
    if len(cells) != 64 or driver.execute_script("return rp.grid") != REGION_PUZZLE:
        fail(f"the link's puzzle: {len(cells)} cells, grid {driver.execute_script('return rp.grid')}")
    if not driver.find_elements(By.CSS_SELECTOR, "#region-board path.borders"):
        fail("no thick lines between the regions")

    # Hint, on the empty grid: a step in words, its cells highlighted.
    page.click("btn-hint")
    page.wait.until(lambda d: page.text("status").startswith("Hint: ") or
                    "error" in d.find_element(By.ID, "status").get_attribute("class"))
    if not page.text("status").startswith("Hint: "):
        fail("Hint: " + page.text("status"))
    if not driver.find_elements(By.CSS_SELECTOR, "#region-board rect.hl.hint"):
        fail("Hint: no cell highlighted for " + page.text("status"))
    driver.save_screenshot(os.path.join(page.out_dir, "serve-regions-hint.png"))

    # The keyboard only: Tab until the grid has the focus, then arrows and Space.
    body_element = driver.find_element(By.TAG_NAME, "body")
    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")

    def tab_to_grid():
        for _ in range(60):
            if driver.execute_script("return document.activeElement.id") == "region-board":
                return
            ActionChains(driver).send_keys(Keys.TAB).perform()
        fail("Tab never reached the grid")

    tab_to_grid()
    at = [0, 0]

    def go(row, col):
        keys = [Keys.ARROW_DOWN if row > at[0] else Keys.ARROW_UP] * abs(row - at[0]) + \
               [Keys.ARROW_RIGHT if col > at[1] else Keys.ARROW_LEFT] * abs(col - at[1])
        if keys:
            ActionChains(driver).send_keys(*keys).perform()
        at[0], at[1] = row, col

    # The cursor to a8 (the top left) from wherever it was: the arrows stop at the edges.
    ActionChains(driver).send_keys(*[Keys.ARROW_UP] * 8 + [Keys.ARROW_LEFT] * 8).perform()
    # A wrong star on b8, beside a8's: Check names the touching stars and lights them.
    go(0, 1)
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    go(0, 0)
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    page.click("btn-region-check")
    page.wait.until(lambda d: "touch" in page.text("status") or "error" in d.find_element(By.ID, "status").get_attribute("class"))
    if not page.text("status").startswith("the stars on a8 and b8 touch") or \
            len(driver.find_elements(By.CSS_SELECTOR, "#region-board rect.hl.fault")) != 2:
        fail("a wrong star: " + page.text("status"))
    tab_to_grid()
    go(0, 1)
    ActionChains(driver).send_keys(Keys.SPACE).perform()  # the star becomes a mark
    if len(driver.find_elements(By.CSS_SELECTOR, "#region-board path.mark")) != 1:
        fail("Space on a star did not make it a mark")
    chord(driver, "z")  # undone: the star again, then redone: the mark
    if driver.execute_script("return [cellsWith(1).length, cellsWith(2).length]") != [2, 0]:
        fail("Ctrl+Z on the grid: " + str(driver.execute_script("return rp.play")))
    chord(driver, "y")
    if driver.execute_script("return [cellsWith(1).length, cellsWith(2).length]") != [1, 1]:
        fail("Ctrl+Y on the grid: " + str(driver.execute_script("return rp.play")))
    for row, col in REGION_SOLUTION[1:]:
        go(row, col)
        ActionChains(driver).send_keys(Keys.ENTER if row % 2 else Keys.SPACE).perform()
    stars = sorted((s["row"], s["col"]) for s in driver.execute_script("return cellsWith(1)"))
    if stars != REGION_SOLUTION:
        fail(f"the keyboard placed {stars}")
    page.click("btn-region-check")
    page.wait.until(lambda d: "Solved" in page.text("status") or "error" in d.find_element(By.ID, "status").get_attribute("class"))
    if page.text("status") != "Solved! The puzzle has one solution.":
        fail("Check: " + page.text("status"))
    driver.save_screenshot(os.path.join(page.out_dir, "serve-regions.png"))
    if body_element.size["width"] > width:
        fail("the page grew wider than the phone")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    check_region_generate(page, url)
    check_region_editor(page)


def check_region_generate(page, url):
    """Generate: a 6x6 one-star puzzle of the difficulty chosen, loaded into play mode,
    solved by clicks (Check: solved, unique)."""
    driver = page.driver
    page.set_value("region-size", 6)
    page.set_value("region-difficulty", "easy")
    page.click("btn-region-generate")
    page.wait.until(lambda d: page.text("status").startswith("a ") or "error" in d.find_element(By.ID, "status").get_attribute("class"))
    if not page.text("status").startswith("a 6x6 puzzle") or "easy" not in page.text("status"):
        fail("Generate: " + page.text("status"))
    if page.value("region-tool") != "play" or len(driver.execute_script("return rp.grid")) != 6:
        fail("the generated puzzle is not in play mode, 6x6")
    for star in driver.execute_script("return window.regionSolution"):
        driver.find_element(By.CSS_SELECTOR, f'#region-board rect.rcell[data-row="{star["row"]}"][data-col="{star["col"]}"]').click()
    page.click("btn-region-check")
    page.wait.until(lambda d: "Solved" in page.text("status") or "error" in d.find_element(By.ID, "status").get_attribute("class"))
    if page.text("status") != "Solved! The puzzle has one solution.":
        fail("the generated puzzle, its solution clicked: " + page.text("status"))


def check_region_editor(page):
    """The editor: a size of 5, then with the paint tool a letter key paints the
    cursor's cell (case-sensitive, digits too); a palette colour, then a drag paints
    every cell the pointer passes over."""
    driver = page.driver
    page.set_value("region-size", 5)
    page.set_value("region-tool", "paint")
    if len(driver.find_elements(By.CSS_SELECTOR, "#region-board rect.rcell")) != 25:
        fail("a size of 5: not 25 cells")
    driver.execute_script("document.getElementById('region-board').focus()")
    ActionChains(driver).send_keys(*[Keys.ARROW_UP] * 5 + [Keys.ARROW_LEFT] * 5).perform()
    ActionChains(driver).send_keys("b", Keys.ARROW_RIGHT, "7", Keys.ARROW_DOWN, Keys.SPACE).perform()
    rows = driver.execute_script("return rp.grid")
    if rows[0][:2] != "b7" or rows[1][1] != "7":
        fail(f"keys b, 7 and Space painted {rows}")
    palette = [b for b in driver.find_elements(By.CSS_SELECTOR, "#palette button") if b.text == "C"]
    if not palette:
        fail("no C in the palette")
    palette[0].click()
    cell = driver.find_element(By.CSS_SELECTOR, '#region-board rect.rcell[data-row="3"][data-col="0"]')
    side = cell.rect["width"]
    page.drag(cell, 4 * side, 0)
    rows = driver.execute_script("return rp.grid")
    if rows[3] != "CCCCC":
        fail(f"a drag over the fourth row painted {rows}")
    page.set_value("region-tool", "play")


def keys(driver, *sequence):
    ActionChains(driver).send_keys(*sequence).perform()


def tab_to(driver, id, most=120):
    """Tab (the keyboard alone) until the element `id` has the focus."""
    for _ in range(most):
        if driver.execute_script("return document.activeElement.id") == id:
            return
        keys(driver, Keys.TAB)
    fail(f"Tab never reached #{id}")


def chord(driver, key, shift=False):
    """Ctrl+key (Ctrl+Shift+key)."""
    actions = ActionChains(driver).key_down(Keys.CONTROL)
    if shift:
        actions = actions.key_down(Keys.SHIFT)
    actions = actions.send_keys(key)
    if shift:
        actions = actions.key_up(Keys.SHIFT)
    actions.key_up(Keys.CONTROL).perform()


class Cursor:
    """The board's keyboard cursor, moved by arrows from where the page put it."""

    def __init__(self, driver):
        self.driver = driver

    def go(self, row, col):
        at = self.driver.execute_script("return [cursor.r, cursor.c]")
        sequence = [Keys.ARROW_DOWN if row > at[0] else Keys.ARROW_UP] * abs(row - at[0]) + \
                   [Keys.ARROW_RIGHT if col > at[1] else Keys.ARROW_LEFT] * abs(col - at[1])
        if sequence:
            keys(self.driver, *sequence)
        if self.driver.execute_script("return [cursor.r, cursor.c]") != [row, col]:
            fail(f"the arrows did not bring the cursor to {row},{col}")


def check_phone_game(page, url):
    """A chess game at a phone's size (375 x 667), the keyboard alone: Tab reaches the
    board, arrows and q fix Nauck's two queens, x blocks a cell, Ctrl+Z, Ctrl+Y and
    Ctrl+Shift+Z undo and redo it, Delete clears it; Count (Tab, Enter) says 2 and the
    rate; white and black (Shift+Q white, q black) count 2 on 3x3; where the server
    generates, a puzzle played by keys: a wrong queen named with its squares (and its
    cells lit where the server names them), Backspace takes it back, the solution by
    keys, the last queen undone and redone: Solved. Nothing wider than the phone."""
    driver = page.driver
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 375, "height": 667, "deviceScaleFactor": 1, "mobile": True})
    driver.get("about:blank")
    driver.get(url)
    width = driver.execute_script("return document.documentElement.clientWidth")
    board = driver.find_element(By.CSS_SELECTOR, "#board svg").rect
    if width != 375 or not 0.75 * width <= board["width"] <= width:
        fail(f"at 375 px the board is {board['width']} px wide, the page {width} px")

    def not_wider(what):
        scroll = driver.execute_script("return document.documentElement.scrollWidth")
        if scroll > width:
            fail(f"{what}: the page scrolls to {scroll} px on a {width} px phone")

    not_wider("the page loaded")
    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    tab_to(driver, "board")
    cursor = Cursor(driver)
    state = lambda: driver.execute_script(
        "return [fixed.map(f => [f.piece, f.row, f.col]), blocked.map(b => [b.row, b.col])]")
    cursor.go(3, 3)
    keys(driver, "q")
    cursor.go(4, 1)
    keys(driver, "q")
    cursor.go(0, 0)
    keys(driver, "x")
    nauck = [["q", 3, 3], ["q", 4, 1]]
    if state() != [nauck, [[0, 0]]]:
        fail(f"keys q, q, x: {state()}")
    chord(driver, "z")
    if state() != [nauck, []]:
        fail(f"Ctrl+Z after x: {state()}")
    chord(driver, "y")
    if state() != [nauck, [[0, 0]]]:
        fail(f"Ctrl+Y: {state()}")
    chord(driver, "z")
    chord(driver, "z")
    if state() != [nauck[:1], []]:
        fail(f"Ctrl+Z twice: {state()}")
    chord(driver, "z", shift=True)
    chord(driver, "z", shift=True)
    if state() != [nauck, [[0, 0]]] or not page.driver.find_element(By.ID, "btn-redo").get_attribute("disabled"):
        fail(f"Ctrl+Shift+Z twice: {state()}")
    keys(driver, Keys.DELETE)
    if state() != [nauck, []]:
        fail(f"Delete on a blocked cell: {state()}")
    tab_to(driver, "btn-count")
    keys(driver, Keys.ENTER)
    page.wait.until(lambda d: "counted" in page.text("status") or "error" in d.find_element(By.ID, "status").get_attribute("class"))
    page.idle()
    if page.text("total") != "2" or not re.fullmatch(r"2 in all, [\d,]+ a second \(\d+\.\d+ s\)", page.text("progress")):
        fail(f"Nauck counted: {page.text('total')}, {page.text('progress')!r}")
    not_wider("counted")

    # White and black: Shift+Q a white queen, q a black one; the colours in the link.
    page.problem(3, 3)
    tab_to(driver, "colours")
    keys(driver, Keys.SPACE)
    page.set_value("count-q", 1), page.set_value("count-bq", 1)
    tab_to(driver, "board")
    cursor.go(0, 0)
    keys(driver, "Q")  # Shift+Q
    cursor.go(1, 1)
    keys(driver, "q")
    if driver.execute_script("return fixed.map(f => f.colour + f.piece)") != ["wq", "bq"]:
        fail("Shift+Q and q: " + str(driver.execute_script("return fixed")))
    keys(driver, Keys.BACKSPACE)
    page.search("btn-count", "counted")
    if page.text("total") != "2":
        fail(f"a white queen on a3, a black one to place on 3x3: {page.text('total')}, not 2")
    if driver.execute_script("return linkFragment()") != "size=3&colours=1&q=1&bq=1&fixed=Qa3":
        fail("the link of a colour problem: " + driver.execute_script("return linkFragment()"))
    driver.save_screenshot(os.path.join(page.out_dir, "serve-phone-colours.png"))
    page.click("colours")

    status, body = post(url + "api/generate", {"pieces": [{"piece": "q", "count": 8}]})
    if status == 501:
        print("the keyboard's puzzle not checked: " + body)
    else:
        page.problem(8, 8, q=8)
        tab_to(driver, "btn-generate")
        keys(driver, Keys.ENTER)
        page.wait.until(lambda d: "puzzle" in page.text("status") or "error" in d.find_element(By.ID, "status").get_attribute("class"))
        if "puzzle" not in page.text("status"):
            fail("generate: " + page.text("status"))
        solution = [(p["row"], p["col"]) for p in driver.execute_script("return window.puzzleSolution")]
        clues = {(f["row"], f["col"]) for f in driver.execute_script("return fixed")}
        tab_to(driver, "board")
        row, col = min(clues)
        wrong = (row, (col + 1) % 8)
        cursor.go(*wrong)
        keys(driver, "q")
        page.wait.until(lambda d: "attacks" in page.text("status") or "placed" in page.text("status"))
        said = page.text("status")
        names = {f"{'abcdefgh'[c]}{8 - r}" for r, c in [(row, col), wrong]}
        if "attacks" not in said or not all(n in said for n in names):
            fail(f"a queen beside a clue by keys: the page says {said!r}")
        if len(driver.find_elements(By.CSS_SELECTOR, "#board rect.fault")) < 2:
            fail("the attack's cells are not highlighted")
        driver.save_screenshot(os.path.join(page.out_dir, "serve-phone-fault.png"))
        keys(driver, Keys.BACKSPACE)
        page.wait.until(lambda d: "attacks" not in page.text("status"))
        if driver.find_elements(By.CSS_SELECTOR, "#board rect.fault"):
            fail("the fault's cells still lit once the queen was taken back")
        for r, c in solution:
            if (r, c) not in clues:
                cursor.go(r, c)
                keys(driver, Keys.ENTER)
        page.wait.until(lambda d: "Solved" in page.text("status"))
        chord(driver, "z")
        page.wait.until(lambda d: "Solved" not in page.text("status"))
        chord(driver, "y")
        page.wait.until(lambda d: "Solved" in page.text("status"))
        not_wider("a puzzle solved")
        driver.save_screenshot(os.path.join(page.out_dir, "serve-phone.png"))
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def luminance(colour):
    """0 (black) .. 255 (white) of a computed rgb()/rgba() colour."""
    r, g, b = (int(x) for x in re.findall(r"\d+", colour)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def check_dark_mode(page, url):
    """prefers-color-scheme dark (emulated): a dark page, light text, light board labels;
    light again without it."""
    driver = page.driver

    def looks():
        driver.get("about:blank")
        driver.get(url + "#size=8&q=8")
        page.wait.until(lambda d: "the problem of the link" in page.text("status"))
        return driver.execute_script(
            "const c = e => getComputedStyle(e);"
            "return [c(document.body).backgroundColor, c(document.body).color,"
            "        c(document.querySelector('#board .coord text')).fill, c(document.getElementById('rows')).backgroundColor]")

    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    background, text, labels, field = looks()
    driver.save_screenshot(os.path.join(page.out_dir, "serve-dark.png"))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    light = looks()
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    if not (luminance(background) < 60 and luminance(text) > 180 and luminance(labels) > 150 and luminance(field) < 100):
        fail(f"dark mode: background {background}, text {text}, labels {labels}, an input {field}")
    if not (luminance(light[0]) > 200 and luminance(light[1]) < 80):
        fail(f"light mode: {light}")


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
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})  # the console, read at the end
        driver = webdriver.Chrome(service=Service(DRIVER), options=options)
        driver.set_page_load_timeout(30)
        driver.get(url)
        page = Page(driver)
        page.out_dir = out_dir
        wait, text, click, set_value, idle, cell = page.wait, page.text, page.click, page.set_value, page.idle, page.cell

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
        # docs/serve.png: the page from its top to the first diagrams (the click scrolled).
        driver.set_window_size(1100, 1100)
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(os.path.join(out_dir, "serve-all.png"))
        driver.set_window_size(1100, 1000)

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
        wait_free(url)

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
        # A count as it goes: the classes found so far and their rate, then its counts so far.
        set_value("timeout", 3)
        click("btn-count")
        wait.until(lambda d: "fundamental so far" in text("progress") or "stopped" in text("status"))
        going = text("progress")
        if not re.fullmatch(r"[\d,]+ fundamental so far, [\d,]+ a second \([\d.]+ s\)", going) or text("fundamental") == "-":
            fail(f"20 queens counting: progress {going!r}, fundamental {text('fundamental')}")
        wait.until(lambda d: "stopped (timeout)" in text("status"))
        idle()
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
        check_labels(page)
        check_board_editing(page)
        check_optimum(page, url)
        check_link(page, url)
        check_regions(page, url)
        check_phone_game(page, url)
        check_dark_mode(page, url)
        # No script error and no Content-Security-Policy violation on the way (the
        # browser asks for a favicon, which the server has not).
        errors = [e["message"] for e in driver.get_log("browser")
                  if e["level"] == "SEVERE" and "favicon.ico" not in e["message"]]
        if errors:
            fail("the browser's console: " + "; ".join(errors)[:1000])
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
