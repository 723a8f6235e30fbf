"""The nginx example of docs/online.md, run: TLS in front of ``paiju serve --public-origin
--trust-proxy``. The configuration is read from the document (only the certificate, the
ports and the files nginx writes are put in for the test), so the example is the one that
works. Skips without nginx or openssl (Debian: nginx-light, openssl)."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import ssl
import subprocess
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from online_helpers import ROOT, Peer, ServeProcess, free_port

from paiju.server import secrets_util

PUBLIC = "https://xq.example.org"
NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if os.path.exists("/usr/sbin/nginx")
                                  else None)


def documented_nginx() -> str:
    text = (ROOT / "docs" / "online.md").read_text(encoding="utf-8")
    found = re.search(r"\n(    upstream paiju .*?\n    }\n)", text, re.S)
    assert found, "docs/online.md has no nginx example"
    return "\n".join(line[4:] for line in found.group(1).splitlines())


def nginx_conf(folder: Path, port: int, servers: list[int]) -> Path:
    body = documented_nginx()
    upstream = " ".join(f"server 127.0.0.1:{p};" for p in servers)
    for old, new in (("server 127.0.0.1:8765; server 127.0.0.1:8766;", upstream),
                     ("listen 443 ssl http2;", f"listen 127.0.0.1:{port} ssl http2;"),
                     ("/etc/letsencrypt/live/xq.example.org/fullchain.pem",
                      str(folder / "cert.pem")),
                     ("/etc/letsencrypt/live/xq.example.org/privkey.pem",
                      str(folder / "key.pem"))):
        assert old in body, old
        body = body.replace(old, new)
    temp = "\n".join(f"    {kind}_temp_path {folder / kind};" for kind in
                     ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    conf = folder / "nginx.conf"
    conf.write_text(f"daemon off;\npid {folder / 'nginx.pid'};\nerror_log "
                    f"{folder / 'error.log'};\nevents {{}}\nhttp {{\n{temp}\n{body}\n}}\n")
    return conf


def test_the_documented_nginx_proxy_works(tmp_path: Path) -> None:
    if NGINX is None or shutil.which("openssl") is None:
        pytest.skip("nginx or openssl is not installed (Debian: nginx-light, openssl)")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=xq.example.org", "-keyout", str(tmp_path / "key.pem"),
                    "-out", str(tmp_path / "cert.pem")], check=True, capture_output=True)
    servers = [ServeProcess(f"sqlite:///{tmp_path / 'rooms.sqlite3'}", tmp_path / "s.log",
                            extra=("--public-origin", PUBLIC, "--trust-proxy"))]
    servers[0].start()
    port = free_port()
    conf = nginx_conf(tmp_path, port, [s.port for s in servers])
    checked = subprocess.run([NGINX, "-t", "-c", str(conf)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    proxy = subprocess.Popen([NGINX, "-c", str(conf)], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not (tmp_path / "nginx.pid").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        run_through_proxy(f"https://127.0.0.1:{port}")
    finally:
        proxy.terminate()
        proxy.wait(10)
        servers[0].stop(quiet=True)


def run_through_proxy(base: str) -> None:
    tls = ssl.create_default_context()
    tls.check_hostname = False
    tls.verify_mode = ssl.CERT_NONE

    async def connect(**headers: str) -> Peer:
        session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(ssl=tls))
        ws = await session.ws_connect(base.replace("https", "wss") + "/ws",
                                      headers={"Origin": PUBLIC, **headers})
        return Peer(session, ws)

    async def body() -> None:
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(ssl=tls)) as http:
            async with http.get(base + "/healthz") as reply:
                assert await reply.json() == {"ok": True}
        host = await connect()
        code = (await host.ok("create", name="Host", password="pw"))["room"]
        guest = await connect()
        await guest.ok("join", room=code, password="pw", name="Guest")
        await host.ok("move", move="h2e2", ply=0)
        assert (await guest.wait_for("move", ply=0))["move"] == "h2e2"
        # a foreign page is refused behind the proxy too
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await connect(Origin="https://evil.example")
        assert refused.value.status == 403
        # nginx replaces the X-Forwarded-For a client sends: a guesser cannot pose as many
        # addresses (20 failures for the address, then throttled whatever it claims)
        eve = [await connect(**{"X-Forwarded-For": f"203.0.113.{i}"}) for i in range(3)]
        answers: list[Any] = []
        for i in range(21):
            answers.append(await eve[i % 3].request("join", room=secrets_util.new_code(),
                                                    password="x", name="Eve"))
        codes = [a["code"] for a in answers]
        assert codes == ["denied"] * 20 + ["throttled"], codes
        for p in (host, guest, *eve):
            await p.close()
    asyncio.run(body())


def test_the_documented_caddyfile_is_valid(tmp_path: Path) -> None:
    """Caddy's own parser reads the Caddyfile of docs/online.md: both servers upstream, the
    client's X-Forwarded-For replaced by the address Caddy saw."""
    import json

    caddy = shutil.which("caddy")
    if caddy is None:
        pytest.skip("caddy is not installed (Debian: caddy)")
    text = (ROOT / "docs" / "online.md").read_text(encoding="utf-8")
    found = re.search(r"\n(    xq\.example\.org \{\n.*?\n    }\n)", text, re.S)
    assert found, "docs/online.md has no Caddyfile"
    (tmp_path / "Caddyfile").write_text(
        "\n".join(line[4:] for line in found.group(1).splitlines()) + "\n")
    adapted = subprocess.run([caddy, "adapt", "--config", str(tmp_path / "Caddyfile"),
                              "--adapter", "caddyfile"], capture_output=True, text=True,
                             env={**os.environ, "HOME": str(tmp_path)}, timeout=60)
    assert adapted.returncode == 0, adapted.stderr
    config = json.loads(adapted.stdout)
    route = json.dumps(config["apps"]["http"]["servers"])
    assert '"dial": "127.0.0.1:8765"' in route and '"dial": "127.0.0.1:8766"' in route
    assert '"X-Forwarded-For": ["{http.request.remote.host}"]' in route
