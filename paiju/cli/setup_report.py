"""How ``paiju validate`` prints setup issues, for the standard game and Three Kingdoms alike."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Protocol


class Issue(Protocol):
    """What both games' setup issues offer."""

    @property
    def is_error(self) -> bool: ...

    @property
    def code(self) -> str: ...

    @property
    def message(self) -> str: ...

    @property
    def severity(self) -> Any: ...

    def to_dict(self) -> dict[str, Any]: ...


def report(head: dict[str, object], issues: Sequence[Issue], as_json: bool) -> int:
    """Print the issues (one a line, or JSON after ``head``); exit status 1 on an error."""
    valid = not any(issue.is_error for issue in issues)
    if as_json:
        print(json.dumps({**head, "valid": valid,
                          "issues": [issue.to_dict() for issue in issues]},
                         ensure_ascii=False, indent=1))
    else:
        for issue in issues:
            print(f"{issue.severity.value} {issue.code}: {issue.message}")
        if not issues:
            print("ok: a legal setup")
    return 0 if valid else 1
