// The card pool in the chosen language (GET /api/cards?lang=) and the drawing of card faces:
// no official artwork, only what the card data says, in the clan's colour with its emblem and
// the race's glyph (emblems.js).

import { getJson } from "./api.js";
import { h } from "./dom.js";
import { clanEmblem, raceGlyph } from "./emblems.js";
import { currentLanguage, t } from "./i18n.js";

const pool = { lang: null, cards: [], byId: new Map(), byEnglish: new Map() };

export const TRIGGER_ICONS = { Critical: "★", Draw: "✎", Stand: "⟳", Heal: "✚" };
export const SKILL_ICONS = { "Twin Drive": "⚔", Boost: "➚", Intercept: "⇆" };

export async function loadCards() {
  const lang = currentLanguage();
  if (pool.lang === lang) return pool.cards;
  const data = await getJson(`/api/cards?lang=${lang}`);
  pool.lang = lang;
  pool.cards = data.cards;
  pool.formats = data.formats || { names: ["classic"], default: "classic" };
  pool.byId = new Map(data.cards.map((card) => [card.id, card]));
  pool.byEnglish = new Map(data.cards.map((card) => [card.english_name.toLowerCase(), card]));
  return pool.cards;
}

export function allCards() {
  return pool.cards;
}

/** The formats of R5.9 the server knows ({names, default}), from /api/cards. */
export function formatInfo() {
  return pool.formats || { names: ["classic"], default: "classic" };
}

/** Is the card legal in the format (one of its prints in a listed product, R5.9)? */
export function legalIn(card, format) {
  return (card.formats || []).includes(format);
}

export function cardById(id) {
  return pool.byId.get(id);
}

export function cardName(id) {
  const card = pool.byId.get(id);
  return card ? card.name : t("ui.board.card_back");
}

export function clanName(card) {
  return t(card.clan_key);
}

export function triggerName(trigger) {
  return trigger ? t(`trigger.${trigger.toLowerCase()}`) : t("ui.common.none");
}

function clanClass(card) {
  return card ? `clan-${card.clan_key.slice(5)}` : "";
}

function statLine(base, current, cls, label) {
  const changed = current !== undefined && current !== null && current !== base;
  const value = changed ? current : base;
  const title = changed ? t("ui.board.modified", { base, current }) : `${label}`;
  const dir = changed ? (current > base ? "up" : "down") : "";
  return h("span", { class: ["stat", cls, dir], title }, value);
}

const wordWidths = new Map();
let ruler = null;

/** A word's width in ems in the names' face (600 weight, the page's font), measured once. */
function wordEms(word) {
  let ems = wordWidths.get(word);
  if (ems === undefined) {
    if (!ruler) {
      ruler = document.createElement("canvas").getContext("2d");
      ruler.font = `600 100px ${getComputedStyle(document.body).fontFamily}`;
    }
    ems = ruler.measureText(word).width / 100;
    wordWidths.set(word, ems);
  }
  return ems;
}

/** The width of a name's longest word (split at spaces and after hyphens) in ems. */
export function longestWordEms(name) {
  let longest = 0;
  for (const word of name.split(/\s+|(?<=-)/u)) longest = Math.max(longest, wordEms(word));
  return longest;
}

/** The longest word, in ems, that a name is shrunk to fit on one line; the narrowest face (a
 * phone's) holds about this much at the smallest size a name is drawn (7px, app.css). */
export const FITTED_EMS = 8;

/** A card's name, drawn small enough that its longest word fits the face's width on one line
 * (CSS --name-fit): a word broken anywhere ("Embodime|nt") reads badly. A word longer than
 * FITTED_EMS may break between any two letters, but the break shows a hyphen (soft hyphens). */
function nameLine(name) {
  const shown = name.split(/(\s+)/u)
    .map((word) => (longestWordEms(word) > FITTED_EMS ? [...word].join("\u00ad") : word))
    .join("");
  const line = h("div", { class: "card-name" }, shown);
  line.style.setProperty("--name-fit", Math.min(FITTED_EMS, longestWordEms(name)).toFixed(2));
  return line;
}

/**
 * A card face. `unit` is the engine's unit view (current power/critical/shield, rested) when
 * the card is on a circle. Options: small (check strip, tray, lists). The face is an image
 * to assistive technology, named by its description.
 */
export function cardFace(cardId, { unit = null, iid = null, small = false } = {}) {
  const card = cardById(cardId);
  if (!card) return cardBack({ iid });
  const trigger = card.trigger;
  const face = h(
    "div",
    {
      class: ["card", "face", clanClass(card), small && "small", unit && unit.rested && "rested"],
      dataset: { card: card.id, ...(iid !== null ? { iid: String(iid) } : {}) },
      role: "img",
      "aria-label": describe(card, unit),
    },
    clanEmblem(card.clan_key),
    h(
      "div",
      { class: "card-top" },
      h("span", { class: "grade", title: t("ui.board.grade", { grade: card.grade }) }, card.grade),
      h(
        "span",
        { class: "skill-icon", title: t(card.skill_key), "aria-hidden": "true" },
        SKILL_ICONS[card.skill] || "",
      ),
      card.race_key ? raceGlyph(card.race_key, t(card.race_key)) : null,
      trigger
        ? h(
            "span",
            {
              class: ["trigger-icon", `trigger-${trigger.toLowerCase()}`],
              title: triggerName(trigger),
            },
            TRIGGER_ICONS[trigger] || "◆",
          )
        : null,
    ),
    nameLine(card.name),
    card.text.length
      ? h("div", { class: "card-text-mark", title: t("ui.board.abilities") }, "≡".repeat(Math.min(3, card.text.length)))
      : null,
    h(
      "div",
      { class: "card-stats" },
      statLine(card.power, unit && unit.power, "power", t("ui.board.power")),
      h(
        "span",
        { class: "small-stats" },
        statLine(card.critical, unit && unit.critical, "critical", t("ui.board.critical")),
        card.shield ? statLine(card.shield, unit && unit.shield, "shield", t("ui.board.shield")) : null,
      ),
    ),
  );
  return face;
}

export function cardBack({ iid = null, small = false, sideways = false } = {}) {
  return h(
    "div",
    {
      class: ["card", "back", small && "small", sideways && "sideways"],
      dataset: iid !== null ? { iid: String(iid) } : {},
      role: "img",
      "aria-label": t("ui.board.card_back"),
      title: t("ui.board.face_down"),
    },
    h("span", { class: "back-mark", "aria-hidden": "true" }, "V"),
  );
}

function describe(card, unit) {
  const parts = [card.name, t("ui.board.grade", { grade: card.grade })];
  parts.push(t("ui.board.power_value", { power: unit ? unit.power : card.power }));
  parts.push(t("ui.board.critical_value", { critical: unit ? unit.critical : card.critical }));
  if (card.shield) parts.push(t("ui.board.shield_value", { shield: card.shield }));
  if (card.trigger) parts.push(triggerName(card.trigger));
  if (unit && unit.rested) parts.push(t("ui.board.resting"));
  return parts.join(", ");
}

/** Everything about a card, for the large view: stats, clan, race, skill and ability text. */
export function cardDetail(cardId, unit = null) {
  const card = cardById(cardId);
  if (!card) return h("p", {}, t("ui.board.card_back"));
  const row = (label, value) => h("div", { class: "detail-row" }, h("dt", {}, label), h("dd", {}, value));
  const power = unit && unit.power !== card.power
    ? t("ui.board.modified", { base: card.power, current: unit.power })
    : String(card.power);
  const critical = unit && unit.critical !== card.critical
    ? t("ui.board.modified", { base: card.critical, current: unit.critical })
    : String(card.critical);
  return h(
    "div",
    { class: ["card-detail", clanClass(card)] },
    h("h3", { class: "detail-name" }, card.name),
    h(
      "dl",
      {},
      row(t("ui.board.clan"), t(card.clan_key)),
      card.race_key ? row(t("ui.board.race"), t(card.race_key)) : null,
      row(t("ui.deck.filter.grade"), String(card.grade)),
      row(t("ui.board.skill"), `${SKILL_ICONS[card.skill] || ""} ${t(card.skill_key)}`),
      row(t("ui.board.power"), power),
      row(t("ui.board.shield"), String(card.shield)),
      row(t("ui.board.critical"), critical),
      row(t("ui.board.trigger"), card.trigger ? `${TRIGGER_ICONS[card.trigger]} ${triggerName(card.trigger)}` : t("ui.common.none")),
      card.sentinel ? row(t("ui.board.sentinel"), t("ui.common.yes")) : null,
      unit ? row(t("ui.board.standing"), unit.rested ? t("ui.board.resting") : t("ui.board.standing")) : null,
    ),
    h("h4", {}, t("ui.board.abilities")),
    card.text.length
      ? h("ul", { class: "ability-text" }, card.text.map((line) => h("li", {}, line)))
      : h("p", { class: "muted" }, t("ui.board.no_abilities")),
  );
}

/** The larger view of a card in a modal dialog (hover shows it in the side panel too). */
export function openZoom(cardId, unit = null) {
  const dialog = document.getElementById("zoom");
  const body = dialog.querySelector(".zoom-body");
  body.replaceChildren(
    h("div", { class: "zoom-face" }, cardFace(cardId, { unit })),
    cardDetail(cardId, unit),
  );
  dialog.querySelector(".zoom-title").textContent = t("ui.board.card_details");
  if (!dialog.open) dialog.showModal();
}

/** The rendered text lines of a card's abilities of one kind ("auto", "act", "cont"), or of
 * its `index`-th printed ability. */
export function abilityLines(cardId, kind = null, index = null) {
  const card = cardById(cardId);
  if (!card) return [];
  // The engine names the printed ability being played; a triggered one not yet played (or a
  // granted one) is quoted with every line of its kind.
  if (index !== null && card.text[index] !== undefined) return [card.text[index]];
  const kinds = card.ability_kinds || [];
  return card.text.filter((_, i) => !kind || kinds[i] === kind);
}
