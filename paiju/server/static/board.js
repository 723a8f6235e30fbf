// The board in SVG, drawn like Paiju's diagrams: lines, river, palaces, round pieces.
// Positions come from the server (FEN); this file only draws and reports clicks.
"use strict";

const PaijuBoard = (() => {
  const NS = "http://www.w3.org/2000/svg";
  const CELL = 50, MARGIN = 40, LABELS = 20;
  const NAMES = {
    R: "俥", N: "傌", B: "相", A: "仕", K: "帥", C: "炮", P: "兵",
    r: "車", n: "馬", b: "象", a: "士", k: "將", c: "砲", p: "卒",
  };
  const FEN_LETTERS = { H: "N", E: "B", h: "n", e: "b" };

  function el(name, attrs, parent) {
    const node = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
    if (parent) parent.appendChild(node);
    return node;
  }

  function parseFen(fen) {
    const placement = {};
    const rows = fen.split(" ")[0].split("/");
    rows.forEach((row, i) => {
      const rank = 9 - i;
      let file = 0;
      for (const ch of row) {
        if (/[0-9]/.test(ch)) { file += Number(ch); continue; }
        placement["abcdefghi"[file] + rank] = FEN_LETTERS[ch] || ch;
        file += 1;
      }
    });
    return placement;
  }

  class Board {
    constructor(container, onMove) {
      this.onMove = onMove;
      this.flipped = false;
      this.placement = {};
      this.selected = null;
      this.lastMove = null;
      this.movable = null; // "red" | "black" | null
      this.svg = el("svg", { viewBox: `0 0 ${2 * MARGIN + 8 * CELL} ${2 * MARGIN + 9 * CELL + LABELS}`,
                             class: "xq-board", role: "img" });
      container.appendChild(this.svg);
      this.svg.addEventListener("click", (ev) => this.click(ev));
      this.draw();
    }

    xy(square) {
      let file = "abcdefghi".indexOf(square[0]), rank = Number(square[1]);
      if (this.flipped) { file = 8 - file; rank = 9 - rank; }
      return [MARGIN + file * CELL, MARGIN + (9 - rank) * CELL];
    }

    squareAt(x, y) {
      let file = Math.round((x - MARGIN) / CELL), rank = 9 - Math.round((y - MARGIN) / CELL);
      if (file < 0 || file > 8 || rank < 0 || rank > 9) return null;
      if (this.flipped) { file = 8 - file; rank = 9 - rank; }
      return "abcdefghi"[file] + rank;
    }

    setPosition(fen, lastMove) {
      this.placement = parseFen(fen);
      this.lastMove = lastMove || null;
      this.selected = null;
      this.draw();
    }

    draw() {
      const svg = this.svg;
      while (svg.firstChild) svg.removeChild(svg.firstChild);
      const w = 8 * CELL, h = 9 * CELL;
      el("rect", { x: 0, y: 0, width: w + 2 * MARGIN, height: h + 2 * MARGIN + LABELS,
                   class: "wood" }, svg);
      const g = el("g", { class: "lines" }, svg);
      el("rect", { x: MARGIN, y: MARGIN, width: w, height: h }, g);
      for (let r = 1; r < 9; r++) {
        el("line", { x1: MARGIN, y1: MARGIN + r * CELL, x2: MARGIN + w, y2: MARGIN + r * CELL }, g);
      }
      for (let f = 1; f < 8; f++) {
        el("line", { x1: MARGIN + f * CELL, y1: MARGIN, x2: MARGIN + f * CELL, y2: MARGIN + 4 * CELL }, g);
        el("line", { x1: MARGIN + f * CELL, y1: MARGIN + 5 * CELL, x2: MARGIN + f * CELL, y2: MARGIN + h }, g);
      }
      for (const top of [0, 7]) {
        const y1 = MARGIN + top * CELL, y2 = y1 + 2 * CELL;
        el("line", { x1: MARGIN + 3 * CELL, y1, x2: MARGIN + 5 * CELL, y2 }, g);
        el("line", { x1: MARGIN + 5 * CELL, y1, x2: MARGIN + 3 * CELL, y2 }, g);
      }
      const river = el("text", { x: MARGIN + w / 2, y: MARGIN + 4.5 * CELL + 8, class: "river" }, svg);
      river.textContent = "楚 河          漢 界";
      for (let f = 0; f < 9; f++) {
        const label = el("text", { x: MARGIN + f * CELL, y: MARGIN + h + 42, class: "coord" }, svg);
        label.textContent = "abcdefghi"[this.flipped ? 8 - f : f];
      }
      if (this.lastMove) {
        for (const sq of [this.lastMove.slice(0, 2), this.lastMove.slice(2, 4)]) {
          const [x, y] = this.xy(sq);
          el("rect", { x: x - 24, y: y - 24, width: 48, height: 48, class: "last" }, svg);
        }
      }
      for (const [sq, letter] of Object.entries(this.placement)) {
        const [x, y] = this.xy(sq);
        const red = letter === letter.toUpperCase();
        const piece = el("g", { class: `piece ${red ? "red" : "black"}` +
                                (sq === this.selected ? " selected" : ""), "data-square": sq }, svg);
        el("circle", { cx: x, cy: y, r: 22 }, piece);
        el("circle", { cx: x, cy: y, r: 18, class: "inner" }, piece);
        const t = el("text", { x, y: y + 8 }, piece);
        t.textContent = NAMES[letter] || "?";
      }
    }

    click(ev) {
      const rect = this.svg.getBoundingClientRect();
      const box = this.svg.viewBox.baseVal;
      const x = (ev.clientX - rect.left) * box.width / rect.width;
      const y = (ev.clientY - rect.top) * box.height / rect.height;
      const sq = this.squareAt(x, y);
      if (!sq || !this.movable) return;
      const piece = this.placement[sq];
      const own = piece && ((piece === piece.toUpperCase()) === (this.movable === "red"));
      if (own) { this.selected = sq; this.draw(); return; }
      if (this.selected) {
        const move = this.selected + sq;
        this.selected = null;
        this.draw();
        this.onMove(move);
      }
    }
  }

  return { Board, parseFen };
})();
