// The lobby page: the listed rooms, and a form to host one (then on to its room page).
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);

  async function refresh() {
    const reply = await fetch("/api/lobby");
    const data = await reply.json();
    const list = $("lobby");
    list.textContent = "";
    for (const room of data.rooms) {
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = "/r/" + encodeURIComponent(room.code);
      a.textContent = room.host + "'s room";
      const seats = document.createElement("span");
      seats.textContent = " — " + (room.players.red || "free") + " vs " +
        (room.players.black || "free") + (room.kind === "problem" ? " (problem)" : "");
      li.append(a, seats);
      list.appendChild(li);
    }
    $("empty").hidden = data.rooms.length > 0;
  }

  $("create-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const ws = new WebSocket(scheme + location.host + "/ws");
    const minutes = Number($("create-minutes").value);
    const body = { v: 1, id: 1, type: "create", name: $("create-name").value,
                   password: $("create-password").value, color: $("create-color").value,
                   private: $("create-private").checked };
    if (minutes > 0) {
      body.time_control = { initial_s: minutes * 60,
                            increment_s: Number($("create-increment").value) || 0 };
    }
    ws.onopen = () => ws.send(JSON.stringify(body));
    ws.onmessage = (e) => {
      const msg = JSON.parse(e.data);
      if (msg.type === "ok") {
        sessionStorage.setItem("paiju-token-" + msg.room, msg.token);
        location.href = "/r/" + msg.room;
      } else if (msg.type === "error") {
        $("create-error").textContent = msg.message;
      }
    };
  });

  refresh();
  setInterval(refresh, 10000);
})();
