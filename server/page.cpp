#include "server/page.hpp"

#include <sstream>
#include <string>

#include "util/piece_shapes.hpp"

namespace chessy::server {

namespace {

// The board is drawn by the page itself as SVG, so the server sends only JSON; the same
// drawing is what "SVG" downloads. Its pieces are the shapes of the command line's SVG
// diagrams with their style (util/piece_shapes.hpp), put where the page says
// PIECE_SYMBOLS.
constexpr std::string_view kPage = R"PAGE(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>chessy-sat</title>
<style nonce="NONCE">
body { font-family: sans-serif; margin: 1em; color: #222; }
fieldset { display: inline-block; vertical-align: top; margin: 0 1em 1em 0; }
input[type=number] { width: 4em; }
#board svg .cell { cursor: pointer; }
#status { margin: .5em 0; min-height: 1.4em; font-weight: bold; }
#status.error { color: #b00; }
#status.solved { color: #070; }
#solutions { display: flex; flex-wrap: wrap; gap: 8px; }
#solutions .solution { border: 1px solid #aaa; padding: 2px; cursor: pointer; }
#solutions .solution.shown { border-color: #25c; }
.figures span { font-weight: bold; }
.figures #progress { font-weight: normal; margin-left: 1em; color: #555; }
#piece-symbols { position: absolute; }
</style></head><body>
<h1>chessy-sat</h1>
<div>
<fieldset><legend>Board</legend>
 rows <input id="rows" type="number" min="1" max="64" value="8">
 columns <input id="cols" type="number" min="1" max="64" value="8"><br>
 <select id="goal"><option value="independence">independence</option><option value="domination">domination</option>
 <option value="independent domination">independent domination</option>
 <option value="total domination">total domination</option></select>
</fieldset>
<fieldset><legend>Pieces</legend>
 <label>Q <input id="count-q" type="number" min="0" value="8"></label>
 <label>R <input id="count-r" type="number" min="0" value="0"></label>
 <label>B <input id="count-b" type="number" min="0" value="0"></label><br>
 <label>N <input id="count-n" type="number" min="0" value="0"></label>
 <label>K <input id="count-k" type="number" min="0" value="0"></label>
 <label>P <input id="count-p" type="number" min="0" value="0"></label>
</fieldset>
<fieldset><legend>A click on a cell</legend>
 <select id="tool"><option value="fix">fixes a piece</option><option value="block">blocks the cell</option>
 <option value="play">places a piece (puzzle)</option></select>
 <select id="piece"><option value="q">Q</option><option value="r">R</option><option value="b">B</option>
 <option value="n">N</option><option value="k">K</option><option value="p">P</option></select>
 <button id="btn-clear">Clear board</button>
</fieldset>
<fieldset><legend>Search</legend>
 <button id="btn-one">Find one</button> <button id="btn-count">Count</button>
 <button id="btn-all">List all</button> <button id="btn-cancel" disabled>Cancel</button><br>
 timeout <input id="timeout" type="number" min="1" value="30"> s
</fieldset>
<fieldset><legend>Puzzle</legend>
 <button id="btn-generate">Generate a puzzle</button>
 <select id="difficulty"><option value="">any</option><option>easy</option><option>medium</option><option>hard</option></select>
</fieldset>
</div>
<div id="status"></div>
<div class="figures">fundamental: <span id="fundamental">-</span> total: <span id="total">-</span>
 <span id="progress"></span></div>
<svg id="piece-symbols" width="0" height="0" aria-hidden="true">PIECE_SYMBOLS</svg>
<div id="board"></div>
<div>Download: <a href="#" id="dl-text">problem (text)</a> · <a href="#" id="dl-json">problem (JSON)</a> ·
 <a href="#" id="dl-solutions">solutions (text)</a> · <a href="#" id="dl-solutions-json">solutions (JSON)</a> ·
 <a href="#" id="dl-svg">board (SVG)</a></div>
<h2>Fundamental solutions</h2>
<div id="solutions"></div>
<script nonce="NONCE">
"use strict";
const $ = id => document.getElementById(id);
// The six pieces as <symbol>s (ids Q R B N K P) and their style (classes w, b), once
// in the page (the hidden svg #piece-symbols) for every board; a downloaded board gets
// a copy of its own.
const pieceSymbols = $("piece-symbols").innerHTML;
let fixed = [], blocked = [], placed = [], solutions = [], shown = null, controller = null, jsonLines = [];

function rows() { return Math.max(1, Math.min(64, +$("rows").value || 1)); }
function cols() { return Math.max(1, Math.min(64, +$("cols").value || 1)); }
function problem() {
  const pieces = [];
  for (const p of "qrbnkp") { const n = +$("count-" + p).value || 0; if (n > 0) pieces.push({ piece: p, count: n }); }
  const out = { size: [rows(), cols()], problem: $("goal").value, pieces: pieces };
  if (fixed.length) out.fixed = fixed.map(f => ({ piece: f.piece, row: f.row, col: f.col }));
  if (blocked.length) out.blocked = blocked.map(b => [b.row, b.col]);
  return out;
}
function problemText() {
  const p = problem(); let t = "size " + rows() + " " + cols() + "\n";
  if (p.problem !== "independence") t += "d\n";
  if (p.problem === "independent domination") t += "i\n";
  if (p.problem === "total domination") t += "t\n";
  for (const x of p.pieces) t += x.count + "*" + x.piece + "\n";
  for (const f of fixed) t += f.piece + " @ " + f.row + "," + f.col + "\n";
  for (const b of blocked) t += "x @ " + b.row + "," + b.col + "\n";
  return t;
}
function setStatus(text, kind) { $("status").textContent = text; $("status").className = kind || ""; }
function at(list, r, c) { return list.findIndex(x => x.row === r && x.col === c); }

// The board as SVG: pieces of a solution (or placed in a puzzle), fixed pieces framed.
function boardSvg(pieces, size, clickable) {
  const R = rows(), C = cols(), s = size / Math.max(R, C), ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("xmlns", ns); svg.setAttribute("width", C * s); svg.setAttribute("height", R * s);
  svg.setAttribute("viewBox", "0 0 " + C * s + " " + R * s);
  const add = (tag, attrs, text) => { const e = document.createElementNS(ns, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]); if (text) e.textContent = text; svg.appendChild(e); return e; };
  const hole = (r, c) => { add("rect", { x: c * s, y: r * s, width: s, height: s, fill: "#999", "pointer-events": "none" });
    add("path", { d: `M${c*s+s*.2},${r*s+s*.2}L${c*s+s*.8},${r*s+s*.8}M${c*s+s*.8},${r*s+s*.2}L${c*s+s*.2},${r*s+s*.8}`,
      stroke: "#333", "stroke-width": s * .08, "pointer-events": "none" }); };
  if (clickable) {
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++)
      add("rect", { x: c * s, y: r * s, width: s, height: s, fill: (r + c) % 2 ? "#b58863" : "#f0d9b5",
        "data-row": r, "data-col": c, class: "cell" }).addEventListener("click", () => clicked(r, c));
  } else {
    // A thumbnail: the squares as one rect filled with a 2x2 pattern, as the SVG diagrams
    // draw them: a list of 500 boards of 20x20 is then 1,000 elements, not 200,000, and
    // the page keeps reading the stream (a page slow to read, the server's write times out).
    const id = "squares-" + Math.round(s * 1000);
    add("defs", {}).innerHTML = `<pattern id="${id}" width="${2 * s}" height="${2 * s}" patternUnits="userSpaceOnUse">` +
      `<rect width="${2 * s}" height="${2 * s}" fill="#f0d9b5"/><rect x="${s}" width="${s}" height="${s}" fill="#b58863"/>` +
      `<rect y="${s}" width="${s}" height="${s}" fill="#b58863"/></pattern>`;
    add("rect", { width: C * s, height: R * s, fill: `url(#${id})` });
  }
  for (const b of blocked) if (b.row < R && b.col < C) hole(b.row, b.col);
  for (const p of pieces) {
    const isFixed = at(fixed, p.row, p.col) >= 0;
    if (isFixed) add("rect", { x: p.col * s + s * .05, y: p.row * s + s * .05, width: s * .9, height: s * .9, fill: "none",
      stroke: "#25c", "stroke-width": s * .08, "pointer-events": "none" });
    // As in the SVG diagrams: class w for white, b for black and colourless.
    add("use", { href: "#" + p.piece.toUpperCase(), x: p.col * s, y: p.row * s, width: s, height: s,
      "pointer-events": "none", class: "piece " + (p.colour === "w" ? "w" : "b") });
  }
  return svg;
}
function boardPieces() {
  if ($("tool").value === "play") return fixed.concat(placed);
  if (shown !== null && solutions[shown]) return solutions[shown].pieces;
  return fixed;
}
function draw() {
  const b = $("board"); b.innerHTML = "";
  b.appendChild(boardSvg(boardPieces(), Math.min(480, 48 * Math.max(rows(), cols())), true));
}
function clearResults() {
  solutions = []; jsonLines = []; shown = null; $("solutions").innerHTML = "";
  $("fundamental").textContent = "-"; $("total").textContent = "-"; $("progress").textContent = "";
}

function clicked(r, c) {
  const tool = $("tool").value, piece = $("piece").value;
  if (tool === "play") {
    if (at(fixed, r, c) >= 0 || at(blocked, r, c) >= 0) return;
    const i = at(placed, r, c);
    if (i >= 0) placed.splice(i, 1); else placed.push({ piece: piece, row: r, col: c });
    draw(); checkPuzzle(); return;
  }
  clearResults();
  const list = tool === "fix" ? fixed : blocked, other = tool === "fix" ? blocked : fixed;
  const i = at(list, r, c), j = at(other, r, c);
  if (j >= 0) other.splice(j, 1);
  if (i >= 0) list.splice(i, 1); else list.push(tool === "fix" ? { piece: piece, row: r, col: c } : { row: r, col: c });
  draw();
}

// The server takes only JSON requests (what a page of another origin cannot send
// without a preflight, which the server does not answer).
const jsonType = { "Content-Type": "application/json" };
async function post(path, body) {
  const res = await fetch(path, { method: "POST", headers: jsonType, body: JSON.stringify(body) });
  let data; try { data = await res.json(); } catch (e) { data = { error: "HTTP " + res.status }; }
  return { ok: res.ok, data: data };
}
async function checkPuzzle() {
  const all = fixed.concat(placed);
  const { ok, data } = await post("/api/check", Object.assign(problem(), { placed: all }));
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

// One search: the answer read line by line as the server streams it.
async function search(mode) {
  clearResults(); $("tool").value = $("tool").value === "play" ? "fix" : $("tool").value; draw();
  controller = new AbortController(); busy(true); setStatus("searching...");
  const body = Object.assign(problem(), { mode: mode, timeout: +$("timeout").value || 30 });
  try {
    const res = await fetch("/api/solve", { method: "POST", headers: jsonType, body: JSON.stringify(body), signal: controller.signal });
    if (!res.ok) { let m = "HTTP " + res.status; try { m = (await res.json()).error; } catch (e) {} setStatus(m, "error"); return; }
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
  } finally { busy(false); controller = null; }
}
function take(m, mode) {
  // An error once the answer has begun: the stream's last line, the solutions so far kept.
  if (m.error) return setStatus(m.error + (solutions.length ? " (after " + solutions.length + " solutions)" : ""), "error");
  if (m.progress) { $("progress").textContent = m.progress.found + " found in " + m.progress.seconds.toFixed(1) + " s"; return; }
  jsonLines.push(JSON.stringify(m));
  if (mode === "one") {
    if (m.solution) { addSolution(m.solution); shown = 0; draw(); setStatus("a solution"); }
    else setStatus(m.complete ? "no solution" : "stopped (timeout) before an answer");
  } else if (mode === "count") {
    $("fundamental").textContent = m.fundamental; $("total").textContent = m.total;
    setStatus(m.complete ? "counted" : "stopped (timeout): counts so far");
  } else if (m.done) {
    $("fundamental").textContent = m.done.fundamental; $("total").textContent = m.done.total;
    setStatus((m.done.complete ? "all " : "stopped (timeout) after ") + m.done.fundamental + " fundamental solutions");
  } else { addSolution(m); $("progress").textContent = solutions.length + " found" +
    (solutions.length > maxDrawn ? " (the first " + maxDrawn + " drawn)" : ""); }
}

async function generate() {
  const body = Object.assign(problem(), { count: 1 });
  if ($("difficulty").value) body.difficulty = $("difficulty").value;
  busy(true); setStatus("generating...");
  try {
    const { ok, data } = await post("/api/generate", body);
    if (!ok) return setStatus(data.error, "error");
    const p = data.puzzles[0];
    fixed = p.fixed.map(f => ({ piece: f.piece.toLowerCase(), row: f.row, col: f.col }));
    window.puzzleSolution = p.solution;
    placed = []; clearResults(); $("tool").value = "play";
    setStatus("puzzle: " + p.clues + " clues, " + p.difficulty + "; click cells to place the pieces"); draw();
  } finally { busy(false); }
}

function download(name, type, text) {
  const a = document.createElement("a"); a.href = URL.createObjectURL(new Blob([text], { type: type }));
  a.download = name; document.body.appendChild(a); a.click(); a.remove();
}
function linkTo(id, f) { $(id).addEventListener("click", e => { e.preventDefault(); f(); }); }
linkTo("dl-text", () => download("problem.txt", "text/plain", problemText()));
linkTo("dl-json", () => download("problem.json", "application/json", JSON.stringify(problem(), null, 2) + "\n"));
linkTo("dl-solutions", () => download("solutions.txt", "text/plain", solutions.map(s => s.board).join("\n")));
linkTo("dl-solutions-json", () => download("solutions.jsonl", "application/json", jsonLines.join("\n") + "\n"));
linkTo("dl-svg", () => download("board.svg", "image/svg+xml",
  $("board").innerHTML.replace(/^<svg([^>]*)>/, (tag) => tag + "<defs>" + pieceSymbols + "</defs>")));
$("btn-one").addEventListener("click", () => search("one"));
$("btn-count").addEventListener("click", () => search("count"));
$("btn-all").addEventListener("click", () => search("all"));
$("btn-cancel").addEventListener("click", () => { if (controller) controller.abort(); });
$("btn-generate").addEventListener("click", generate);
$("btn-clear").addEventListener("click", () => { fixed = []; blocked = []; placed = []; clearResults(); draw(); });
for (const id of ["rows", "cols"]) $(id).addEventListener("change", () => { fixed = []; blocked = []; placed = []; clearResults(); draw(); });
$("tool").addEventListener("change", () => { placed = []; draw(); });
draw();
</script></body></html>
)PAGE";

}  // namespace

std::string page_html(const std::string& nonce) {
  static const std::string page = [] {
    std::ostringstream symbols;
    symbols << "<style nonce=\"NONCE\">" << kPieceStyle << "</style>";
    for (const char* letter = kPieceLetters; *letter; ++letter) write_piece_symbol(symbols, *letter);
    std::string text(kPage);
    const std::string_view marker = "PIECE_SYMBOLS";
    text.replace(text.find(marker), marker.size(), symbols.str());
    return text;
  }();
  std::string text = page;
  const std::string_view marker = "NONCE";
  for (std::size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at + nonce.size()))
    text.replace(at, marker.size(), nonce);
  return text;
}

}  // namespace chessy::server
