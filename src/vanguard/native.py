"""Whether a package runs compiled, and the fall-back to its sources.

The engine's modules are compiled to C by mypyc when the package is installed (setup.py): the
same typed sources, about twice as fast. The extension modules sit beside the sources, and
Python imports an extension module before a source file of the same name, so in a checkout
an edited source would silently lose to the build made before the edit. `prepare()` is called
by the package's (never compiled) `__init__` before any of its modules is imported: it
reports whether the build is used, and imports the sources instead when

- `VANGUARD_PURE_PYTHON` is set (to anything but `0`): to debug or trace the engine in Python;
- in a checkout, a source is newer than the build or has none (warned once: reinstall to
  compile again).

The build is all or nothing: compiled modules call each other directly, so a source module
beside compiled ones would be bypassed by them.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
import warnings
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

PURE_PYTHON_SWITCH = "VANGUARD_PURE_PYTHON"


def pure_python_asked() -> bool:
    """True when the environment asks for the sources (`VANGUARD_PURE_PYTHON=1`)."""
    return os.environ.get(PURE_PYTHON_SWITCH, "") not in ("", "0")


def compiled_module(source: Path) -> Path | None:
    """The extension module built from `source`, if there is one beside it."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = source.with_suffix(suffix)
        if candidate.exists():
            return candidate
    return None


def module_sources(directory: Path) -> list[Path]:
    """The module sources of the package in `directory` that are compiled: all but its
    `__init__`, which stays Python so that it can choose between the build and the sources."""
    return sorted(source for source in directory.glob("*.py") if source.name != "__init__.py")


def builds_of(directory: Path) -> dict[Path, Path | None]:
    """Each compiled module source of `directory` and the build beside it."""
    return {source: compiled_module(source) for source in module_sources(directory)}


def stale_sources(builds: dict[Path, Path | None]) -> list[str]:
    """The modules whose source is newer than their build, or has none."""
    return [
        source.stem
        for source, built in builds.items()
        if built is None or source.stat().st_mtime > built.stat().st_mtime
    ]


def in_checkout(directory: Path) -> bool:
    """True for a package inside a source checkout (under a `src` folder beside the project's
    pyproject.toml); an installed package is never edited in place."""
    return any(
        folder.name == "src" and (folder.parent / "pyproject.toml").is_file()
        for folder in directory.parents
    )


class _SourceFinder:
    """Finds the modules of one package in its source files, ahead of the extension modules."""

    def __init__(self, package: str, directory: Path) -> None:
        self.package = package
        self.directory = directory

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        parent, _, name = fullname.rpartition(".")
        if parent != self.package:
            return None
        source = self.directory / f"{name}.py"
        if not source.is_file():
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def prepare(package: str, path: Sequence[str]) -> bool:
    """Decide, before `package` imports its modules, whether they run compiled (True) or from
    their sources (False; the sources are then found first)."""
    directory = Path(path[0])
    builds = builds_of(directory)
    if not any(builds.values()):
        return False
    if not pure_python_asked():
        stale = stale_sources(builds) if in_checkout(directory) else []
        if not stale:
            return True
        warnings.warn(
            f"{package}: the sources of {', '.join(stale)} are newer than the compiled build;"
            " running from the sources (install the package again to compile them)",
            stacklevel=3,
        )
    sys.meta_path.insert(0, _SourceFinder(package, directory))
    return False
