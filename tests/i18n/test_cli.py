"""`vanguard translations check` exit codes and output: 0 and an ok line for the shipped
catalogues, 1 and one line per problem otherwise."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from vanguard.cli import main


def test_the_shipped_catalogues_pass() -> None:
    result = CliRunner().invoke(main, ["translations", "check"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "ok: en, ru, ko catalogues agree"


def test_problems_exit_1_with_one_line_each(tmp_path: Path) -> None:
    catalogs = tmp_path / "catalogs"
    catalogs.mkdir()
    messages = {
        "en": {"text.a": "{count} cards", "text.unused": "x"},
        "ru": {"text.a": "{total} карт", "text.unused": "x"},
        "ko": {"text.unused": "x"},
    }
    for language, data in messages.items():
        (catalogs / f"{language}.json").write_text(json.dumps(data), "utf-8")
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "code.py").write_text('KEY = "text.a"\n', "utf-8")
    result = CliRunner().invoke(
        main, ["translations", "check", "--catalogs", str(catalogs), "--source", str(package)]
    )
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "placeholders: ru text.a has {total}, en has {count}",
        "missing: ko has no text.a (it is in en)",
        "unused: text.unused is used by no code",
    ]
    assert "3 problem(s) found" in result.stderr


def test_a_missing_folder_is_a_usage_error_not_a_traceback(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["translations", "check", "--catalogs", str(tmp_path / "nowhere")]
    )
    assert result.exit_code == 2
    assert "does not exist" in result.output
