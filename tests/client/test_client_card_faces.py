"""Card faces are drawn from the card data, recognisable at a glance: the clan's colour and
emblem, a glyph for the race, grade, skill and trigger icons and the stats, as inline SVG and
text (no image is downloaded). Every clan and race of the pool has its own mark."""

from __future__ import annotations

from typing import Any

from browser_kit import FULL_HD, LAPTOP, PHONE, open_client, shot

from vanguard.netclient.local_server import ServerProcess

MARKS_JS = """async () => {
  const { CLAN_EMBLEMS, RACE_GLYPHS } = await import('/js/emblems.js');
  const { allCards, loadCards } = await import('/js/cards.js');
  await loadCards();
  const clans = new Set(allCards().map((c) => c.clan_key.replace(/^clan\\./, '')));
  const races = new Set(
    allCards().filter((c) => c.race_key).map((c) => c.race_key.replace(/^race\\./, '')));
  const glyphs = Object.values(RACE_GLYPHS).map(([shape, pips]) => `${shape}:${pips}`);
  return {
    clansWithout: [...clans].filter((k) => !CLAN_EMBLEMS[k]),
    racesWithout: [...races].filter((k) => !RACE_GLYPHS[k]),
    sharedGlyphs: glyphs.length - new Set(glyphs).size,
    sharedEmblems: Object.keys(CLAN_EMBLEMS).length
      - new Set(Object.values(CLAN_EMBLEMS).map((p) => p.join())).size,
  };
}"""

FACES_JS = """async () => {
  const { cardFace, loadCards } = await import('/js/cards.js');
  await loadCards();
  const names = ['blaster-blade', 'dragonic-overlord', 'battleraizer', 'lozenge-magus'];
  const row = document.createElement('div');
  row.className = 'card-list';
  row.style.cssText = '--cws: 160px; --cw: 160px; padding: 12px; background: #0d1117';
  for (const id of names) row.append(cardFace(id));
  document.getElementById('main').replaceChildren(row);
  return [...row.querySelectorAll('.card')].map((face) => ({
    emblem: face.querySelector('svg.clan-emblem path') !== null,
    race: face.querySelector('svg.race-glyph title')?.textContent || null,
    label: face.getAttribute('aria-label'),
    images: face.querySelectorAll('img').length,
  }));
}"""


def test_every_clan_and_race_of_the_pool_has_its_own_mark(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    marks = page.evaluate(MARKS_JS)
    assert marks == {"clansWithout": [], "racesWithout": [], "sharedGlyphs": 0, "sharedEmblems": 0}
    page.context.close()


def test_a_face_shows_its_clan_emblem_and_race_glyph_at_every_size(
    server: ServerProcess, browser: Any
) -> None:
    for name, viewport in (("phone", PHONE), ("1440", LAPTOP), ("1920", FULL_HD)):
        page = open_client(browser, server, viewport=viewport)
        faces = page.evaluate(FACES_JS)
        assert [face["race"] for face in faces] == ["Human", "Flame Dragon", "Battleroid", "Elf"]
        assert all(face["emblem"] and face["images"] == 0 and face["label"] for face in faces)
        shot(page, f"card-faces-{name}")
        assert page.page_errors == []  # type: ignore[attr-defined]
        page.context.close()


NAMES_JS = r"""async (width) => {
  const cards = await import('/js/cards.js');
  const { cardFace, allCards, loadCards, longestWordEms, FITTED_EMS } = cards;
  await loadCards();
  const row = document.createElement('div');
  row.className = 'card-list';
  row.style.cssText = `--cw: ${width}px; --cws: ${width}px; display: flex; flex-wrap: wrap`;
  for (const card of allCards()) row.append(cardFace(card.id));
  document.getElementById('main').replaceChildren(row);
  const broken = [];
  for (const line of row.querySelectorAll('.card-name')) {
    const text = line.firstChild;
    // Each part of a word ends at a hyphen, where a line may break as it does in print.
    for (const part of text.data.matchAll(/[^\s-]+-?/gu)) {
      const range = document.createRange();
      range.setStart(text, part.index);
      range.setEnd(text, part.index + part[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const plain = part[0].replaceAll('\u00ad', '');
      if (tops.size > 1 && !(longestWordEms(plain) > FITTED_EMS && part[0].includes('\u00ad'))) {
        broken.push(plain);
      }
    }
  }
  return broken;
}"""


def test_a_name_keeps_its_words_whole_on_the_narrowest_face(
    server: ServerProcess, browser: Any
) -> None:
    """A word of a card's name is never cut in two unmarked ("Embodime|nt"): the name is drawn
    smaller until its longest word fits, and a word too long for the smallest size breaks at
    a hyphen. Every name of the pool, in every language, on a phone's smallest face."""
    page = open_client(browser, server, viewport=PHONE)
    for language in ("en", "ru", "ko"):
        page.select_option("#language", language)
        page.wait_for_function("(lang) => document.documentElement.lang === lang", arg=language)
        assert page.evaluate(NAMES_JS, 64) == [], language
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()
