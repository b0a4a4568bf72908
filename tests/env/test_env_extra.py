"""`vanguard.env` is an optional extra: without it, importing says what to install."""

from __future__ import annotations

import importlib
import sys

import pytest


def test_importing_the_environment_without_the_extra_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in [n for n in sys.modules if n == "vanguard.env" or n.startswith("vanguard.env.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "pettingzoo", None)  # makes `import pettingzoo` fail
    with pytest.raises(ImportError, match=r"pip install 'vanguard-remaster\[env\]'"):
        importlib.import_module("vanguard.env")
