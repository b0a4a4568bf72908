"""Build hook: the rules engine is compiled to C with mypyc (same sources, about twice as fast).

Everything else about the package is in pyproject.toml. The engine's modules are plain typed
Python; mypyc turns them into extension modules beside the sources, and `vanguard.native`
falls back to the sources when they are newer than the build (an edited checkout) or when
VANGUARD_PURE_PYTHON=1 is set. Set VANGUARD_PURE_PYTHON=1 at install time to skip compiling
(a machine without a C compiler, or to debug the engine in Python).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup

sys.path.insert(0, str(Path(__file__).parent / "src"))
from vanguard.native import module_sources, pure_python_asked  # one reading of each

COMPILED_PACKAGES = ("src/vanguard/engine",)


def _compiled_modules() -> list[str]:
    return [str(path) for package in COMPILED_PACKAGES for path in module_sources(Path(package))]


def _ext_modules() -> list[object]:
    if pure_python_asked():
        return []
    from mypyc.build import mypycify

    return list(mypycify(_compiled_modules(), opt_level="3", group_name="vanguard_engine"))


setup(
    ext_modules=_ext_modules(),
    options={"build_ext": {"parallel": os.cpu_count() or 1}},
)
