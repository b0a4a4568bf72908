"""`vanguard.native`: a package runs its compiled build only when that build matches its
sources; an edited checkout, or `VANGUARD_PURE_PYTHON=1`, runs the sources instead.

Each case builds a small package in a temporary checkout, with a file in place of the
extension module that is not a loadable library: importing it would fail, so a module that
imports shows that its source was used. Imports run in a child process, so the finder that
`prepare` installs never touches this one.
"""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vanguard.native import PURE_PYTHON_SWITCH

PROBE = "import sys, fakepkg.mod; print(fakepkg.COMPILED, fakepkg.mod.WHERE)"


def _package(root: Path, *, checkout: bool, build_newer: bool) -> Path:
    """A package `fakepkg` whose module `mod` has a source and a (fake) build beside it."""
    root.mkdir(exist_ok=True)
    if checkout:
        (root / "pyproject.toml").write_text("[project]\nname = 'fake'\n")
    package = root / "src" / "fakepkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(
        "from vanguard import native\nCOMPILED = native.prepare(__name__, __path__)\n"
    )
    source = package / "mod.py"
    source.write_text("WHERE = 'source'\n")
    built = package / f"mod{importlib.machinery.EXTENSION_SUFFIXES[0]}"
    built.write_bytes(b"not a shared library")
    source_time = source.stat().st_mtime
    built_time = source_time + 60 if build_newer else source_time - 60
    os.utime(built, (built_time, built_time))
    return root / "src"


def _run(path: Path, switch: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != PURE_PYTHON_SWITCH}
    env["PYTHONPATH"] = os.pathsep.join([str(path), *sys.path])
    if switch is not None:
        env[PURE_PYTHON_SWITCH] = switch
    return subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=60
    )


def test_a_source_edited_after_the_build_is_imported_instead_with_a_warning(
    tmp_path: Path,
) -> None:
    result = _run(_package(tmp_path, checkout=True, build_newer=False))
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "source"]
    assert "the sources of mod are newer than the compiled build" in result.stderr


def test_the_pure_python_switch_imports_the_sources_of_a_current_build(tmp_path: Path) -> None:
    result = _run(_package(tmp_path, checkout=True, build_newer=True), switch="1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "source"]
    assert "newer" not in result.stderr


@pytest.mark.parametrize(
    ("checkout", "build_newer"), [(True, True), (False, False)], ids=["current", "installed"]
)
def test_a_current_build_or_an_installed_package_imports_the_build(
    tmp_path: Path, checkout: bool, build_newer: bool
) -> None:
    """The build is chosen, so importing the fake library fails: proof it was the one tried.
    An installed package is never compared by file times (an installer writes files in any
    order)."""
    result = _run(_package(tmp_path, checkout=checkout, build_newer=build_newer))
    assert result.returncode != 0
    assert "ImportError" in result.stderr
    result = _run(_package(tmp_path / "again", checkout=checkout, build_newer=build_newer), "0")
    assert "ImportError" in result.stderr, "VANGUARD_PURE_PYTHON=0 asks for nothing"


def test_a_package_without_a_build_runs_its_sources_silently(tmp_path: Path) -> None:
    path = _package(tmp_path, checkout=True, build_newer=True)
    for built in (path / "fakepkg").glob("mod.*"):
        if built.suffix != ".py":
            built.unlink()
    result = _run(path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "source"]
    assert result.stderr == ""
