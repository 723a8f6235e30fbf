// The board in SVG, drawn like the desktop board (ui/board_painter.py): wood, lines, frame,
// marks, river text, palaces, coordinates, lit round pieces in the shipped piece font.
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
      // Drawn as the desktop's board painter draws (ui/board_painter.py): wood with a soft
      // gradient and grain, dark lines, a frame, cannon and soldier marks, the river text,
      // palace diagonals, coordinates, and lit pieces with a rim, a ring and a shadow.
      const svg = this.svg;
      while (svg.firstChild) svg.removeChild(svg.firstChild);
      const w = 8 * CELL, h = 9 * CELL;
      const defs = el("defs", {}, svg);
      const wood = el("linearGradient", { id: "xq-wood", x1: 0, y1: 0, x2: 1, y2: 1 }, defs);
      [["0", "#f2d193"], ["0.5", "#e6bd74"], ["1", "#dcae62"]].forEach(([o, c]) =>
        el("stop", { offset: o, "stop-color": c }, wood));
      const face = el("radialGradient", { id: "xq-face", cx: 0.35, cy: 0.32, r: 0.7,
                                          fx: 0.35, fy: 0.32 }, defs);
      [["0", "#fff6e2"], ["0.7", "#f0d9a8"], ["1", "#d7b376"]].forEach(([o, c]) =>
        el("stop", { offset: o, "stop-color": c }, face));
      const W = w + 2 * MARGIN, H = h + 2 * MARGIN + LABELS;
      el("rect", { x: 0, y: 0, width: W, height: H, rx: 0.15 * CELL, class: "wood" }, svg);
      const grain = el("g", { class: "grain" }, svg);
      for (let i = 0; i < 38; i++) {  // the same deterministic waves as the desktop
        const y0 = (i + 0.5) * H / 38, amp = (0.08 + 0.06 * Math.sin(i * 1.7)) * CELL;
        let d = `M0 ${y0.toFixed(1)}`;
        for (let k = 1; k <= 24; k++) {
          const y = y0 + amp * Math.sin(k * 0.55 + i * 0.9) + 0.3 * amp * Math.sin(k * 1.9 + i);
          d += ` L${(k * W / 24).toFixed(1)} ${y.toFixed(1)}`;
        }
        el("path", { d, "stroke-opacity": ((14 + 10 * (1 + Math.sin(i * 2.3))) / 255).toFixed(3) },
           grain);
      }
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
      const off = 0.16 * CELL;
      el("rect", { x: MARGIN - off, y: MARGIN - off, width: w + 2 * off, height: h + 2 * off,
                   class: "frame" }, svg);
      const gap = 0.08 * CELL, len = 0.2 * CELL;
      let marks = "";
      const points = [[1, 2], [7, 2], [1, 7], [7, 7]];
      for (const col of [0, 2, 4, 6, 8]) for (const row of [3, 6]) points.push([col, row]);
      for (const [col, row] of points) {
        const x = MARGIN + col * CELL, y = MARGIN + row * CELL;
        for (const dx of [-1, 1]) {
          if (col + dx < 0 || col + dx > 8) continue;
          for (const dy of [-1, 1]) {
            marks += `M${x + dx * gap} ${y + dy * (gap + len)} L${x + dx * gap} ${y + dy * gap}` +
                     ` L${x + dx * (gap + len)} ${y + dy * gap} `;
          }
        }
      }
      el("path", { d: marks, class: "marks" }, svg);
      [[1.5, "楚"], [2.5, "河"], [5.5, "漢"], [6.5, "界"]].forEach(([col, ch]) => {
        const t = el("text", { x: MARGIN + col * CELL, y: MARGIN + 4.5 * CELL, class: "river" }, svg);
        t.textContent = ch;
      });
      for (let f = 0; f < 9; f++) {
        const label = el("text", { x: MARGIN + f * CELL, y: MARGIN + h + 0.62 * CELL, class: "coord" }, svg);
        label.textContent = "abcdefghi"[this.flipped ? 8 - f : f];
      }
      for (let r = 0; r < 10; r++) {
        const label = el("text", { x: MARGIN - 0.55 * CELL, y: MARGIN + (9 - r) * CELL,
                                   class: "coord rank" }, svg);
        label.textContent = String(this.flipped ? 9 - r : r);
      }
      if (this.lastMove) {
        const arm = 0.3 * CELL, size = 0.54 * CELL;
        for (const sq of [this.lastMove.slice(0, 2), this.lastMove.slice(2, 4)]) {
          const [x, y] = this.xy(sq);
          let d = "";
          for (const dx of [-1, 1]) for (const dy of [-1, 1]) {
            const cx = x + dx * size, cy = y + dy * size;
            d += `M${cx - dx * arm} ${cy} L${cx} ${cy} L${cx} ${cy - dy * arm} `;
          }
          el("path", { d, class: "last" }, svg);
        }
      }
      const R = 0.45 * CELL;
      for (const [sq, letter] of Object.entries(this.placement)) {
        const [x, y] = this.xy(sq);
        const red = letter === letter.toUpperCase();
        const piece = el("g", { class: `piece ${red ? "red" : "black"}` +
                                (sq === this.selected ? " selected" : ""), "data-square": sq }, svg);
        el("circle", { cx: x + 0.06 * R, cy: y + 0.1 * R, r: R, class: "shadow" }, piece);
        el("circle", { cx: x, cy: y, r: R, class: "disc" }, piece);
        el("circle", { cx: x, cy: y, r: 0.8 * R, class: "inner" }, piece);
        const t = el("text", { x, y, class: "glyph" }, piece);
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
