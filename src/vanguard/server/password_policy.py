"""Which passwords are refused besides the length rule: the ones guessed first.

A length rule alone accepts `password` and `12345678`. An attacker tries the most common
passwords, the account's own name, and keyboard or alphabet runs first; those are refused
here, with a message that says why. The list is short on purpose: it is the head of every
public list of leaked passwords (8 characters or longer, as shorter ones already fail the
length rule), and variants with digits or punctuation appended are refused with it.
"""

from __future__ import annotations

from typing import Final

COMMON: Final = frozenset(
    """
    password passw0rd p@ssw0rd p@ssword password1 passwort motdepasse contrasena 12345678
    123456789 1234567890 0123456789 87654321 11111111 00000000 12341234 11223344 123123123
    1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwertyui qwertyuiop qwerty123 qwerty12 asdfghjk asdfghjkl
    zxcvbnm1 azertyui iloveyou iloveyou1 sunshine princess football baseball superman batman123
    starwars dragon12 master12 letmein1 welcome1 welcome123 monkey12 trustno1 whatever computer
    internet michael1 jennifer jordan23 shadow12 abcd1234 abc12345 abcdefgh aaaaaaaa changeme
    secret12 freedom1 liverpool chelsea1 arsenal1 charlie1 pokemon1 naruto12 samsung1 google12
    mustang1 access14 harley12 ranger12 buster12 soccer12 hockey12 killer12 hunter12 matrix12
    summer12 winter12 flower12 cardfight vanguard vanguard1 cardfight1 blasterblade overlord
    """.split()  # noqa: SIM905 (a word list reads best as words)
)

_RUNS: Final = (
    "abcdefghijklmnopqrstuvwxyz",
    "01234567890",
    "qwertyuiopasdfghjklzxcvbnm",
    "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p",
)
MIN_DISTINCT: Final = 4


def _core(password: str) -> str:
    """The password without digits and punctuation around it: `Password123!` -> `password`."""
    return password.casefold().strip("0123456789!@#$%^&*()-_=+.,?~ ")


def weakness(password: str, name: str) -> str | None:
    """Why `password` is too easy to guess for the account `name`, or None."""
    folded = password.casefold()
    if name and name.casefold() in folded:
        return "the password must not contain the account name"
    if folded in COMMON or _core(password) in COMMON:
        return "this password is one of the most common ones; choose another"
    if len(set(folded)) < MIN_DISTINCT:
        return f"the password needs at least {MIN_DISTINCT} different characters"
    if any(folded in run or folded in run[::-1] for run in _RUNS):
        return "the password is a run of neighbouring keys or letters; choose another"
    return None
