// The room page: join with the password, play or watch, clocks, result, PGN, chat.
// Every name and chat line goes in with textContent, never as HTML.
"use strict";

(() => {
  const PROTOCOL = 1;
  const code = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
  const storeKey = "paiju-token-" + code;
  const $ = (id) => document.getElementById(id);
  let ws = null, seat = null, token = sessionStorage.getItem(storeKey), state = null;
  let nextId = 1, pending = {}, clockBase = null, retry = 0, attempt = null;
  const board = new PaijuBoard.Board($("board"), sendMove);

  $("room-title").textContent = "Room " + code;
  $("share-link").textContent = location.origin + "/r/" + code;

  function setConnection(text, cls) {
    $("connection").textContent = text;
    $("connection").className = "conn " + cls;
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    ws = new WebSocket(scheme + location.host + "/ws");
    setConnection("connecting…", "conn-wait");
    ws.onopen = () => {
      retry = 0;
      setConnection("online", "conn-on");
      if (token) request({ type: "resume", room: code, token }, joined, () => {
        token = null; sessionStorage.removeItem(storeKey); showJoin();
      });
      else showJoin();
    };
    ws.onmessage = (ev) => receive(JSON.parse(ev.data));
    ws.onclose = () => {
      setConnection("reconnecting…", "conn-off");
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 250 * 2 ** retry);
    };
  }

  function request(body, ok, fail) {
    const id = nextId++;
    pending[id] = { ok, fail };
    ws.send(JSON.stringify({ v: PROTOCOL, id, ...body }));
  }

  function receive(msg) {
    if (msg.type === "ok" || msg.type === "error") {
      const waiter = pending[msg.id];
      delete pending[msg.id];
      if (msg.type === "error") {
        if (waiter && waiter.fail) waiter.fail(msg); else say(msg.message);
      } else if (waiter && waiter.ok) waiter.ok(msg);
      return;
    }
    if (msg.type === "state") { state = msg.room; render(); }
    else if (msg.type === "move") applyMove(msg);
    else if (msg.type === "chat") addChat(msg);
    else if (msg.type === "closed") say("The room was closed.");
  }

  function showJoin() {
    $("join").hidden = false;
    $("room").hidden = true;
  }

  function joined(msg) {
    seat = msg.seat;
    if (msg.token) { token = msg.token; sessionStorage.setItem(storeKey, token); }
    $("join").hidden = true;
    $("room").hidden = false;
    state = msg.state;
    board.flipped = seat === "black";
    render();
  }

  $("join-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    $("join-error").textContent = "";
    const as = document.querySelector("input[name=join-as]:checked").value;
    request({ type: "join", room: code, name: $("join-name").value,
              password: $("join-password").value, as }, joined,
            (err) => { $("join-error").textContent = err.message; });
  });

  function sendMove(move) {
    if (state && state.kind === "problem") {
      request({ type: "move", move }, (msg) => { attempt = msg.attempt; renderAttempt(msg); },
              (err) => { say(err.message); renderAttempt(null); });
      return;
    }
    const game = state && state.game;
    if (!game) return;
    request({ type: "move", move, ply: game.moves.length }, null, (err) => {
      say(err.message);
      render();
    });
  }

  function applyMove(msg) {
    const game = state && state.game;
    if (!game || msg.number !== game.number || msg.ply !== game.moves.length) {
      request({ type: "sync" }, (m) => { state = m.state; render(); });
      return;
    }
    game.moves.push(msg.move);
    game.position = msg.position;
    game.turn = game.turn === "red" ? "black" : "red";
    game.clocks = msg.clocks;
    game.check = msg.check;
    game.offers = {};
    if (msg.result) { game.result = msg.result; game.termination = msg.termination; }
    render();
  }

  function say(text) { $("message").textContent = text || ""; }

  function fmtClock(ms) {
    if (ms === null || ms === undefined) return "";
    const s = Math.max(0, Math.ceil(ms / 1000));
    return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
  }

  function tick() {
    if (!state || !state.game || !clockBase) return;
    const c = clockBase.clocks;
    const run = c.running ? c.elapsed_ms + (performance.now() - clockBase.at) : 0;
    const left = { red: c.red_ms, black: c.black_ms };
    if (c.running && left[c.running] !== null) left[c.running] -= run;
    const top = board.flipped ? "red" : "black", bottom = board.flipped ? "black" : "red";
    $("top-clock").textContent = fmtClock(left[top]);
    $("bottom-clock").textContent = fmtClock(left[bottom]);
    $("top-clock").classList.toggle("running", c.running === top);
    $("bottom-clock").classList.toggle("running", c.running === bottom);
  }
  setInterval(tick, 200);

  function render() {
    if (!state) return;
    const game = state.game;
    const players = state.players || {};
    const top = board.flipped ? "red" : "black", bottom = board.flipped ? "black" : "red";
    $("top-name").textContent = (players[top] || "(free seat)") + " · " + top;
    $("bottom-name").textContent = (players[bottom] || "(free seat)") + " · " + bottom;
    $("watchers").textContent = state.spectators.length ?
      "Watching: " + state.spectators.join(", ") : "";
    const playing = seat === "red" || seat === "black";
    $("game-buttons").hidden = state.kind !== "game";
    $("problem").hidden = state.kind !== "problem";
    if (state.kind === "problem") { renderProblem(); return; }
    if (!game) {
      board.setPosition("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", null);
      board.movable = null;
      $("status").textContent = "Waiting for a second player…";
      $("result").textContent = "";
      renderMoves([]);
      return;
    }
    board.setPosition(game.position, game.moves[game.moves.length - 1]);
    board.movable = playing && !game.result && game.turn === seat ? seat : null;
    clockBase = { clocks: game.clocks, at: performance.now() };
    tick();
    $("status").textContent = game.result ? "Game over" :
      (game.turn === "red" ? "Red" : "Black") + " to move" + (game.check ? " — check!" : "") +
      (seat === game.turn ? " (you)" : "");
    $("result").textContent = game.result ? game.result + " — " + game.termination : "";
    $("resign").disabled = $("draw-offer").disabled = $("takeback-request").disabled =
      !playing || !!game.result;
    $("new-game").disabled = !playing || !game.result;
    renderMoves(game.moves);
    const offers = game.offers || {};
    const kind = offers.draw && offers.draw !== seat ? "draw" :
      offers.takeback && offers.takeback !== seat ? "takeback" : null;
    $("offer").hidden = !(kind && playing);
    if (kind) {
      $("offer").dataset.kind = kind;
      $("offer-text").textContent = kind === "draw" ? "Your opponent offers a draw." :
        "Your opponent asks to take back a move.";
    }
  }

  function renderMoves(moves) {
    const list = $("moves");
    list.textContent = "";
    for (let i = 0; i < moves.length; i += 2) {
      const li = document.createElement("li");
      li.textContent = moves[i] + (moves[i + 1] ? "  " + moves[i + 1] : "");
      list.appendChild(li);
    }
  }

  function renderProblem() {
    const puzzle = state.puzzle || {};
    $("top-name").textContent = "Defence: " + (attempt && attempt.play_mode === "engine" ?
      "the engine" : "the solver");
    $("bottom-name").textContent = "You play the attacker";
    $("top-clock").textContent = $("bottom-clock").textContent = "";
    $("puzzle-title").textContent = (puzzle.title || "Problem") + " — mate in " + puzzle.mate +
      (puzzle.checks_only ? " (checks only)" : "");
    const body = $("scoreboard").querySelector("tbody");
    body.textContent = "";
    for (const row of state.scoreboard || []) {
      const tr = document.createElement("tr");
      const name = document.createElement("td");
      name.textContent = row.name;
      const score = document.createElement("td");
      score.textContent = row.score === null ? "…" : String(row.score);
      tr.append(name, score);
      body.appendChild(tr);
    }
    renderAttempt(null);
  }

  function renderAttempt(msg) {
    const puzzle = state.puzzle || {};
    const line = attempt ? attempt.line : [];
    const placement = PaijuBoard.parseFen(puzzle.fen);
    for (const mv of line) {
      placement[mv.slice(2, 4)] = placement[mv.slice(0, 2)];
      delete placement[mv.slice(0, 2)];
    }
    board.placement = placement;
    board.lastMove = line[line.length - 1] || null;
    const attacker = puzzle.fen.split(" ")[1] === "b" ? "black" : "red";
    board.flipped = attacker === "black";
    board.movable = attempt && !attempt.finished ? attacker : null;
    board.draw();
    renderMoves(line);
    if (msg && msg.judgement) {
      const words = { mate: "Mate! Solved.", loses: "That move lets the defence escape. Failed.",
                      slower: "Slower than necessary.", good: "Good move.", played: "" };
      say((words[msg.judgement] || "") + (msg.result ? " " + msg.result.result + " — " +
          msg.result.termination : ""));
    }
    $("status").textContent = attempt ? (attempt.finished ? "Attempt over" : "Your move") :
      "Start an attempt";
  }

  $("attempt-solve").addEventListener("click", () => request(
    { type: "attempt_start", mode: "solve" }, (m) => { attempt = m.attempt; renderAttempt(null); }));
  $("attempt-engine").addEventListener("click", () => request(
    { type: "attempt_start", mode: "engine", level: Number($("attempt-level").value) || 3 },
    (m) => { attempt = m.attempt; renderAttempt(null); }));
  for (let level = 1; level <= 5; level++) {
    const opt = document.createElement("option");
    opt.value = String(level);
    opt.textContent = "Level " + level;
    $("attempt-level").appendChild(opt);
  }

  function addChat(msg) {
    const li = document.createElement("li");
    const who = document.createElement("b");
    who.textContent = msg.name + ": ";
    const text = document.createElement("span");
    text.textContent = msg.text;
    li.append(who, text);
    $("chat").appendChild(li);
    $("chat").scrollTop = $("chat").scrollHeight;
  }

  $("chat-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const text = $("chat-text").value.trim();
    if (!text) return;
    request({ type: "chat", text }, () => { $("chat-text").value = ""; });
  });
  $("resign").addEventListener("click", () => request({ type: "resign" }));
  $("draw-offer").addEventListener("click", () => request({ type: "draw_offer" },
    () => say("Draw offered.")));
  $("takeback-request").addEventListener("click", () => request({ type: "takeback_request" },
    () => say("Takeback asked.")));
  $("new-game").addEventListener("click", () => request({ type: "new_game" }));
  $("offer-accept").addEventListener("click", () =>
    request({ type: $("offer").dataset.kind + "_accept" }));
  $("offer-decline").addEventListener("click", () =>
    request({ type: $("offer").dataset.kind + "_decline" }));
  $("pgn").addEventListener("click", () => request({ type: "pgn" }, (msg) => {
    const blob = new Blob([msg.pgn], { type: "application/x-chess-pgn" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "paiju-" + code + "-game-" + msg.game + ".pgn";
    a.id = "pgn-link";
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    window.paijuLastPgn = msg.pgn;
  }));

  connect();
})();
