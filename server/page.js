// The script of the page `chessy-sat serve` serves (server/page.cpp holds the HTML and
// the styles; CMakeLists.txt builds this file into the binary as a string). The page
// runs under a strict Content-Security-Policy (server/serve.cpp): no inline handlers,
// no eval, nothing from elsewhere; what a link or the server sends is data, put on the
// page as text (textContent, value), never as markup.
"use strict";
const $ = id => document.getElementById(id);
// The six pieces as <symbol>s (ids Q R B N K P) and their style (classes w, b), once
// in the page (the hidden svg #piece-symbols) for every board; a downloaded board gets
// a copy of its own.
const pieceSymbols = $("piece-symbols").innerHTML;
const kinds = "qrbnkp", maxSide = 64;  // the server's limit of a side (server/limits.hpp)
let fixed = [], blocked = [], placed = [], solutions = [], shown = null, controller = null, jsonLines = [];
let board = null;  // the big board as drawn: its svg, where its cells start, their size, its scale
let cursor = { r: 0, c: 0 };  // the keyboard's cell on the big board (drawn while it has the focus)
let faults = [];  // the cells of a puzzle's fault, as /api/check names them (highlighted)

function clampSide(n) { return Math.max(1, Math.min(maxSide, Math.floor(n) || 1)); }
function rows() { return clampSide(+$("rows").value); }
function cols() { return clampSide(+$("cols").value); }

// White and black pieces (docs/rules.md, colour problems): the first row of counts
// is then white's (Q R B ...), the second black's (q r b ...), and pieces carry a colour.
function colours() { return $("colours").checked; }
// The counts asked: { id, piece, colour } of each input in use (colour null without colours).
function countInputs() {
  const out = [...kinds].map(p => ({ id: "count-" + p, piece: p, colour: colours() ? "w" : null }));
  if (colours()) for (const p of kinds) out.push({ id: "count-b" + p, piece: p, colour: "b" });
  return out;
}
// A piece's count as typed: a whole number, or "?" (open: the fewest or the most that
// have a solution, as the command line's --min/--max).
function countOf(input) {
  const text = $(input.id).value.trim();
  if (text === "") return 0;
  if (text === "?") return "?";
  if (/^\d{1,4}$/.test(text)) return +text;
  throw new Error(pieceName(input) + ": a count is a whole number or ?, not '" + text.slice(0, 20) + "'");
}
// As the page labels it: Q (white or colourless), q (black).
function pieceName(x) { return x.colour === "b" ? x.piece : x.piece.toUpperCase(); }
function hasOpen() { return countInputs().some(x => $(x.id).value.trim() === "?"); }
function optimumWord() { return $("optimize").value === "max" ? "maximum" : "minimum"; }

function problem() {
  const pieces = [];
  for (const x of countInputs()) {
    const n = countOf(x);
    if (n === "?" || n > 0) pieces.push(x.colour ? { piece: x.piece, count: n, colour: x.colour } : { piece: x.piece, count: n });
  }
  const out = { size: [rows(), cols()], problem: $("goal").value, pieces: pieces };
  if ($("torus").checked) out.torus = true;
  if (fixed.length) out.fixed = fixed.map(pieceAt);
  if (blocked.length) out.blocked = blocked.map(b => [b.row, b.col]);
  return out;
}
function problemText() {
  const p = problem(); let t = "size " + rows() + " " + cols() + "\n";
  if (p.torus) t += "torus\n";
  if (p.problem !== "independence") t += "d\n";
  if (p.problem === "independent domination") t += "i\n";
  if (p.problem === "total domination") t += "t\n";
  const colour = x => x.colour ? " " + x.colour : "";
  for (const x of p.pieces) t += x.count + "*" + x.piece + colour(x) + "\n";
  for (const f of fixed) t += f.piece + colour(f) + " @ " + f.row + "," + f.col + "\n";
  for (const b of blocked) t += "x @ " + b.row + "," + b.col + "\n";
  return t;
}
// A piece on the board as the server takes it: its colour only where it has one.
function pieceAt(x) { return x.colour ? { piece: x.piece, colour: x.colour, row: x.row, col: x.col } : { piece: x.piece, row: x.row, col: x.col }; }
function setStatus(text, kind) { $("status").textContent = text; $("status").className = kind || ""; }
function at(list, r, c) { return list.findIndex(x => x.row === r && x.col === c); }

// Squares as on a chessboard: files a..z, then aa, ab, ... as spreadsheets name
// columns; ranks 1.. from the bottom (the command line's diagrams label them so).
function fileName(c) {
  let n = c + 1, name = "";
  while (n > 0) { n--; name = String.fromCharCode(97 + n % 26) + name; n = Math.floor(n / 26); }
  return name;
}
function fileIndex(name) { let n = 0; for (const ch of name) n = n * 26 + ch.charCodeAt(0) - 96; return n - 1; }
function squareName(r, c, R) { return fileName(c) + (R - r); }
// As cli/render_svg.cpp: every step-th label (1, 2, 5, 10, 20, ...) so that none runs
// into the next, and 1 too where it stays clear of the step-th.
function labelStep(s, need) { for (let step = 1; ; step *= 10) for (const m of [1, 2, 5]) if (step * m * s >= need) return step * m; }
function labelled(k, step, s, need) { return k % step === 0 || (k === 1 && (step - 1) * s >= need); }

// The board as SVG: pieces of a solution (or placed in a puzzle), fixed pieces framed.
// The big board (`big`) has clickable cells, file and rank labels around them, and a
// handle on its lower right corner that drags the board's rectangle.
function boardSvg(pieces, size, big) {
  const R = rows(), C = cols(), s = size / Math.max(R, C), ns = "http://www.w3.org/2000/svg";
  const ox = big ? 28 : 0, oy = big ? 8 : 0, W = ox + C * s + (big ? 10 : 0), H = oy + R * s + (big ? 20 : 0);
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("xmlns", ns); svg.setAttribute("width", W); svg.setAttribute("height", H);
  svg.setAttribute("viewBox", "0 0 " + W + " " + H);
  const add = (parent, tag, attrs, text) => { const e = document.createElementNS(ns, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]); if (text) e.textContent = text; parent.appendChild(e); return e; };
  const g = add(svg, "g", { transform: `translate(${ox} ${oy})` });
  const hole = (r, c) => { add(g, "rect", { x: c * s, y: r * s, width: s, height: s, fill: "#999", "pointer-events": "none" });
    add(g, "path", { d: `M${c*s+s*.2},${r*s+s*.2}L${c*s+s*.8},${r*s+s*.8}M${c*s+s*.8},${r*s+s*.2}L${c*s+s*.2},${r*s+s*.8}`,
      stroke: "#333", "stroke-width": s * .08, "pointer-events": "none" }); };
  if (big) {
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++)
      add(g, "rect", { x: c * s, y: r * s, width: s, height: s, fill: (r + c) % 2 ? "#b58863" : "#f0d9b5",
        "data-row": r, "data-col": c, class: "cell" }).addEventListener("click", () => clicked(r, c));
    const labels = add(svg, "g", { class: "coord", "font-family": "sans-serif", "font-size": 11, fill: "#444",
      "pointer-events": "none" });
    const fileNeed = 7 * fileName(C - 1).length + 2, rankNeed = 10;
    const fileStep = labelStep(s, fileNeed), rankStep = labelStep(s, rankNeed);
    for (let k = 1; k <= C; k++) if (labelled(k, fileStep, s, fileNeed))
      add(labels, "text", { x: ox + (k - .5) * s, y: oy + R * s + 14, "text-anchor": "middle", class: "file" }, fileName(k - 1));
    for (let rank = 1; rank <= R; rank++) if (labelled(rank, rankStep, s, rankNeed))
      add(labels, "text", { x: ox - 5, y: oy + (R - rank + .5) * s + 4, "text-anchor": "end", class: "rank" }, String(rank));
  } else {
    // A thumbnail: the squares as one rect filled with a 2x2 pattern, as the SVG diagrams
    // draw them: a list of 500 boards of 20x20 is then 1,000 elements, not 200,000, and
    // the page keeps reading the stream (a page slow to read, the server's write times out).
    const id = "squares-" + Math.round(s * 1000);
    add(g, "defs", {}).innerHTML = `<pattern id="${id}" width="${2 * s}" height="${2 * s}" patternUnits="userSpaceOnUse">` +
      `<rect width="${2 * s}" height="${2 * s}" fill="#f0d9b5"/><rect x="${s}" width="${s}" height="${s}" fill="#b58863"/>` +
      `<rect y="${s}" width="${s}" height="${s}" fill="#b58863"/></pattern>`;
    add(g, "rect", { width: C * s, height: R * s, fill: `url(#${id})` });
  }
  for (const b of blocked) if (b.row < R && b.col < C) hole(b.row, b.col);
  for (const p of pieces) {
    const isFixed = at(fixed, p.row, p.col) >= 0;
    if (isFixed) add(g, "rect", { x: p.col * s + s * .05, y: p.row * s + s * .05, width: s * .9, height: s * .9, fill: "none",
      stroke: "#25c", "stroke-width": s * .08, "pointer-events": "none" });
    // As in the SVG diagrams: class w for white, b for black and colourless.
    add(g, "use", { href: "#" + p.piece.toUpperCase(), x: p.col * s, y: p.row * s, width: s, height: s,
      "pointer-events": "none", class: "piece " + (p.colour === "w" ? "w" : "b") });
  }
  if (big) {
    const lit = add(g, "g", { class: "faults" });  // what /api/check found wrong (showFaults)
    if (cursor.r < R && cursor.c < C)  // shown while the board has the focus (the page's styles)
      add(g, "rect", { x: cursor.c * s + s * .06, y: cursor.r * s + s * .06, width: s * .88, height: s * .88, fill: "none",
        stroke: "#25c", "stroke-width": Math.max(2, s * .06), "stroke-dasharray": "6 3", class: "cursor", "pointer-events": "none" });
    add(svg, "rect", { x: ox + C * s - 6, y: oy + R * s - 6, width: 12, height: 12, class: "handle" })
      .appendChild(document.createElementNS(ns, "title")).textContent = "drag: the board's rectangle";
    board = { svg: svg, ox: ox, oy: oy, s: s, W: W, lit: lit };
    showFaults();
  }
  return svg;
}
// The cells of the fault highlighted on the big board, the rest of it as it is.
function showFaults() {
  const ns = "http://www.w3.org/2000/svg", s = board.s;
  board.lit.replaceChildren();
  for (const f of faults) if (f.row < rows() && f.col < cols()) {
    const e = document.createElementNS(ns, "rect");
    for (const [k, v] of Object.entries({ x: f.col * s, y: f.row * s, width: s, height: s, fill: "rgba(220,0,0,.38)", class: "fault", "pointer-events": "none" }))
      e.setAttribute(k, v);
    board.lit.appendChild(e);
  }
}
function boardPieces() {
  if ($("tool").value === "play") return fixed.concat(placed);
  if (shown !== null && solutions[shown]) return solutions[shown].pieces;
  return fixed;
}
function draw() {
  const b = $("board"); b.innerHTML = "";
  b.classList.toggle("blocking", $("tool").value === "block");  // a drag blocks cells, not scrolls (touch)
  b.appendChild(boardSvg(boardPieces(), Math.min(480, 48 * Math.max(rows(), cols())), true));
  // What a screen reader says of the board: its size and the cursor's cell.
  const { r, c } = cursor, R = rows(), on = boardPieces().find(x => x.row === r && x.col === c);
  b.setAttribute("aria-label", "the board, " + R + " by " + cols() + ", cursor on " + squareName(r, c, R) + ": " +
    (on ? (on.colour === "w" ? "white " : on.colour === "b" ? "black " : "") + on.piece.toUpperCase() : at(blocked, r, c) >= 0 ? "blocked" : "empty"));
}
function clearResults() {
  solutions = []; jsonLines = []; shown = null; $("solutions").innerHTML = "";
  $("fundamental").textContent = "-"; $("total").textContent = "-"; $("progress").textContent = "";
  showOptimum("", false);
}

// The piece a click or Enter puts: the one chosen, with its colour in a colour problem.
function chosenPiece(r, c) { return { piece: $("piece").value, colour: colours() ? $("colour").value : null, row: r, col: c }; }
function clicked(r, c, key) {
  const tool = $("tool").value;
  cursor = { r: r, c: c };
  if (tool === "block") {  // pointer events: a click or a drag (below); Enter here toggles a hole
    if (key) { chess.remember(); setBlocked(r, c, at(blocked, r, c) < 0); clearResults(); draw(); }
    return;
  }
  if (tool === "play") {
    if (at(fixed, r, c) >= 0 || at(blocked, r, c) >= 0) return key && draw();
    chess.remember();
    const i = at(placed, r, c);
    if (i >= 0) placed.splice(i, 1); else placed.push(chosenPiece(r, c));
    draw(); checkPuzzle(); return;
  }
  chess.remember(); clearResults();
  const i = at(fixed, r, c), j = at(blocked, r, c);
  if (j >= 0) blocked.splice(j, 1);
  if (i >= 0) fixed.splice(i, 1); else fixed.push(chosenPiece(r, c));
  draw();
}

// The keyboard on the board (docs/manual.md, "Web page"): arrows move the cursor, a
// piece's letter puts that piece on its cell (Shift: white, in a colour problem), x
// blocks or frees it, Delete or Backspace clears it, Enter or Space is a click.
function putPiece(piece, colour) {
  const { r, c } = cursor;
  $("piece").value = piece;
  if (colour) $("colour").value = colour;
  const put = { piece: piece, colour: colour, row: r, col: c };
  if ($("tool").value === "play") {
    if (at(fixed, r, c) >= 0 || at(blocked, r, c) >= 0) return setStatus(squareName(r, c, rows()) + " is the puzzle's own");
    chess.remember();
    const i = at(placed, r, c);
    if (i >= 0) placed.splice(i, 1);
    placed.push(put); draw(); checkPuzzle(); return;
  }
  chess.remember(); clearResults();
  setBlocked(r, c, false);
  const i = at(fixed, r, c);
  if (i >= 0) fixed.splice(i, 1);
  fixed.push(put); draw();
}
function toggleHole() {
  const { r, c } = cursor;
  if ($("tool").value === "play") return setStatus("a puzzle's cells are not blocked while playing");
  chess.remember(); setBlocked(r, c, at(blocked, r, c) < 0); clearResults(); draw();
}
function clearCell() {
  const { r, c } = cursor, play = $("tool").value === "play", lists = play ? [placed] : [fixed, blocked];
  if (lists.every(list => at(list, r, c) < 0)) return;
  chess.remember();
  for (const list of lists) { const i = at(list, r, c); if (i >= 0) list.splice(i, 1); }
  if (play) { draw(); checkPuzzle(); } else { clearResults(); draw(); }
}
// The keyboard's cursor moved by an arrow key within rows x cols, or null for another
// key: the chess board's and the region grid's (page_regions.js) keyboard play.
const arrowSteps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
function movedCursor(at, key, rows, cols) {
  const step = arrowSteps[key];
  return step ? { r: Math.max(0, Math.min(rows - 1, at.r + step[0])), c: Math.max(0, Math.min(cols - 1, at.c + step[1])) } : null;
}
$("board").addEventListener("keydown", e => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const key = e.key, lower = key.toLowerCase(), moved = movedCursor(cursor, key, rows(), cols());
  if (moved) {
    cursor = moved;
    draw();
  } else if (key === "Enter" || key === " ") clicked(cursor.r, cursor.c, true);
  else if (key.length === 1 && kinds.includes(lower)) putPiece(lower, colours() ? (key !== lower || e.shiftKey ? "w" : "b") : null);
  else if (lower === "x") toggleHole();
  else if (key === "Delete" || key === "Backspace") clearCell();
  else return;
  e.preventDefault();
});

// Undo and redo (the buttons, Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z): the states before each
// change of the board, kept by kind of puzzle (server/page_regions.js has its own).
function makeHistory(snapshot, restore) {
  const undo = [], redo = [], most = 500;
  const step = (from, to) => { if (!from.length) return; to.push(snapshot()); restore(from.pop()); historyButtons(); };
  return {
    remember() { undo.push(snapshot()); if (undo.length > most) undo.shift(); redo.length = 0; historyButtons(); },
    undo() { step(undo, redo); },
    redo() { step(redo, undo); },
    forget() { undo.length = 0; redo.length = 0; historyButtons(); },
    can() { return [undo.length > 0, redo.length > 0]; },
  };
}
const histories = {};
function activeHistory() { return histories[$("kind").value] || histories.chess; }
function historyButtons() {
  const [undo, redo] = activeHistory().can();
  $("btn-undo").disabled = !undo; $("btn-redo").disabled = !redo;
}
// The board's size as drawn: what a change of rows or columns is undone to.
let drawnSize = [8, 8];
histories.chess = makeHistory(
  () => JSON.parse(JSON.stringify({ size: drawnSize, colours: shownColours, fixed: fixed, blocked: blocked, placed: placed })),
  state => {
    $("rows").value = state.size[0]; $("cols").value = state.size[1]; drawnSize = state.size;
    $("colours").checked = state.colours; coloursShown();
    fixed = state.fixed; blocked = state.blocked; placed = state.placed;
    if ($("tool").value === "play") { faults = []; draw(); checkPuzzle(); } else { clearResults(); draw(); }
  });
const chess = histories.chess;
$("btn-undo").addEventListener("click", () => activeHistory().undo());
$("btn-redo").addEventListener("click", () => activeHistory().redo());
document.addEventListener("keydown", e => {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
  // A text field keeps its own undo.
  if (e.target.matches && e.target.matches("input:not([type=checkbox]), select, textarea")) return;
  const key = e.key.toLowerCase();
  if (key === "z" && !e.shiftKey) activeHistory().undo();
  else if (key === "y" || (key === "z" && e.shiftKey)) activeHistory().redo();
  else return;
  e.preventDefault();
});
// Blocks (`on`) or frees a cell, taking a fixed piece off it; whether anything changed.
function setBlocked(r, c, on) {
  const i = at(blocked, r, c);
  if ((i >= 0) === on) return false;
  if (!on) { blocked.splice(i, 1); return true; }
  const j = at(fixed, r, c);
  if (j >= 0) fixed.splice(j, 1);
  blocked.push({ row: r, col: c });
  return true;
}
// Rows or columns changed (the inputs, or the corner dragged): what lies outside goes.
function resized() {
  const R = rows(), C = cols(), inside = x => x.row < R && x.col < C;
  if (R !== drawnSize[0] || C !== drawnSize[1]) chess.remember();
  drawnSize = [R, C];
  fixed = fixed.filter(inside); blocked = blocked.filter(inside); placed = [];
  cursor = { r: Math.min(cursor.r, R - 1), c: Math.min(cursor.c, C - 1) };
  clearResults(); draw();
}

// Dragging on the board: with the block tool, every cell the pointer passes over is
// blocked (or freed, when the drag began on a blocked cell); the corner handle drags
// the board's rectangle, shown as a dashed outline until released. The events are the
// board's container's, which stays while draw() replaces the svg.
let drag = null;
function cellAt(x, y) {  // the cell under a point of the window, or null
  const b = board.svg.getBoundingClientRect(), k = b.width / board.W;  // the board scaled to a narrow page
  const r = Math.floor(((y - b.top) / k - board.oy) / board.s), c = Math.floor(((x - b.left) / k - board.ox) / board.s);
  return r >= 0 && r < rows() && c >= 0 && c < cols() ? { r: r, c: c } : null;
}
function blockAlong(x, y) {
  // Points a quarter of a cell apart from the last one: a fast drag skips no cell.
  const x0 = drag.x, y0 = drag.y, n = Math.max(1, Math.ceil(Math.hypot(x - x0, y - y0) / (board.s / 4)));
  let changed = false;
  for (let i = 1; i <= n; i++) {
    const cell = cellAt(x0 + (x - x0) * i / n, y0 + (y - y0) * i / n);
    if (cell && setBlocked(cell.r, cell.c, drag.block)) changed = true;
  }
  drag.x = x; drag.y = y;
  if (changed) { clearResults(); draw(); }
}
function rectangleAt(x, y) {
  const b = board.svg.getBoundingClientRect(), k = b.width / board.W;
  return { R: clampSide(Math.round(((y - b.top) / k - board.oy) / board.s)), C: clampSide(Math.round(((x - b.left) / k - board.ox) / board.s)) };
}
function resizeTo(x, y, release) {
  const { R, C } = rectangleAt(x, y);
  if (release) {
    drag.outline.remove();
    if (R !== rows() || C !== cols()) { $("rows").value = R; $("cols").value = C; resized(); }
    return;
  }
  const o = drag.outline.style, k = board.svg.getBoundingClientRect().width / board.W;
  o.left = board.ox * k + "px"; o.top = board.oy * k + "px"; o.width = C * board.s * k + "px"; o.height = R * board.s * k + "px";
  drag.outline.firstChild.textContent = R + " \u00d7 " + C;
}
$("board").addEventListener("pointerdown", e => {
  if (e.button !== 0 || !board || drag) return;
  if (e.target.classList.contains("handle")) {
    const outline = document.createElement("div"); outline.id = "resize-outline";
    outline.appendChild(document.createElement("span"));
    $("board").appendChild(outline);
    drag = { kind: "resize", outline: outline };
    resizeTo(e.clientX, e.clientY, false);
  } else if ($("tool").value === "block") {
    const cell = cellAt(e.clientX, e.clientY);
    if (!cell) return;
    chess.remember();  // the whole drag one step
    drag = { kind: "block", block: at(blocked, cell.r, cell.c) < 0, x: e.clientX, y: e.clientY };
    if (setBlocked(cell.r, cell.c, drag.block)) { clearResults(); draw(); }
  } else return;
  e.preventDefault();
  $("board").setPointerCapture(e.pointerId);
});
$("board").addEventListener("pointermove", e => {
  if (drag && drag.kind === "block") blockAlong(e.clientX, e.clientY);
  else if (drag) resizeTo(e.clientX, e.clientY, false);
});
for (const type of ["pointerup", "pointercancel"]) $("board").addEventListener(type, e => {
  if (!drag) return;
  if (drag.kind === "block") blockAlong(e.clientX, e.clientY);
  else resizeTo(e.clientX, e.clientY, type === "pointerup");
  if (drag.kind === "resize" && type === "pointercancel") drag.outline.remove();
  drag = null;
});

// The server takes only JSON requests (what a page of another origin cannot send
// without a preflight, which the server does not answer).
const jsonType = { "Content-Type": "application/json" };
async function post(path, body) {
  const res = await fetch(path, { method: "POST", headers: jsonType, body: JSON.stringify(body) });
  let data; try { data = await res.json(); } catch (e) { data = { error: "HTTP " + res.status }; }
  return { ok: res.ok, data: data };
}
// The problem as the server takes it, or its error on the page (a count that is no
// number): null then.
function problemOrSay(extra) {
  try { return Object.assign(problem(), extra); } catch (e) { setStatus(e.message, "error"); return null; }
}
// A puzzle's position checked: "Solved!", or the rule broken with its squares named as
// the board's labels name them, its cells highlighted.
let checks = 0;  // the checks asked: only the last one's answer is shown
async function checkPuzzle() {
  const mine = ++checks;
  const body = problemOrSay({ placed: fixed.concat(placed).map(pieceAt), coordinates: "algebraic" });
  if (!body) return;
  const { ok, data } = await post("/api/check", body);
  if (mine !== checks) return;  // the board changed meanwhile: a newer check answers
  faults = ok && !data.solved && data.cells ? data.cells : [];
  showFaults();
  if (!ok) return setStatus(data.error, "error");
  if (data.solved) setStatus("Solved!", "solved"); else setStatus(data.reason, "");
}

// Diagrams drawn at most: a fast list (20 queens: thousands a second) drawn whole
// stalls the page, which then stops reading and the server's write times out. The rest
// are counted and kept for the downloads.
const maxDrawn = 500;
function addSolution(s) {
  const i = solutions.length; solutions.push(s);
  if (i >= maxDrawn) return;
  const d = document.createElement("div"); d.className = "solution"; d.title = "solution " + (i + 1);
  d.appendChild(boardSvg(s.pieces, 120, false));
  d.addEventListener("click", () => { shown = i; for (const e of $("solutions").children) e.classList.remove("shown");
    d.classList.add("shown"); draw(); });
  $("solutions").appendChild(d);
}
function busy(on) {
  for (const id of ["btn-one", "btn-count", "btn-all", "btn-generate"]) $(id).disabled = on;
  $("btn-cancel").disabled = !on;
}

// The optimum of an open count (docs/manual.md, "Web page"): the bounds the server's
// search has proven so far, as its progress lines bring them, and what its answer
// says: the optimum proven, none, or the bounds reached when stopped first. `asked`:
// the search's word ("minimum", "maximum"), null without an open count; `bounds`: the
// last heard of a search still under way, null once its answer came.
let asked = null, bounds = null;
function showOptimum(text, unproven) { $("optimum").textContent = text; $("optimum").className = unproven ? "unproven" : ""; }
function proven(b) { return b.upper !== null && b.lower === b.upper; }
function showBounds(p) {
  bounds = p;
  if (p.upper === null) return showOptimum(asked + ": looking for a first solution", false);
  if (proven(p)) return showOptimum(asked + ": " + p.lower + " (proven)", false);
  showOptimum(p.lower + " \u2264 " + asked + " \u2264 " + p.upper + (p.trying === null ? "" : ", trying " +
    (asked === "maximum" ? "at least " : "at most ") + p.trying), false);
}
// Stopped (`how`) before the optimum was proven: the bounds `b` reached, `note` on them.
function showStopped(how, b, note) {
  if (b.upper === null || b.upper === undefined) return showOptimum(how + " before a first solution: the " + asked + " is not known", true);
  showOptimum(how + ": " + b.lower + " \u2264 " + asked + " \u2264 " + b.upper + note + ", the " + asked + " is not proven", true);
}
// A search that ended with no answer (Cancel, an error): the last bounds heard.
function lastBounds(how) { if (bounds && !proven(bounds)) showStopped(how, bounds, " (the last bounds heard)"); bounds = null; }
// What an answer (or a list's "done") says of the optimum: its value, null if none.
function optimumOf(m) {
  if (!asked || !(asked in m)) return null;
  bounds = null;
  if (m[asked] !== null) showOptimum(asked + ": " + m[asked] + " (proven)", false);
  else if (m.complete) showOptimum(asked + ": none, no count has a solution", false);
  else showStopped("stopped (timeout)", m, "");
  return m[asked];
}
function atOptimum(value) { return value === null ? "" : " at the " + asked + ", " + value; }

// How many solutions and how fast they came: "9,240 found, 4,120 a second (2.2 s)".
const numbers = new Intl.NumberFormat("en");  // made once: a list may say thousands a second
function pace(n, what, seconds) {
  const number = x => numbers.format(x);
  return number(n) + " " + what + ", " + (seconds > 0 ? number(Math.round(n / seconds)) : "-") + " a second (" + seconds.toFixed(seconds < 1 ? 3 : 1) + " s)";
}
function since(start) { return (performance.now() - start) / 1000; }
let started = 0;  // when the search under way began (performance.now())
// One search: the answer read line by line as the server streams it.
async function search(mode) {
  started = performance.now();
  clearResults(); $("tool").value = $("tool").value === "play" ? "fix" : $("tool").value; draw();
  // With a count open, the same search at the optimum (the command line's --min/--max).
  const body = problemOrSay({ mode: mode, timeout: +$("timeout").value || 30, progress: true });
  if (!body) return;
  asked = hasOpen() ? optimumWord() : null;
  if (asked) { body.optimize = $("optimize").value; showBounds({ lower: 0, upper: null, trying: null }); }
  controller = new AbortController(); busy(true); setStatus(asked ? "searching for the " + asked + "..." : "searching...");
  try {
    const res = await fetch("/api/solve", { method: "POST", headers: jsonType, body: JSON.stringify(body), signal: controller.signal });
    if (!res.ok) {
      let m = "HTTP " + res.status; try { m = (await res.json()).error; } catch (e) {}
      showOptimum("", false); setStatus(m, "error"); return;
    }
    const reader = res.body.getReader(), decoder = new TextDecoder(); let buffer = "";
    let ended = false;  // a "done" or "error" line came: the stream's last
    const handle = line => { line = line.trim(); if (line) { const m = JSON.parse(line); ended = ended || !!(m.done || m.error); take(m, mode); } };
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      // Split once a chunk: slicing the rest off line by line copied a chunk of thousands
      // of lines thousands of times, and the page stopped reading for seconds.
      const lines = buffer.split("\n"); buffer = lines.pop();
      for (const line of lines) handle(line);
    }
    handle(buffer);
    if (mode === "all" && !ended) setStatus("the answer broke off after " + solutions.length + " solutions (connection lost)", "error");
  } catch (e) {
    setStatus(e.name === "AbortError" ? "cancelled" : String(e), e.name === "AbortError" ? "" : "error");
    lastBounds(e.name === "AbortError" ? "cancelled" : "stopped");
  } finally { busy(false); controller = null; bounds = null; }
}
function take(m, mode) {
  // An error once the answer has begun: the stream's last line, the solutions so far kept.
  if (m.error) {
    lastBounds("stopped");
    return setStatus(m.error + (solutions.length ? " (after " + solutions.length + " solutions)" : ""), "error");
  }
  if (m.progress) {
    const p = m.progress;
    // A count's progress lines bring the classes found so far (shown where no optimum is
    // sought first: its bounds say how far that is), a list's those handed over.
    const counting = mode === "count" && !asked && p.found !== undefined;
    if (counting) $("fundamental").textContent = numbers.format(p.found);
    $("progress").textContent = counting ? pace(p.found, "fundamental so far", p.seconds)
      : p.found === undefined || mode === "count" ? p.seconds.toFixed(1) + " s" : pace(p.found, "found", p.seconds);
    if ("upper" in p) showBounds(p);
    return;
  }
  jsonLines.push(JSON.stringify(m));
  if (mode === "one") {
    const value = optimumOf(m);
    if (m.solution) { addSolution(m.solution); shown = 0; draw(); setStatus("a solution" + atOptimum(value)); }
    else setStatus(m.complete ? "no solution" : "stopped (timeout) before an answer");
  } else if (mode === "count") {
    const value = optimumOf(m), unproven = asked && value === null;
    if (!unproven) { $("fundamental").textContent = m.fundamental; $("total").textContent = m.total;
      $("progress").textContent = pace(m.total, "in all", since(started)); }
    setStatus(m.complete ? "counted" + atOptimum(value) : unproven ? "stopped (timeout) before the " + asked + " was proven"
      : "stopped (timeout): counts so far" + atOptimum(value));
  } else if (m.done) {
    const value = optimumOf(m.done);
    $("fundamental").textContent = m.done.fundamental; $("total").textContent = m.done.total;
    $("progress").textContent = pace(m.done.fundamental, "listed", m.done.seconds);
    setStatus((m.done.complete ? "all " : "stopped (timeout) after ") + m.done.fundamental + " fundamental solutions" + atOptimum(value));
  } else { addSolution(m); $("progress").textContent = pace(solutions.length, "found", since(started)) +
    (solutions.length > maxDrawn ? " (the first " + maxDrawn + " drawn)" : ""); }
}

async function generate() {
  const body = problemOrSay({ count: 1 });
  if (!body) return;
  if ($("difficulty").value) body.difficulty = $("difficulty").value;
  busy(true); setStatus("generating...");
  try {
    const { ok, data } = await post("/api/generate", body);
    if (!ok) return setStatus(data.error, "error");
    const p = data.puzzles[0];
    fixed = p.fixed.map(f => ({ piece: f.piece.toLowerCase(), colour: f.colour, row: f.row, col: f.col }));
    window.puzzleSolution = p.solution;
    placed = []; faults = []; clearResults(); $("tool").value = "play"; chess.forget();
    setStatus("puzzle: " + p.clues + " clues, " + p.difficulty + "; click cells to place the pieces"); draw();
  } finally { busy(false); }
}

// The whole problem as a link (docs/manual.md, "Web page"): the URL's fragment, which
// the browser keeps to itself, e.g. #size=8&goal=domination&q=?&optimize=min&blocked=d4,e5.
// Squares as on the board's labels; values only of letters, digits, ',' and '?'.
const goals = new Map([["independence", "independence"], ["domination", "domination"],
  ["independent-domination", "independent domination"], ["total-domination", "total domination"]]);
function linkFragment() {
  const R = rows(), C = cols(), parts = ["size=" + (R === C ? R : R + "x" + C)];
  const goal = [...goals].find(([, v]) => v === $("goal").value)[0];
  if (goal !== "independence") parts.push("goal=" + goal);
  if ($("torus").checked) parts.push("torus=1");
  if (colours()) parts.push("colours=1");
  for (const x of countInputs()) { const n = countOf(x); if (n === "?" || n > 0) parts.push(x.id.slice(6) + "=" + n); }
  if (hasOpen()) parts.push("optimize=" + $("optimize").value);
  if (fixed.length) parts.push("fixed=" + fixed.map(f => (f.colour ? pieceName(f) : f.piece) + squareName(f.row, f.col, R)).join(","));
  if (blocked.length) parts.push("blocked=" + blocked.map(b => squareName(b.row, b.col, R)).join(","));
  return parts.join("&");
}
// A link's fragment read whole, or an Error saying what is wrong with it; nothing of
// the page changes before it is read whole.
function readLink(text) {
  if (text.length > 64 * 1024) throw new Error("it is over 64 KiB");
  const clip = v => v.length > 24 ? v.slice(0, 24) + "..." : v;
  const black = [...kinds].map(p => "b" + p);  // black's counts, with colours=1
  const known = ["size", "goal", "torus", "colours", "optimize", "fixed", "blocked", ...kinds, ...black], got = new Map();
  for (const [key, value] of new URLSearchParams(text)) {
    if (!known.includes(key)) throw new Error("unknown key '" + clip(key) + "'");
    if (got.has(key)) throw new Error("'" + key + "' given twice");
    got.set(key, key === "fixed" ? value.trim() : value.trim().toLowerCase());  // a fixed piece's case: its colour
  }
  const out = { rows: 8, cols: 8, goal: "independence", torus: false, colours: false, counts: {}, optimize: "min", fixed: [], blocked: [] };
  const bad = (key, what) => { throw new Error(key + "=" + clip(got.get(key)) + ": " + what); };
  if (got.has("size")) {
    const m = /^(\d{1,3})(?:x(\d{1,3}))?$/.exec(got.get("size"));
    if (!m) bad("size", "a size is N or ROWSxCOLS");
    out.rows = +m[1]; out.cols = +(m[2] || m[1]);
    if (Math.min(out.rows, out.cols) < 1 || Math.max(out.rows, out.cols) > maxSide) bad("size", "each side 1.." + maxSide);
  }
  if (got.has("goal")) {
    if (!goals.has(got.get("goal"))) bad("goal", [...goals.keys()].join(", ") + " are the goals");
    out.goal = goals.get(got.get("goal"));
  }
  if (got.has("torus") && got.get("torus") !== "1") bad("torus", "torus=1, or no torus key");
  out.torus = got.has("torus");
  if (got.has("colours") && got.get("colours") !== "1") bad("colours", "colours=1, or no colours key");
  out.colours = got.has("colours");
  for (const p of black) if (got.has(p) && !out.colours) bad(p, "black's counts need colours=1");
  for (const p of [...kinds, ...black]) if (got.has(p)) {
    if (!/^(\d{1,4}|\?)$/.test(got.get(p))) bad(p, "a count is a whole number or ?");
    out.counts[p] = got.get(p);
  }
  const open = Object.values(out.counts).filter(n => n === "?").length;
  if (open > 1) throw new Error("one count at most may be ?");
  if (got.has("optimize")) {
    if (!["min", "max"].includes(got.get("optimize"))) bad("optimize", "min or max");
    if (!open) bad("optimize", "needs a count ?");
    out.optimize = got.get("optimize");
  }
  // "d4" (or "qd4" for a piece) on this board, each square once in both lists.
  const taken = new Set();
  const squares = (key, pattern) => (got.get(key) || "").split(",").filter(x => x !== "").map(item => {
    const m = pattern.exec(item);
    if (!m) bad(key, "'" + clip(item) + "' is no square" + (key === "fixed" ? " with its piece (qd4)" : " (d4)"));
    m[2] = m[2].toLowerCase();
    const col = fileIndex(m[2]), row = out.rows - +m[3];
    if (col >= out.cols || row < 0 || row >= out.rows || m[3][0] === "0") bad(key, "'" + m[2] + m[3] + "' is off the " + out.rows + "x" + out.cols + " board");
    if (taken.has(row * maxSide + col)) bad(key, "'" + m[2] + m[3] + "' given twice");
    taken.add(row * maxSide + col);
    if (!m[1]) return { row: row, col: col };
    const piece = m[1].toLowerCase();  // with colours, Q white and q black
    return { piece: piece, colour: out.colours ? (piece === m[1] ? "b" : "w") : null, row: row, col: col };
  });
  out.fixed = squares("fixed", /^([qrbnkp])([a-z]{1,2})(\d{1,2})$/i);
  out.blocked = squares("blocked", /^()([a-z]{1,2})(\d{1,2})$/);
  return out;
}
// The page's problem becomes the link's (a link that cannot be read changes nothing).
function openLink(text) {
  if (new URLSearchParams(text).has("regions")) return openRegionLink(text);  // server/page_regions.js
  let p;
  try { p = readLink(text); } catch (e) {
    setStatus("this link's problem could not be read (" + e.message + "); the page keeps its own", "error");
    return;
  }
  chess.remember();
  $("rows").value = p.rows; $("cols").value = p.cols; $("goal").value = p.goal; $("torus").checked = p.torus;
  $("colours").checked = p.colours; coloursShown(); drawnSize = [p.rows, p.cols];
  for (const k of [...kinds].flatMap(k => [k, "b" + k])) $("count-" + k).value = p.counts[k] || "0";
  $("optimize").value = p.optimize;
  fixed = p.fixed; blocked = p.blocked; placed = [];
  if ($("tool").value === "play") $("tool").value = "fix";
  openChanged(); clearResults(); draw();
  setStatus("the problem of the link");
}
async function shareLink() {
  let fragment;
  try { fragment = linkFragment(); } catch (e) { return setStatus(e.message, "error"); }
  history.replaceState(null, "", "#" + fragment);  // no hashchange: the page stays as it is
  $("link").value = location.href; $("link").hidden = false;
  try {
    await navigator.clipboard.writeText(location.href);
    setStatus("the link is in the address bar, and copied");
  } catch (e) {
    $("link").select();
    setStatus("the link is in the address bar and below: copy it from there");
  }
}
// The optimum's choice is asked only with a count open.
function openChanged() { $("optimize").disabled = !hasOpen(); }

function download(name, type, text) {
  const a = document.createElement("a"); a.href = URL.createObjectURL(new Blob([text], { type: type }));
  a.download = name; document.body.appendChild(a); a.click(); a.remove();
}
function boardFile() {  // the big board without its handle, with the pieces' symbols
  const svg = $("board").querySelector("svg").cloneNode(true);
  for (const e of svg.querySelectorAll(".handle, .cursor, .faults")) e.remove();
  return new XMLSerializer().serializeToString(svg).replace(/^<svg([^>]*)>/, (tag) => tag + "<defs>" + pieceSymbols + "</defs>");
}
function linkTo(id, f) { $(id).addEventListener("click", e => { e.preventDefault(); f(); }); }
function downloadProblem(name, type, text) { try { download(name, type, text()); } catch (e) { setStatus(e.message, "error"); } }
linkTo("dl-text", () => downloadProblem("problem.txt", "text/plain", problemText));
linkTo("dl-json", () => downloadProblem("problem.json", "application/json", () => JSON.stringify(problem(), null, 2) + "\n"));
linkTo("dl-solutions", () => download("solutions.txt", "text/plain", solutions.map(s => s.board).join("\n")));
linkTo("dl-solutions-json", () => download("solutions.jsonl", "application/json", jsonLines.join("\n") + "\n"));
linkTo("dl-svg", () => download("board.svg", "image/svg+xml", boardFile()));
$("btn-one").addEventListener("click", () => search("one"));
$("btn-count").addEventListener("click", () => search("count"));
$("btn-all").addEventListener("click", () => search("all"));
$("btn-cancel").addEventListener("click", () => { if (controller) controller.abort(); });
$("btn-generate").addEventListener("click", generate);
$("btn-link").addEventListener("click", shareLink);
$("btn-clear").addEventListener("click", () => {
  if (fixed.length || blocked.length || placed.length) chess.remember();
  fixed = []; blocked = []; placed = []; faults = []; clearResults(); setStatus(""); draw();
});
for (const id of ["rows", "cols"]) $(id).addEventListener("change", resized);
for (const p of kinds) for (const id of ["count-" + p, "count-b" + p])
  for (const type of ["input", "change"]) $(id).addEventListener(type, openChanged);
$("tool").addEventListener("change", () => { placed = []; faults = []; draw(); });
// White and black pieces on or off: the pieces on the board take a colour (black, as
// pieces without one are drawn) or lose theirs.
let shownColours = false;
function coloursShown() { shownColours = colours(); document.body.classList.toggle("colours", shownColours); openChanged(); }
$("colours").addEventListener("change", () => {
  const on = colours(), recolour = x => Object.assign({}, x, { colour: on ? x.colour || "b" : null });
  chess.remember();  // as it was (shownColours)
  fixed = fixed.map(recolour); placed = placed.map(recolour);
  coloursShown(); clearResults(); draw();
});
// A link opened, or its fragment changed in the address bar.
window.addEventListener("hashchange", () => openLink(location.hash.slice(1)));
openChanged();
draw();
// Once the region puzzles' script (server/page_regions.js, after this one) has run too.
document.addEventListener("DOMContentLoaded", () => { if (location.hash.length > 1) openLink(location.hash.slice(1)); });
