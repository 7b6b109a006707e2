#!/usr/bin/python3
"""--format svg as a browser shows it: headless Chromium renders two diagrams (the first
8-queens solution; all six pieces of both colours with a hole and a fixed piece) in one
page on a magenta background, and this script checks the screenshot's pixels against
the layout of cli/render_svg.cpp: each picture's size, the colour of every square, a
point inside every piece and its height, the hole, the fixed piece's frame, the labels.
Where rsvg-convert (librsvg) is installed, its PNGs of the same pictures are checked too:
what docs/manual.md suggests for PNG files.

Usage: svg_browser_test.py CHESSY_BINARY SOURCE_DIR. Exit 77 (skipped) only when no
Chromium is installed; any wrong picture, or a browser that fails, is exit 1."""
import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import zlib

SKIPPED = 77

# The layout of cli/render_svg.cpp: a picture of one diagram is GAP + RANKS + BOARD +
# GAP wide and GAP + TITLE + BOARD + FILES + GAP high; the board's top left corner is
# at (GAP + RANKS, GAP + TITLE), its cells BOARD / max(rows, cols) pixels.
GAP, RANKS, TITLE, FILES, BOARD = 24, 20, 22, 16, 240
WIDTH, HEIGHT = GAP + RANKS + BOARD + GAP, GAP + TITLE + BOARD + FILES + GAP
LIGHT, DARK = (0xF0, 0xD9, 0xB5), (0xB5, 0x88, 0x63)
WHITE, BLACK = (255, 255, 255), (0, 0, 0)
HOLE, CROSS, FIXED = (0x9A, 0x9A, 0x9A), (0x33, 0x33, 0x33), (0x1F, 0x5F, 0xD0)
MAGENTA = (255, 0, 255)
# A point well inside each piece's silhouette, clear of its details, in the 100x100
# box of util/piece_shapes.cpp.
INSIDE = {"Q": (50, 72), "R": (50, 56), "B": (50, 63), "N": (56, 68), "K": (50, 72), "P": (50, 28)}
# Every piece stands from y = 10 to 90 with its outline (80% of the square): the column
# where each reaches its top (the knight's ear is at x = 60, lower by one).
COLUMN = {"Q": (50, 10), "R": (50, 10), "B": (50, 10), "N": (60, 11), "K": (50, 10), "P": (50, 10)}
# Where the pictures go in the page (CSS pixels from the top left corner).
PLACES = [(0, 0), (0, HEIGHT + 20)]
PAGE = (WIDTH + 20, 2 * HEIGHT + 40)

COLOURED = """size 5
q w
r b
b w
n b
k w
p b
q b
r w
b b
n w
k b
p w
q w @ 0,0
x @ 1,1
"""


def find_chromium():
    for name in (os.environ.get("CHROMIUM", ""), "chromium", "chromium-browser"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def read_png(path):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB/RGBA non-interlaced PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at, idat, header = 8, b"", None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    assert depth == 8 and colour_type in (2, 6) and interlace == 0, f"unsupported PNG {header}"
    bpp = 3 if colour_type == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        prev = line
    return width, height, rows


def screenshot(chromium, page, png, size, work):
    profile = tempfile.mkdtemp(dir=work)
    args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--user-data-dir={profile}", "--hide-scrollbars", "--force-device-scale-factor=1",
            f"--window-size={size[0]},{size[1]}", f"--screenshot={png}", "file://" + page]
    browser = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        _, err = browser.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        os.killpg(browser.pid, signal.SIGKILL)
        browser.communicate()
        sys.exit("chromium took more than 90 s")
    if browser.returncode != 0 or not os.path.exists(png):
        sys.exit(f"chromium failed (exit {browser.returncode}): {err.decode(errors='replace')[-2000:]}")


def run(binary, args, stdin=""):
    done = subprocess.run([binary] + args, input=stdin, capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        sys.exit(f"chessy-sat {' '.join(args)}: exit {done.returncode}: {done.stderr}")
    return done.stdout


def cells_of(board, coloured):
    """{(row, col): 'Q' / 'Qw' / 'x'} of a text board (docs/output.md)."""
    cells, width = {}, 2 if coloured else 1
    for row, line in enumerate(board.splitlines()):
        for col in range(len(line) // width):
            cell = line[col * width:(col + 1) * width].strip()
            if cell != "-":
                cells[(row, col)] = cell
    return cells


class Checker:
    def __init__(self, pixels, renderer):
        self.pixels, self.renderer, self.failures, self.checked = pixels, renderer, [], 0

    def fail(self, message):
        self.failures.append(f"{self.renderer}: {message}")

    def size(self, size, what):
        self.checked += 1
        if size != (WIDTH, HEIGHT):
            self.fail(f"{what}: the picture is {size[0]}x{size[1]}, expected {WIDTH}x{HEIGHT}")

    def expect(self, x, y, colour, what, tolerance=8):
        got = self.pixels[int(y)][int(x)]
        self.checked += 1
        if any(abs(g - e) > tolerance for g, e in zip(got, colour)):
            self.fail(f"{what}: pixel ({int(x)}, {int(y)}) is {got}, expected {colour}")

    def picture_size(self, left, top, what):
        """The picture at (left, top) covers WIDTH x HEIGHT pixels of the magenta page."""
        row = self.pixels[top + HEIGHT // 2]
        col = [line[left + WIDTH // 2] for line in self.pixels]
        width = next((x for x in range(left, len(row)) if row[x] == MAGENTA), len(row)) - left
        height = next((y for y in range(top, len(col)) if col[y] == MAGENTA), len(col)) - top
        self.checked += 1
        if (width, height) != (WIDTH, HEIGHT):
            self.fail(f"{what}: the picture is {width}x{height}, expected {WIDTH}x{HEIGHT}")

    def height(self, corner, cell, dark, kind, what):
        """The piece spans units top..90 of its square's height in its column."""
        x, top = COLUMN[kind]
        square = DARK if dark else LIGHT
        column = [self.pixels[int(corner[1]) + y][int(corner[0] + x * cell / 100)] for y in range(int(cell))]
        margin = int(cell * 0.05)  # clear of the board's frame on the edge lines
        drawn = [y for y, p in enumerate(column) if margin <= y < len(column) - margin and
                 any(abs(a - b) > 40 for a, b in zip(p, square))]
        self.checked += 1
        span = (drawn[0], drawn[-1] + 1) if drawn else None
        if span is None or abs(span[0] - top * cell / 100) > 1 or abs(span[1] - 90 * cell / 100) > 1:
            self.fail(f"{what}: drawn on pixels {span} of the square's {cell:g}, expected "
                                 f"{top * cell / 100:g}..{90 * cell / 100:g}")

    def diagram(self, left, top, cells, rows, cols, fixed, what):
        cell = BOARD / max(rows, cols)
        x0, y0 = left + GAP + RANKS + (BOARD - cols * cell) / 2, top + GAP + TITLE + (BOARD - rows * cell) / 2
        at = lambda row, col, u, v: (x0 + (col + u / 100) * cell, y0 + (row + v / 100) * cell)
        for row in range(rows):
            for col in range(cols):
                name = f"{what} {row},{col}"
                piece = cells.get((row, col))
                if piece is None:  # the square's centre; a8 (0,0) is light
                    self.expect(*at(row, col, 50, 50), LIGHT if (row + col) % 2 == 0 else DARK, name + " square")
                elif piece == "x":  # grey above the cross, the cross dark at the centre
                    self.expect(*at(row, col, 50, 8), HOLE, name + " hole")
                    self.expect(*at(row, col, 50, 50), CROSS, name + " hole's cross")
                else:  # colourless pieces are black
                    colour = WHITE if piece[1:] == "w" else BLACK
                    self.expect(*at(row, col, *INSIDE[piece[0].upper()]), colour, f"{name} {piece}")
                    if (row, col) not in fixed:
                        self.height(at(row, col, 0, 0), cell, (row + col) % 2, piece[0].upper(), f"{name} {piece}")
        for row, col in fixed:  # the frame is 8 units wide along the square's edges
            self.expect(*at(row, col, 4, 50), FIXED, f"{what} {row},{col} fixed mark")
        # Something dark where the labels are: rank 1 left of the board, file a below it.
        for label, (x, y) in (("rank 1", (x0 - 14, y0 + (rows - 0.5) * cell)), ("file a", (x0 + cell / 2, y0 + rows * cell + 8))):
            box = [self.pixels[int(y) + dy][int(x) + dx] for dy in range(-5, 6) for dx in range(-5, 6)]
            self.checked += 1
            if not any(sum(p) < 3 * 128 for p in box):
                self.fail(f"{what}: no label {label} near ({int(x)}, {int(y)})")


CASES = [("8 queens", 8, 8, []), ("coloured", 5, 5, [(0, 0)])]  # name, rows, columns, fixed cells


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary, source = sys.argv[1], sys.argv[2]
    chromium = find_chromium()
    if chromium is None:
        print("svg_browser_test: no chromium installed; skipped")
        return SKIPPED
    queens = os.path.join(source, "problems", "queens8.txt")
    work = tempfile.mkdtemp(prefix="svg-browser-")
    try:
        svgs = [run(binary, [queens, "--format", "svg"]), run(binary, ["-", "--format", "svg"], COLOURED)]
        boards = [cells_of(run(binary, [queens]), False), cells_of(run(binary, ["-"], COLOURED), True)]
        images = ""
        for i, (svg, (left, top)) in enumerate(zip(svgs, PLACES)):
            with open(os.path.join(work, f"{i}.svg"), "w") as f:
                f.write(svg)
            images += f'<img src="{i}.svg" style="position:absolute;left:{left}px;top:{top}px">'
        page = os.path.join(work, "page.html")
        with open(page, "w") as f:
            f.write(f"<!DOCTYPE html><html><body style=\"margin:0;background:#f0f\">{images}</body></html>")
        png = os.path.join(work, "page.png")
        screenshot(chromium, page, png, PAGE, work)
        width, height, pixels = read_png(png)
        if (width, height) != PAGE:
            sys.exit(f"the screenshot is {width}x{height}, expected {PAGE[0]}x{PAGE[1]}")
        checks = []  # one a picture a renderer
        for i, (what, rows, cols, fixed) in enumerate(CASES):
            checks.append(Checker(pixels, "chromium"))
            checks[-1].picture_size(*PLACES[i], what)
            checks[-1].diagram(*PLACES[i], boards[i], rows, cols, fixed, what)
        rsvg = shutil.which("rsvg-convert")
        if not rsvg:
            print("svg_browser_test: no rsvg-convert (librsvg2-bin); Chromium alone")
        for i, (what, rows, cols, fixed) in enumerate(CASES if rsvg else []):
            png = os.path.join(work, f"{i}-rsvg.png")
            subprocess.run([rsvg, "-o", png, os.path.join(work, f"{i}.svg")], check=True, timeout=60)
            width, height, rsvg_pixels = read_png(png)
            checks.append(Checker(rsvg_pixels, "rsvg-convert"))
            checks[-1].size((width, height), what)
            checks[-1].diagram(0, 0, boards[i], rows, cols, fixed, what)
        failures = [f for c in checks for f in c.failures]
        for failure in failures:
            print(failure)
        print(f"svg_browser_test: {sum(c.checked for c in checks) - len(failures)} of "
              f"{sum(c.checked for c in checks)} checks passed ({', '.join(sorted({c.renderer for c in checks}))})")
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
