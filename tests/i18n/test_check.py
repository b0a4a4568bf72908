"""`vanguard translations check`: every kind of problem is found on small fake catalogues,
and the shipped catalogues have none (issue: missing keys, unused keys, placeholder
mismatches)."""

from __future__ import annotations

import json
from pathlib import Path

from vanguard.i18n.check import KeyUsers, check_catalogs, check_translations, key_literals

USED = KeyUsers(frozenset({"text.a", "text.b"}), client_exists=False)


def _kinds(report_problems: list) -> list[str]:
    return [p.kind for p in report_problems]


def test_the_shipped_catalogues_have_no_problem() -> None:
    report = check_translations()
    assert report.ok, [str(p) for p in report.problems]


def test_a_key_missing_from_one_language_and_extra_in_another_are_reported() -> None:
    catalogs = {
        "en": {"text.a": "A", "text.b": "B"},
        "ru": {"text.a": "А"},
        "ko": {"text.a": "가", "text.b": "나", "text.c": "다"},
    }
    report = check_catalogs(catalogs, USED)
    assert [str(p) for p in report.problems] == [
        "missing: ru has no text.b (it is in en)",
        "extra: ko has text.c, which en does not have",
    ]


def test_placeholder_mismatches_are_reported_with_both_sides() -> None:
    catalogs = {
        "en": {"text.a": "{count} cards", "text.b": "{n, plural, one {# card} other {# cards}}"},
        "ru": {"text.a": "{total} карт", "text.b": "{n, plural, one {# карта} other {# карт}}"},
    }
    report = check_catalogs(catalogs, USED)
    assert [str(p) for p in report.problems] == [
        "placeholders: ru text.a has {total}, en has {count}"
    ]


def test_a_message_that_is_not_icu_is_a_syntax_problem() -> None:
    catalogs = {"en": {"text.a": "A", "text.b": "B {x"}, "ru": {"text.a": "{n, plural, one {x}}"}}
    catalogs["ru"]["text.b"] = "Б"
    kinds = _kinds(check_catalogs(catalogs, USED).problems)
    assert kinds == ["syntax", "syntax"]  # en text.b unclosed; ru text.a plural without other


def test_a_key_no_code_uses_is_unused_unless_a_dynamic_family_covers_it() -> None:
    catalogs = {
        "en": {"text.a": "A", "text.b": "B", "text.orphan": "?", "card.wingal.name": "Wingal"},
    }
    report = check_catalogs(catalogs, USED)
    assert [str(p) for p in report.problems] == ["unused: text.orphan is used by no code"]


def test_client_keys_wait_on_an_informational_line_until_the_client_exists() -> None:
    catalogs = {"en": {"text.a": "A", "text.b": "B", "ui.lobby.x": "X", "ui.lobby.y": "Y"}}
    waiting = check_catalogs(catalogs, USED)
    assert waiting.ok
    assert waiting.notes == [
        "2 ui. keys wait for the browser client (client/static does not exist yet):"
        " not checked for use"
    ]
    with_client = check_catalogs(
        catalogs, KeyUsers(frozenset({"text.a", "text.b", "ui.lobby.x"}), client_exists=True)
    )
    assert [str(p) for p in with_client.problems] == ["unused: ui.lobby.y is used by no code"]
    assert with_client.notes == []


def test_key_literals_are_found_in_python_and_in_client_files(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text(
        'w("text.effect.draw")\nx = f"text.ref.{who}"\ny = "not a key"\n', "utf-8"
    )
    (tmp_path / "b.js").write_text("t('ui.lobby.login'); t(`ui.event.${kind}`)\n", "utf-8")
    found = key_literals([tmp_path / "a.py", tmp_path / "b.js"])
    assert found == {"text.effect.draw", "ui.lobby.login"}


def _fake_package(root: Path, python: str, client_js: str | None) -> Path:
    package = root / "pkg"
    package.mkdir()
    (package / "code.py").write_text(python, "utf-8")
    if client_js is not None:
        static = package / "client" / "static"
        static.mkdir(parents=True)
        (static / "app.js").write_text(client_js, "utf-8")
    return package


def _fake_catalogs(root: Path, catalogs: dict[str, dict[str, str]]) -> Path:
    folder = root / "catalogs"
    folder.mkdir()
    for language, messages in catalogs.items():
        (folder / f"{language}.json").write_text(json.dumps(messages), "utf-8")
    return folder


def test_check_translations_reads_the_files_and_scans_the_client(tmp_path: Path) -> None:
    catalogs = {
        language: {"text.a": "A", "ui.lobby.login": "Log in"} for language in ("en", "ru", "ko")
    }
    folder = _fake_catalogs(tmp_path, catalogs)
    package = _fake_package(tmp_path, 'print("text.a")\n', "t('ui.lobby.login')\n")
    assert check_translations(folder, package).ok


def test_an_unreadable_catalogue_is_one_problem_line(tmp_path: Path) -> None:
    folder = _fake_catalogs(tmp_path, {"en": {"text.a": "A"}, "ko": {"text.a": "가"}})
    (folder / "ru.json").write_text("{not json", "utf-8")
    report = check_translations(folder, _fake_package(tmp_path, "", None))
    assert _kinds(report.problems) == ["catalog"]
    assert "ru.json: not valid JSON" in str(report.problems[0])
