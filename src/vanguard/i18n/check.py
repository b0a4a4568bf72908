"""`vanguard translations check`: keeps the catalogues whole and honest.

Four kinds of problem, each reported on one line:
- `missing` / `extra`: a key English has and another language lacks, or the other way round;
- `placeholders`: a message whose fields differ from the English one (`{count}` against
  `{total}`), or that is not valid ICU MessageFormat (`syntax`);
- `unused`: a key no code uses. Code is the Python of the package and, once it exists, the
  browser client's `.js` / `.html` under `client/static`; a key is used when it appears there
  whole as a string literal, or when it falls under `KNOWN_DYNAMIC_PREFIXES` (keys.py).

Client keys (`ui.`) cannot have users before the client exists: until `client/static` is
there they are counted on an informational line, not reported as unused.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from vanguard.i18n.catalogs import (
    CATALOG_DIR,
    FALLBACK,
    LANGUAGE_CODES,
    CatalogError,
    read_catalog,
)
from vanguard.i18n.keys import CLIENT_PREFIX, is_dynamic
from vanguard.i18n.messages import MessageSyntaxError, field_names

PACKAGE_ROOT: Final = Path(__file__).resolve().parent.parent
"""`src/vanguard`: the Python code scanned for key literals."""
CLIENT_STATIC: Final = Path("client") / "static"
"""The browser client's files, relative to the package root."""
CLIENT_SUFFIXES: Final = (".js", ".mjs", ".html")

_KEY_LITERAL = re.compile(r"""["'`]([A-Za-z][\w-]*(?:\.[\w-]+)+)["'`]""")


@dataclass(frozen=True)
class Problem:
    kind: str
    """missing, extra, placeholders, syntax, unused or catalog."""
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.detail}"


@dataclass
class Report:
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class KeyUsers:
    """What the code uses: every key-like string literal, and whether the client exists."""

    literals: frozenset[str]
    client_exists: bool

    def uses(self, key: str) -> bool:
        return key in self.literals or is_dynamic(key)


def key_literals(paths: Iterable[Path]) -> frozenset[str]:
    """Every dotted string literal ("ui.lobby.login", 'text.x', `ui.y`) in these files."""
    found: set[str] = set()
    for path in paths:
        found.update(_KEY_LITERAL.findall(path.read_text("utf-8", errors="replace")))
    return frozenset(found)


def key_users(package_root: Path = PACKAGE_ROOT) -> KeyUsers:
    """The key literals of the package's Python and of the client's static files."""
    client = package_root / CLIENT_STATIC
    files = sorted(package_root.rglob("*.py"))
    if client.is_dir():
        files += sorted(p for p in client.rglob("*") if p.suffix in CLIENT_SUFFIXES)
    return KeyUsers(key_literals(files), client.is_dir())


def check_catalogs(
    catalogs: Mapping[str, Mapping[str, str]], users: KeyUsers, reference: str = FALLBACK
) -> Report:
    """Every problem of these catalogues (language -> key -> message) against `reference`."""
    report = Report()
    base = catalogs[reference]
    report.problems += _syntax_problems(reference, base)
    for language, messages in catalogs.items():
        if language == reference:
            continue
        report.problems += [
            Problem("missing", f"{language} has no {key} (it is in {reference})")
            for key in sorted(base.keys() - messages.keys())
        ]
        report.problems += [
            Problem("extra", f"{language} has {key}, which {reference} does not have")
            for key in sorted(messages.keys() - base.keys())
        ]
        report.problems += _syntax_problems(language, messages)
        report.problems += _field_problems(language, messages, reference, base)
    waiting = 0
    for key in sorted(base):
        if key.startswith(CLIENT_PREFIX) and not users.client_exists:
            waiting += 1
        elif not users.uses(key):
            report.problems.append(Problem("unused", f"{key} is used by no code"))
    if waiting:
        report.notes.append(
            f"{waiting} {CLIENT_PREFIX} keys wait for the browser client"
            f" ({CLIENT_STATIC.as_posix()} does not exist yet): not checked for use"
        )
    return report


def _syntax_problems(language: str, messages: Mapping[str, str]) -> list[Problem]:
    problems = []
    for key, message in sorted(messages.items()):
        try:
            field_names(message)
        except MessageSyntaxError as exc:
            problems.append(Problem("syntax", f"{language} {key} is not a valid message: {exc}"))
    return problems


def _field_problems(
    language: str, messages: Mapping[str, str], reference: str, base: Mapping[str, str]
) -> list[Problem]:
    problems = []
    for key in sorted(messages.keys() & base.keys()):
        try:
            theirs, ours = field_names(messages[key]), field_names(base[key])
        except MessageSyntaxError:
            continue  # already reported as syntax
        if theirs != ours:
            problems.append(
                Problem(
                    "placeholders",
                    f"{language} {key} has {_fields(theirs)}, {reference} has {_fields(ours)}",
                )
            )
    return problems


def _fields(names: frozenset[str]) -> str:
    return "{" + ", ".join(sorted(names)) + "}" if names else "no fields"


def check_translations(
    catalog_dir: Path = CATALOG_DIR,
    package_root: Path = PACKAGE_ROOT,
    languages: tuple[str, ...] = LANGUAGE_CODES,
) -> Report:
    """Reads the catalogues of `languages` from `catalog_dir` and checks them against the
    code under `package_root`."""
    catalogs: dict[str, dict[str, str]] = {}
    unreadable: list[Problem] = []
    for language in languages:
        try:
            catalogs[language] = read_catalog(catalog_dir / f"{language}.json")
        except CatalogError as exc:
            unreadable.append(Problem("catalog", str(exc)))
    if unreadable:
        return Report(problems=unreadable)
    return check_catalogs(catalogs, key_users(package_root), reference=languages[0])
