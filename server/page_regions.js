// Region puzzles on the page (docs/manual.md "Web page", docs/rules.md "Region
// puzzles"): LinkedIn Queens and Star Battle. An N x N grid cut into regions, one
// character a cell; K stars in every row, column and region, no two touching. The
// editor paints regions (mouse or keyboard), play mode puts stars and marks as the game
// does, Check and Hint ask the server (/api/check, /api/explain), Generate makes a new
// puzzle (/api/generate with "regions": true). Built into the page after page.js, whose
// helpers ($, setStatus, post, fileName, squareName, jsonType) it uses.
"use strict";

// The region characters in the order the palette offers them (docs/input.md: letters
// and digits, case-sensitive), and the game's light colours, then more by the golden angle.
const regionAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const regionPalette = ["#bba3e2", "#ffc992", "#96beff", "#b3dfa0", "#dfdfdf", "#ff7b60", "#e6f388", "#b9b29e",
  "#a3d2d8", "#f4b3d6", "#dfc0a0", "#c7e9c0", "#f9e79f", "#d2b4de", "#aed6f1", "#f5cba7"];
function regionColour(letter) {
  const i = regionAlphabet.indexOf(letter);
  return i < regionPalette.length ? regionPalette[i] : `hsl(${Math.round(i * 137.508) % 360}, 70%, 82%)`;
}
const regionMin = 4, regionMax = 25;  // the editor's sizes; the server's limit for explain and generate is 25
const Empty = 0, Star = 1, Mark = 2;  // what the player put on a cell
const rp = {
  n: 8, k: 1,
  grid: [],    // n strings of n region characters
  play: [],    // n*n: Empty, Star or Mark
  cursor: { r: 0, c: 0 },
  brush: "A",  // the region a click or Space paints
  lit: [], litKind: "",  // cells highlighted by Check ("fault") or Hint ("hint")
  hint: null,  // the last hint's step: its stars and excluded cells drawn faintly
  drag: null,  // painting with the pointer
};

function regionStripes(n) {  // the grid a new size starts from: a region a row
  return Array.from({ length: n }, (_, r) => regionAlphabet[r % regionAlphabet.length].repeat(n));
}
function setRegionGrid(rows, k) {
  rp.n = rows.length; rp.k = k; rp.grid = rows.slice();
  rp.play = new Array(rp.n * rp.n).fill(Empty);
  rp.cursor = { r: Math.min(rp.cursor.r, rp.n - 1), c: Math.min(rp.cursor.c, rp.n - 1) };
  $("region-size").value = rp.n; $("region-stars").value = rp.k;
  unlight(); drawPalette(); drawRegions();
}
function unlight() { rp.lit = []; rp.litKind = ""; rp.hint = null; }
function cellsWith(kind) {
  const out = [];
  for (let i = 0; i < rp.play.length; i++) if (rp.play[i] === kind) out.push({ row: Math.floor(i / rp.n), col: i % rp.n });
  return out;
}
function regionProblem() { return { regions: rp.grid.slice(), stars: rp.k }; }
function regionSquare(r, c) { return squareName(r, c, rp.n); }

// The grid as SVG in a viewBox, so that it scales to the page's width (a phone's 375
// pixels included): coloured cells, thick lines between regions, file and rank labels
// as the hints name squares, stars, marks, the highlighted cells and the cursor.
function regionSvg() {
  // A cell's side in the viewBox's units: the grid about 456 units wide whatever N, so
  // that the lines keep their width on the page (a unit is a pixel at 480 pixels wide).
  const n = rp.n, s = Math.floor(456 / n), ox = 20, oy = 4, W = ox + n * s + 4, H = oy + n * s + 18, ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("xmlns", ns); svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
  svg.setAttribute("width", W); svg.setAttribute("height", H);
  const add = (parent, tag, attrs, text) => { const e = document.createElementNS(ns, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]); if (text !== undefined) e.textContent = text; parent.appendChild(e); return e; };
  const g = add(svg, "g", { transform: `translate(${ox} ${oy})` });
  const letter = (r, c) => rp.grid[r][c];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++)
    add(g, "rect", { x: c * s, y: r * s, width: s, height: s, fill: regionColour(letter(r, c)), class: "rcell",
      "data-row": r, "data-col": c, "data-region": letter(r, c) });
  const over = { "pointer-events": "none" };
  for (const cell of rp.lit)
    add(g, "rect", Object.assign({ x: cell.col * s, y: cell.row * s, width: s, height: s, class: "hl " + rp.litKind,
      "data-row": cell.row, "data-col": cell.col, fill: rp.litKind === "fault" ? "rgba(220,0,0,.38)" : "rgba(30,80,255,.3)" }, over));
  // Thin lines inside a region, thick ones between two (the game's look).
  let thin = "", thick = "";
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
    if (c + 1 < n) { const d = `M${(c + 1) * s},${r * s}v${s}`; if (letter(r, c) === letter(r, c + 1)) thin += d; else thick += d; }
    if (r + 1 < n) { const d = `M${c * s},${(r + 1) * s}h${s}`; if (letter(r, c) === letter(r + 1, c)) thin += d; else thick += d; }
  }
  add(g, "path", Object.assign({ d: thin || "M0,0", stroke: "rgba(0,0,0,.25)", "stroke-width": 1 }, over));
  add(g, "path", Object.assign({ d: thick || "M0,0", stroke: "#222", "stroke-width": 3.5, "stroke-linecap": "square", class: "borders" }, over));
  add(g, "rect", Object.assign({ x: 0, y: 0, width: n * s, height: n * s, fill: "none", stroke: "#222", "stroke-width": 4 }, over));
  const star = (r, c, cls, fill) => {
    let d = "";
    for (let i = 0; i < 10; i++) {
      const a = Math.PI / 2 + i * Math.PI / 5, rad = i % 2 ? s * .17 : s * .4;
      d += (i ? "L" : "M") + (c * s + s / 2 + rad * Math.cos(a)).toFixed(1) + "," + (r * s + s * .53 - rad * Math.sin(a)).toFixed(1);
    }
    add(g, "path", Object.assign({ d: d + "Z", fill: fill, class: cls, "data-row": r, "data-col": c }, over));
  };
  const cross = (r, c, cls, colour) => add(g, "path", Object.assign({ class: cls, "data-row": r, "data-col": c,
    d: `M${c*s+s*.32},${r*s+s*.32}L${c*s+s*.68},${r*s+s*.68}M${c*s+s*.68},${r*s+s*.32}L${c*s+s*.32},${r*s+s*.68}`,
    stroke: colour, "stroke-width": s * .08, "stroke-linecap": "round" }, over));
  for (let i = 0; i < rp.play.length; i++) {
    const r = Math.floor(i / n), c = i % n;
    if (rp.play[i] === Star) star(r, c, "star", "#222");
    else if (rp.play[i] === Mark) cross(r, c, "mark", "#444");
  }
  if (rp.hint) {
    for (const x of rp.hint.stars) if (rp.play[x.row * n + x.col] !== Star) star(x.row, x.col, "hint-star", "rgba(30,80,255,.55)");
    for (const x of rp.hint.excluded) if (rp.play[x.row * n + x.col] === Empty) cross(x.row, x.col, "hint-x", "rgba(30,80,255,.7)");
  }
  if ($("region-tool").value === "paint")  // the regions' characters, which the keys paint
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++)
      add(g, "text", Object.assign({ x: c * s + 3, y: r * s + 3 + Math.max(9, s * .25), "font-size": Math.max(9, s * .25),
        fill: "rgba(0,0,0,.55)", class: "rletter" }, over), letter(r, c));
  add(g, "rect", Object.assign({ x: rp.cursor.c * s + 3, y: rp.cursor.r * s + 3, width: s - 6, height: s - 6, fill: "none",
    stroke: "#25c", "stroke-width": 3, "stroke-dasharray": "6 3", class: "cursor" }, over));
  const labels = add(svg, "g", Object.assign({ class: "labels", "font-family": "sans-serif", "font-size": 11, fill: "#444" }, over));
  for (let c = 0; c < n; c++) add(labels, "text", { x: ox + (c + .5) * s, y: oy + n * s + 14, "text-anchor": "middle", class: "file" }, fileName(c));
  for (let r = 0; r < n; r++) add(labels, "text", { x: ox - 4, y: oy + (r + .5) * s + 4, "text-anchor": "end", class: "rank" }, String(n - r));
  return svg;
}
function drawRegions() {
  const b = $("region-board");
  b.replaceChildren(regionSvg());
  b.setAttribute("aria-label", "the region grid, " + rp.n + " by " + rp.n + ", cursor on " + regionSquare(rp.cursor.r, rp.cursor.c) +
    " (region " + rp.grid[rp.cursor.r][rp.cursor.c] + ")");
}
// The palette: the first N regions (a puzzle has N) and any other the grid uses.
function drawPalette() {
  const used = new Set(rp.grid.join("")), p = $("palette");
  p.replaceChildren();
  for (const letter of regionAlphabet) {
    if (regionAlphabet.indexOf(letter) >= rp.n && !used.has(letter)) continue;
    const b = document.createElement("button");
    b.textContent = letter; b.style.background = regionColour(letter); b.title = "paint region " + letter;
    b.className = letter === rp.brush ? "brush" : "";
    b.addEventListener("click", () => { rp.brush = letter; $("region-tool").value = "paint"; drawPalette(); drawRegions(); });
    p.appendChild(b);
  }
}

function paintCell(r, c, letter) {
  if (rp.grid[r][c] === letter) return false;
  if (!rp.drag || !rp.drag.remembered) regionHistory.remember();  // a drag is one step
  if (rp.drag) rp.drag.remembered = true;
  rp.grid[r] = rp.grid[r].slice(0, c) + letter + rp.grid[r].slice(c + 1);
  return true;
}
// Undo and redo (server/page.js's makeHistory): the grid, its K and what was played.
const regionHistory = histories.regions = makeHistory(
  () => ({ grid: rp.grid.slice(), k: rp.k, play: rp.play.slice() }),
  state => {
    rp.n = state.grid.length; rp.k = state.k; rp.grid = state.grid.slice(); rp.play = state.play.slice();
    rp.cursor = { r: Math.min(rp.cursor.r, rp.n - 1), c: Math.min(rp.cursor.c, rp.n - 1) };
    $("region-size").value = rp.n; $("region-stars").value = rp.k;
    unlight(); drawPalette(); drawRegions();
  });
function cycleCell(r, c) {  // as the game: a star, then a mark, then nothing
  const i = r * rp.n + c;
  regionHistory.remember();
  rp.play[i] = rp.play[i] === Empty ? Star : rp.play[i] === Star ? Mark : Empty;
  unlight(); drawRegions();
}
function regionCellAt(x, y) {  // the cell under a point of the window, or null
  const e = document.elementFromPoint(x, y);
  return e && e.classList.contains("rcell") ? { r: +e.getAttribute("data-row"), c: +e.getAttribute("data-col") } : null;
}
function paintAt(x, y) {
  const cell = regionCellAt(x, y);
  if (cell && paintCell(cell.r, cell.c, rp.brush)) { rp.cursor = cell; unlight(); drawPalette(); drawRegions(); }
}
$("region-board").addEventListener("pointerdown", e => {
  if (e.button !== 0) return;
  const cell = regionCellAt(e.clientX, e.clientY);
  if (!cell) return;
  e.preventDefault();
  $("region-board").focus();
  rp.cursor = cell;
  if ($("region-tool").value === "play") return cycleCell(cell.r, cell.c);
  rp.drag = { x: e.clientX, y: e.clientY, remembered: false };
  $("region-board").setPointerCapture(e.pointerId);
  paintAt(e.clientX, e.clientY);
  drawRegions();
});
$("region-board").addEventListener("pointermove", e => {
  if (!rp.drag) return;
  // Points a quarter of a cell apart from the last one: a fast drag skips no cell.
  const step = $("region-board").getBoundingClientRect().width / (rp.n + 1) / 4;
  const { x, y } = rp.drag, k = Math.max(1, Math.ceil(Math.hypot(e.clientX - x, e.clientY - y) / step));
  for (let i = 1; i <= k; i++) paintAt(x + (e.clientX - x) * i / k, y + (e.clientY - y) * i / k);
  rp.drag.x = e.clientX; rp.drag.y = e.clientY;
});
for (const type of ["pointerup", "pointercancel"]) $("region-board").addEventListener(type, () => { rp.drag = null; });
$("region-board").addEventListener("keydown", e => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const { r, c } = rp.cursor, moved = movedCursor(rp.cursor, e.key, rp.n, rp.n);  // server/page.js
  if (moved) {
    rp.cursor = moved;
    drawRegions();
  } else if (e.key === " " || e.key === "Enter") {
    if ($("region-tool").value === "play") cycleCell(r, c);
    else if (paintCell(r, c, rp.brush)) { unlight(); drawPalette(); drawRegions(); }
  } else if ($("region-tool").value === "paint" && e.key.length === 1 && regionAlphabet.includes(e.key)) {
    rp.brush = e.key;
    paintCell(r, c, e.key); unlight(); drawPalette(); drawRegions();
  } else return;
  e.preventDefault();
});

// Requests: the buttons are off while one runs; an error is the server's one line.
const regionButtons = ["btn-region-check", "btn-hint", "btn-region-generate"];
async function regionRequest(path, body) {
  for (const id of regionButtons) $(id).disabled = true;
  try {
    const { ok, data } = await post(path, body);
    if (!ok) { setStatus(data.error || "the server's answer is no JSON", "error"); return null; }
    return data;
  } catch (e) {
    setStatus(String(e), "error"); return null;
  } finally {
    for (const id of regionButtons) $(id).disabled = false;
  }
}
function uniquenessWords(d) {
  if (d.unique === true) return "The puzzle has one solution.";
  if (d.unique === null) return "Whether the puzzle has one solution was not found in time.";
  return d.solutions === 0 ? "The puzzle has no solution." : "The puzzle has more than one solution.";
}
async function regionCheck() {
  const body = Object.assign(regionProblem(), { placed: cellsWith(Star).map(x => ({ piece: "*", row: x.row, col: x.col })) });
  const d = await regionRequest("/api/check", body);
  if (!d) return;
  unlight();
  if (d.solved) setStatus("Solved! " + uniquenessWords(d), "solved");
  else { rp.lit = d.cells || []; rp.litKind = "fault"; setStatus(d.reason + ". " + uniquenessWords(d), ""); }
  drawRegions(); showGrid();
}
// The grid whole in the window after an answer (a phone's screen shows the status above it).
function showGrid() { $("region-area").scrollIntoView({ block: "nearest" }); }
// The next step of `chessy-sat --explain` from the player's position: their stars as
// given stars, their marks as cells marked empty.
async function regionHint() {
  const body = Object.assign(regionProblem(), { next: true,
    fixed: cellsWith(Star).map(x => ({ piece: "*", row: x.row, col: x.col })), blocked: cellsWith(Mark).map(x => [x.row, x.col]) });
  const d = await regionRequest("/api/explain", body);
  if (!d) return;
  unlight();
  const step = d.steps[0];
  if (step) {
    rp.lit = step.concerned; rp.litKind = "hint"; rp.hint = step;
    setStatus("Hint: " + step.text);
  } else if (!d.solution.length) {
    setStatus("No solution from here: a star or a mark is wrong (Check names a rule a star breaks).", "error");
  } else if (cellsWith(Star).length === rp.n * rp.k) {
    setStatus("Nothing left to explain: Check says whether the grid is solved.");
  } else setStatus("The techniques find no next step here (rating " + d.rating + ").");
  drawRegions(); showGrid();
}
async function regionGenerate() {
  const body = { regions: true, size: rp.n, stars: rp.k };
  if ($("region-difficulty").value) body.difficulty = $("region-difficulty").value;
  setStatus("generating a " + rp.n + "x" + rp.n + " puzzle...");
  const d = await regionRequest("/api/generate", body);
  if (!d) return;
  const p = d.puzzles[0];
  setRegionGrid(p.problem.regions, p.problem.stars); regionHistory.forget();
  window.regionSolution = p.solution;
  $("region-tool").value = "play"; drawRegions();
  setStatus("a " + rp.n + "x" + rp.n + " puzzle, " + rp.k + (rp.k === 1 ? " star" : " stars") + " a row, column and region; " +
    p.difficulty + " (rating " + p.rating + "): a click puts a star, then a mark");
}

// A region link: #regions=AABBB,AABBB,CCDDB,CCDDE,CCDEE&stars=1 (the rows, comma-separated).
function regionFragment() { return "regions=" + rp.grid.join(",") + (rp.k === 1 ? "" : "&stars=" + rp.k); }
function readRegionLink(text) {
  const got = new Map();
  for (const [key, value] of new URLSearchParams(text)) {
    if (key !== "regions" && key !== "stars") throw new Error("unknown key '" + key.slice(0, 24) + "' beside regions");
    if (got.has(key)) throw new Error("'" + key + "' given twice");
    got.set(key, value.trim());
  }
  const rows = got.get("regions").split(",");
  if (rows.length < regionMin || rows.length > regionMax) throw new Error("regions: a grid of " + regionMin + ".." + regionMax + " rows");
  for (const row of rows)
    if (row.length !== rows.length || ![...row].every(ch => regionAlphabet.includes(ch)))
      throw new Error("regions: " + rows.length + " rows of " + rows.length + " letters or digits each");
  const k = got.has("stars") ? +got.get("stars") : 1;
  if (!Number.isInteger(k) || k < 1 || 2 * k - 1 > rows.length) throw new Error("stars: 1.." + Math.floor((rows.length + 1) / 2));
  return { rows: rows, k: k };
}
function openRegionLink(text) {
  let p;
  try { p = readRegionLink(text); } catch (e) {
    setStatus("this link's puzzle could not be read (" + e.message + "); the page keeps its own", "error");
    return;
  }
  setKind("regions"); $("region-tool").value = "play"; regionHistory.remember(); setRegionGrid(p.rows, p.k);
  setStatus("the puzzle of the link");
}
async function regionShareLink() {
  history.replaceState(null, "", "#" + regionFragment());
  try { await navigator.clipboard.writeText(location.href); setStatus("the link is in the address bar, and copied"); }
  catch (e) { setStatus("the link is in the address bar: copy it from there"); }
}

function setKind(kind) {
  $("kind").value = kind;
  const regions = kind === "regions";
  for (const id of ["region-controls", "region-area"]) $(id).hidden = !regions;
  for (const id of ["chess-controls", "chess-area"]) $(id).hidden = regions;
  $("optimum").hidden = regions;
  historyButtons();
}
function regionResized() {
  const n = Math.max(regionMin, Math.min(regionMax, Math.floor(+$("region-size").value) || 8));
  const k = Math.max(1, Math.min(Math.floor((n + 1) / 2), Math.floor(+$("region-stars").value) || 1));
  regionHistory.remember();
  if (n === rp.n && k === rp.k) return setRegionGrid(rp.grid, k);
  // What was painted inside the new size stays; new cells take their row's region.
  const rows = regionStripes(n).map((row, r) => [...row].map((ch, c) => r < rp.n && c < rp.n ? rp.grid[r][c] : ch).join(""));
  setRegionGrid(rows, k);
}
$("kind").addEventListener("change", () => { setKind($("kind").value); setStatus(""); });
for (const id of ["region-size", "region-stars"]) $(id).addEventListener("change", regionResized);
$("region-tool").addEventListener("change", drawRegions);
$("btn-region-clear").addEventListener("click", () => { regionHistory.remember(); setRegionGrid(new Array(rp.n).fill(rp.brush.repeat(rp.n)), rp.k); });
$("btn-region-reset").addEventListener("click", () => { regionHistory.remember(); rp.play.fill(Empty); unlight(); drawRegions(); setStatus(""); });
$("btn-region-check").addEventListener("click", regionCheck);
$("btn-hint").addEventListener("click", regionHint);
$("btn-region-generate").addEventListener("click", regionGenerate);
$("btn-region-link").addEventListener("click", regionShareLink);
setRegionGrid(regionStripes(8), 1);
setKind("chess");
