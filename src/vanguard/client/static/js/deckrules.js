// The deck rules of the Classic format (RULES.md R5), computed as the player builds, the same
// checks as vanguard.decks.check_deck; the server checks again when the deck is saved.

import { cardById, cardName, formatInfo, legalIn } from "./cards.js";
import { joinList, t } from "./i18n.js";

export const DECK_SIZE = 50; // R5.1
export const MAX_COPIES = 4; // R5.2
export const TRIGGERS = 16; // R5.3
export const MAX_HEALS = 4; // R5.4
export const MAX_SENTINELS = 4; // R5.5
export const TRIGGER_TYPES = ["Critical", "Draw", "Stand", "Heal"];

/** Counts for the live counters: total, triggers (and each type), heals, sentinels, grades. */
export function deckCounts(deck) {
  const counts = { total: 0, triggers: 0, byTrigger: {}, heals: 0, sentinels: 0, grades: [0, 0, 0, 0], clans: new Map() };
  for (const type of TRIGGER_TYPES) counts.byTrigger[type] = 0;
  for (const [id, count] of deck.entries) {
    const card = cardById(id);
    if (!card) continue;
    counts.total += count;
    if (card.trigger) {
      counts.triggers += count;
      counts.byTrigger[card.trigger] = (counts.byTrigger[card.trigger] || 0) + count;
    }
    if (card.trigger === "Heal") counts.heals += count;
    if (card.sentinel) counts.sentinels += count;
    counts.grades[card.grade] = (counts.grades[card.grade] || 0) + count;
    counts.clans.set(card.clan_key, (counts.clans.get(card.clan_key) || 0) + count);
  }
  return counts;
}

/** Every broken rule as {code, text}, in R5.8 code order. `unknown` are unreadable import
 * lines ({line, text, count, suggestions}). */
export function deckViolations(deck, unknown = []) {
  const counts = deckCounts(deck);
  const found = [];
  const add = (code, key, values) => found.push({ code, text: t(key, values) });
  // Counted as the counter counts: readable cards only (unreadable lines are reported on
  // their own, with how many cards they would have added).
  if (counts.total !== DECK_SIZE) add("DECK_SIZE", "ui.violation.DECK_SIZE", { count: counts.total });
  for (const [id, count] of deck.entries) {
    if (count > MAX_COPIES) add("TOO_MANY_COPIES", "ui.violation.TOO_MANY_COPIES", { count, card: cardName(id) });
  }
  if (counts.triggers !== TRIGGERS) add("TRIGGER_COUNT", "ui.violation.TRIGGER_COUNT", { count: counts.triggers });
  if (counts.heals > MAX_HEALS) add("TOO_MANY_HEALS", "ui.violation.TOO_MANY_HEALS", { count: counts.heals });
  if (counts.sentinels > MAX_SENTINELS) add("TOO_MANY_SENTINELS", "ui.violation.TOO_MANY_SENTINELS", { count: counts.sentinels });
  if (counts.clans.size > 1) {
    const clans = [...counts.clans.entries()].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${t(key)} ${n}`);
    add("MIXED_CLANS", "ui.violation.MIXED_CLANS", { count: counts.clans.size, clans: joinList(clans) });
  }
  const format = deckFormat(deck);
  for (const [id] of deck.entries) {
    const card = cardById(id);
    if (card && !legalIn(card, format)) {
      add("ILLEGAL_CARD", "ui.violation.NOT_IN_FORMAT", { card: card.name, format: t(`ui.format.${format}`) });
    }
  }
  for (const entry of unknown) {
    let text = t("ui.violation.ILLEGAL_CARD", { line: entry.line, text: entry.text });
    if (entry.suggestions && entry.suggestions.length) {
      text += ` ${t("ui.violation.ILLEGAL_CARD.suggestions", { names: joinList(entry.suggestions) })}`;
    }
    found.push({ code: "ILLEGAL_CARD", text });
  }
  if (!counts.grades[0]) add("FIRST_VANGUARD", "ui.violation.FIRST_VANGUARD", {});
  if (deck.firstVanguard) {
    const card = cardById(deck.firstVanguard);
    if (card && card.grade !== 0) {
      add("FIRST_VANGUARD", "ui.violation.FIRST_VANGUARD.not_grade_0", { card: card.name, grade: card.grade });
    }
    if (!deck.entries.get(deck.firstVanguard)) {
      add("FIRST_VANGUARD", "ui.violation.FIRST_VANGUARD.not_in_deck", { card: cardName(deck.firstVanguard) });
    }
  }
  return found;
}

/** The format a deck is built for (R5.9): its own choice, else the server's default. */
export function deckFormat(deck) {
  return deck.format || formatInfo().default;
}

/** The deck file format (`vanguard deck show`), with the English names the server reads. */
export function deckText(deck) {
  const lines = [`name: ${deck.name.replace(/\s+/g, " ").trim() || t("ui.deck.untitled")}`];
  if (deckFormat(deck) !== formatInfo().default) lines.push(`format: ${deckFormat(deck)}`);
  if (deck.firstVanguard && cardById(deck.firstVanguard)) {
    lines.push(`first vanguard: ${cardById(deck.firstVanguard).english_name}`);
  }
  for (const [id, count] of deck.entries) {
    const card = cardById(id);
    if (card && count > 0) lines.push(`${count}x ${card.english_name}`);
  }
  return `${lines.join("\n")}\n`;
}
