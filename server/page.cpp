#include "server/page.hpp"

#include <sstream>
#include <string>

#include "util/piece_shapes.hpp"

namespace chessy::server {

namespace {

// The board is drawn by the page itself as SVG, so the server sends only JSON; the same
// drawing is what "SVG" downloads. Its pieces are the shapes of the command line's SVG
// diagrams with their style (util/piece_shapes.hpp), put where the page says
// PIECE_SYMBOLS; its script (server/page.js, built in as page_script()) where it says
// PAGE_SCRIPT.
constexpr std::string_view kPage = R"PAGE(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>chessy-sat</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="NONCE">
:root { color-scheme: light dark; }
body { font-family: sans-serif; margin: 1em; color: #222; background: #fff; }
fieldset { display: inline-block; vertical-align: top; margin: 0 1em 1em 0; }
input[type=number] { width: 4em; }
input.count { width: 3em; }
#board { position: relative; display: block; outline: none; }
#board svg { display: block; max-width: 100%; height: auto; user-select: none; }
#board:focus-visible svg, #board:focus svg { box-shadow: 0 0 0 3px #25c; }
#board .cursor { display: none; }
#board:focus .cursor { display: inline; }
#board.blocking svg, #board svg .handle { touch-action: none; }
#board svg .cell { cursor: pointer; }
#board svg .handle { fill: #25c; cursor: nwse-resize; }
#resize-outline { position: absolute; border: 2px dashed #25c; box-sizing: border-box; pointer-events: none; }
#resize-outline span { position: absolute; right: 2px; bottom: 2px; background: #fff; padding: 0 3px; font-size: 12px; }
#status { margin: .5em 0; min-height: 1.4em; font-weight: bold; }
#status.error { color: #b00; }
#status.solved { color: #070; }
#optimum { min-height: 1.2em; }
#optimum.unproven { color: #a50; font-weight: bold; }
#link { display: block; width: 40em; margin: .3em 0; }
#link[hidden] { display: none; }
#solutions { display: flex; flex-wrap: wrap; gap: 8px; }
#solutions .solution { border: 1px solid #aaa; padding: 2px; cursor: pointer; }
#solutions .solution.shown { border-color: #25c; }
.figures span { font-weight: bold; }
.figures #progress { font-weight: normal; margin-left: 1em; color: #555; }
#piece-symbols { position: absolute; }
[hidden] { display: none !important; }
#region-board { display: block; width: 100%; max-width: 480px; outline: none; }
#region-board svg { display: block; width: 100%; height: auto; user-select: none; touch-action: none; }
#region-board:focus-visible svg, #region-board:focus svg { box-shadow: 0 0 0 3px #25c; }
#region-board .rcell { cursor: pointer; }
#palette { display: flex; flex-wrap: wrap; gap: 3px; max-width: 22em; }
#palette button { min-width: 2em; min-height: 2em; border: 1px solid #777; font-weight: bold; }
#palette button.brush { outline: 3px solid #222; }
#region-help, #board-help { font-size: 90%; color: #555; max-width: 40em; }
.colours-only { display: none; }
.colours .colours-only { display: inline; }
.colours .colourless-only { display: none; }
@media (prefers-color-scheme: dark) {
  body { color: #ddd; background: #181a1b; }
  #status.error { color: #f77; }
  #status.solved { color: #6d6; }
  #optimum.unproven { color: #fb5; }
  .figures #progress, #region-help, #board-help { color: #aaa; }
  #board .coord, #region-board .labels { fill: #bbb; }
  #resize-outline span { background: #333; }
  #palette button.brush { outline-color: #eee; }
  #palette button { color: #222; }
  a { color: #8bf; }
}
@media (max-width: 600px) {
  body { margin: .4em; }
  fieldset { margin: 0 .3em .4em 0; padding: .2em .4em; }
  h1 { font-size: 1.3em; margin: .2em 0; }
  #link { width: 100%; }
  button, select { min-height: 2.2em; }
}
</style></head><body>
<h1>chessy-sat</h1>
<div><label>Puzzle kind <select id="kind"><option value="chess">chess pieces</option>
<option value="regions">regions (Queens, Star Battle)</option></select></label></div>
<div id="region-controls" hidden>
<fieldset><legend>Play</legend>
 <button id="btn-region-check">Check</button> <button id="btn-hint">Hint</button>
 <button id="btn-region-reset">Clear stars</button> <button id="btn-region-link">Link</button></fieldset>
<fieldset><legend>Generate</legend>
 <select id="region-difficulty" aria-label="difficulty"><option value="">any difficulty</option><option>easy</option>
 <option>medium</option><option>hard</option><option>expert</option></select>
 <button id="btn-region-generate">Generate</button></fieldset>
<fieldset><legend>Grid</legend>
 <label>size <input id="region-size" type="number" min="4" max="25" value="8"></label>
 <label>stars <input id="region-stars" type="number" min="1" max="12" value="1"></label><br>
 <label>a click <select id="region-tool"><option value="play">plays: star, mark, clear</option>
 <option value="paint">paints the region chosen</option></select></label>
</fieldset>
<fieldset><legend>Regions</legend><div id="palette"></div>
 <button id="btn-region-clear">Clear the regions</button></fieldset>
<details id="region-help"><summary>Keys</summary>Arrows move the cursor on the grid (Tab reaches it); Space
or Enter puts a star, then a mark (&times;), then clears; with the paint tool, a letter or digit paints the
cell's region (Space and Enter the region picked last). A click does what the tool says; a drag paints.</details>
</div>
<div id="chess-controls">
<fieldset><legend>Board</legend>
 rows <input id="rows" type="number" min="1" max="64" value="8">
 columns <input id="cols" type="number" min="1" max="64" value="8">
 <label><input id="torus" type="checkbox"> torus</label><br>
 <select id="goal"><option value="independence">independence</option><option value="domination">domination</option>
 <option value="independent domination">independent domination</option>
 <option value="total domination">total domination</option></select>
</fieldset>
<fieldset id="pieces"><legend>Pieces</legend>
 <label><input id="colours" type="checkbox"> white and black</label><br>
 <span class="colours-only">white:</span>
 <label>Q <input id="count-q" class="count" inputmode="numeric" value="8"></label>
 <label>R <input id="count-r" class="count" inputmode="numeric" value="0"></label>
 <label>B <input id="count-b" class="count" inputmode="numeric" value="0"></label><br>
 <label>N <input id="count-n" class="count" inputmode="numeric" value="0"></label>
 <label>K <input id="count-k" class="count" inputmode="numeric" value="0"></label>
 <label>P <input id="count-p" class="count" inputmode="numeric" value="0"></label><br>
 <span class="colours-only">black:
 <label>q <input id="count-bq" aria-label="black queens" class="count" inputmode="numeric" value="0"></label>
 <label>r <input id="count-br" aria-label="black rooks" class="count" inputmode="numeric" value="0"></label>
 <label>b <input id="count-bb" aria-label="black bishops" class="count" inputmode="numeric" value="0"></label><br>
 <label>n <input id="count-bn" aria-label="black knights" class="count" inputmode="numeric" value="0"></label>
 <label>k <input id="count-bk" aria-label="black kings" class="count" inputmode="numeric" value="0"></label>
 <label>p <input id="count-bp" aria-label="black pawns" class="count" inputmode="numeric" value="0"></label><br></span>
 <label title="a count ?: the fewest or the most pieces of that kind with a solution, proven"><b>?</b> at its <select id="optimize"><option value="min">fewest (min)</option>
 <option value="max">most (max)</option></select></label>
</fieldset>
<fieldset><legend>A click on a cell</legend>
 <select id="tool"><option value="fix">fixes a piece</option><option value="block">blocks cells (click or drag)</option>
 <option value="play">places a piece (puzzle)</option></select>
 <select id="piece"><option value="q">Q</option><option value="r">R</option><option value="b">B</option>
 <option value="n">N</option><option value="k">K</option><option value="p">P</option></select>
 <select id="colour" class="colours-only" aria-label="colour"><option value="b">black</option><option value="w">white</option></select>
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
<fieldset><legend>Share</legend>
 <button id="btn-link">Link</button>
</fieldset>
</div>
<div><button id="btn-undo" disabled title="Ctrl+Z">Undo</button> <button id="btn-redo" disabled title="Ctrl+Y or Ctrl+Shift+Z">Redo</button></div>
<div id="status" role="status" aria-live="polite"></div>
<div id="optimum"></div>
<input id="link" readonly hidden>
<svg id="piece-symbols" width="0" height="0" aria-hidden="true">PIECE_SYMBOLS</svg>
<div id="region-area" hidden><div id="region-board" tabindex="0" role="application"
 aria-label="the region grid: arrows move, Space or Enter plays, a letter paints"></div></div>
<div id="chess-area">
<div class="figures">fundamental: <span id="fundamental">-</span> total: <span id="total">-</span>
 <span id="progress"></span></div>
<div id="board" tabindex="0" role="application" aria-label="the board"></div>
<details id="board-help"><summary>Keys</summary>Tab reaches the board; the arrows move its cursor; q r b n k p
put that piece on the cursor's cell (a fixed piece, or in a puzzle a piece placed; white and black: Shift and the
letter is white, the letter alone black), x blocks the cell or frees it, Delete or Backspace clears it, Enter or
Space does what a click does. Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes.</details>
<div>Download: <a href="#" id="dl-text">problem (text)</a> · <a href="#" id="dl-json">problem (JSON)</a> ·
 <a href="#" id="dl-solutions">solutions (text)</a> · <a href="#" id="dl-solutions-json">solutions (JSON)</a> ·
 <a href="#" id="dl-svg">board (SVG)</a></div>
<h2>Fundamental solutions</h2>
<div id="solutions"></div>
</div>
<script nonce="NONCE">PAGE_SCRIPT</script></body></html>
)PAGE";

}  // namespace

std::string page_html(const std::string& nonce) {
  static const std::string page = [] {
    std::ostringstream symbols;
    symbols << "<style nonce=\"NONCE\">" << kPieceStyle << "</style>";
    for (const char* letter = kPieceLetters; *letter; ++letter) write_piece_symbol(symbols, *letter);
    std::string text(kPage);
    const std::string_view marker = "PIECE_SYMBOLS", script = "PAGE_SCRIPT";
    text.replace(text.find(marker), marker.size(), symbols.str());
    text.replace(text.find(script), script.size(), page_script());
    return text;
  }();
  std::string text = page;
  const std::string_view marker = "NONCE";
  for (std::size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at + nonce.size()))
    text.replace(at, marker.size(), nonce);
  return text;
}

}  // namespace chessy::server
