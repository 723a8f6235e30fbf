"""Room codes, session tokens and password hashes (scrypt, salted, slow).

Room codes are 12 characters of an unambiguous 32-letter alphabet (60 bits from ``secrets``);
tokens are 256-bit URL-safe strings of which the database keeps only the SHA-256 digest.
Passwords are stored as ``scrypt$log2n$r$p$salt$hash``, never in clear.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_LENGTH = 12
DEFAULT_LOG2N = 14
_R, _P = 8, 1


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(text: str) -> str:
    """Upper-case, drop spaces and dashes; '' when it cannot be a code."""
    code = text.strip().upper().replace("-", "").replace(" ", "")
    ok = len(code) == CODE_LENGTH and all(c in CODE_ALPHABET for c in code)
    return code if ok else ""


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def _scrypt(password: str, salt: bytes, log2n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=1 << log2n, r=r, p=p,
                          maxmem=256 * 1024 * 1024, dklen=32)


def hash_password(password: str, log2n: int = DEFAULT_LOG2N) -> str:
    salt = secrets.token_bytes(16)
    digest = _scrypt(password, salt, log2n, _R, _P)
    enc = base64.b64encode
    return f"scrypt${log2n}${_R}${_P}${enc(salt).decode()}${enc(digest).decode()}"


def verify_password(password: str, stored: str) -> bool:
    """Constant-time check of ``password`` against a ``hash_password`` string."""
    try:
        scheme, log2n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        want = base64.b64decode(digest)
        got = _scrypt(password, base64.b64decode(salt), int(log2n), int(r), int(p))
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(want, got)
