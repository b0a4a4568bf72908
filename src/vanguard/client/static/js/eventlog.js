// Engine events as readable lines of the catalogue (`ui.event.<kind>` and its variants).

import { cardName, triggerName } from "./cards.js";
import { has, joinList, t } from "./i18n.js";

const CIRCLES = new Set(["RC_FL", "VC", "RC_FR", "RC_BL", "RC_BC", "RC_BR", "GC"]);

export function circleLabel(circle) {
  return CIRCLES.has(circle) ? t(`ui.circle.${circle}`) : zoneLabel(circle);
}

export function zoneLabel(zone) {
  if (CIRCLES.has(zone)) return t(`ui.circle.${zone}`);
  return has(`ui.zone.${zone}`) ? t(`ui.zone.${zone}`) : String(zone);
}

function signed(amount) {
  return amount > 0 ? `+${amount}` : String(amount);
}

function names(cards) {
  return joinList((cards || []).map((c) => cardName(c.card)));
}

/**
 * One event as a line of text, or null for events that only mark a moment (shuffles are
 * kept: they tell the opponent something happened). `who(seat)` names a player.
 */
export function eventLine(event, who) {
  const player = event.player === null || event.player === undefined ? "" : who(event.player);
  const card = event.card ? cardName(event.card) : "";
  switch (event.kind) {
    case "drew":
      return event.cards ? t("ui.event.drew_private", { cards: names(event.cards) }) : t("ui.event.drew", { player, count: event.count });
    case "mulligan":
      return t("ui.event.mulligan", { player, count: event.count });
    case "turn_started":
      return t("ui.event.turn_started", { turn: event.turn, player });
    case "turn_ended":
      return t("ui.event.turn_ended", { turn: event.turn, player });
    case "phase":
      return t("ui.event.phase", { player, phase: t(`ui.phase.${event.phase}`) });
    case "step":
      return t("ui.event.step", { step: t(`ui.step.${event.step}`) });
    case "stood":
      return t("ui.event.stood", { player, cards: names(event.units) });
    case "rested":
      return t("ui.event.rested", { player, cards: names(event.units) });
    case "called":
      return t("ui.event.called", { player, card, circle: circleLabel(event.circle) });
    case "moved":
      return (event.units || [])
        .map((unit) => t("ui.event.moved", { player, card: cardName(unit.card), circle: circleLabel(unit.to) }))
        .join(" · ");
    case "attacked":
      return t("ui.event.attacked", { attacker: cardName(event.attacker.card), target: cardName(event.target.card) });
    case "hit":
    case "no_hit":
      if (!event.attacker) return t("ui.event.no_hit.left_circle");
      return t(`ui.event.${event.kind}`, {
        attacker: cardName(event.attacker.card),
        target: cardName(event.target.card),
        power: event.power,
        target_power: event.target_power,
      });
    case "boosted":
      return t("ui.event.boosted", { card });
    case "guarded":
    case "intercepted":
      return t(`ui.event.${event.kind}`, { player, card, shield: event.shield });
    case "check_revealed":
      return t(`ui.event.check_revealed.${event.check}`, { player, card });
    case "trigger":
      return t("ui.event.trigger", { trigger: triggerName(event.trigger), card });
    case "power_changed":
    case "critical_changed":
    case "shield_changed":
      return t(`ui.event.${event.kind}`, { card, amount: signed(event.amount) });
    case "healed":
    case "damage_taken":
      return t(`ui.event.${event.kind}`, { player, card, damage: event.damage });
    case "retired":
      return t("ui.event.retired", { card, reason: t(`ui.event.retired.reason.${event.reason}`) });
    case "counter_blast":
    case "counter_charge":
    case "soul_blast":
    case "soul_charge":
    case "discarded":
    case "milled":
      return t(`ui.event.${event.kind}`, { player, cards: names(event.cards) });
    case "superior_ride":
      return t("ui.event.superior_ride", { player, card, zone: zoneLabel(event.from) });
    case "superior_call":
      return t("ui.event.superior_call", { player, card, zone: zoneLabel(event.from), circle: circleLabel(event.circle) });
    case "ability_triggered":
      return card ? t("ui.event.ability_triggered", { card }) : t("ui.event.ability_triggered_hidden");
    case "ability_played":
      return t("ui.event.ability_played", { player, card });
    case "ability_ended":
      return t("ui.event.ability_ended", { card, reason: t(`ui.event.ability_ended.reason.${event.reason}`) });
    case "chose":
    case "found":
    case "drive_to_hand":
      return card ? t(`ui.event.${event.kind}`, { player, card }) : t(`ui.event.${event.kind}_hidden`, { player });
    case "put_into_hand":
      return card
        ? t("ui.event.put_into_hand", { player, card, zone: zoneLabel(event.from) })
        : t("ui.event.put_into_hand_hidden", { player, zone: zoneLabel(event.from) });
    case "put_into_drop":
      return t("ui.event.put_into_drop", { player, card, zone: zoneLabel(event.from) });
    case "returned_to_deck":
      return card ? t("ui.event.returned_to_deck", { player, card }) : t("ui.event.returned_to_deck_hidden", { player });
    case "put_on_deck":
      return t(`ui.event.put_on_deck.${event.position === "bottom" ? "bottom" : "top"}`, { player });
    case "looked_at_top":
      return card ? t("ui.event.looked_at_top_private", { card }) : t("ui.event.looked_at_top", { player });
    case "restricted":
      return t(`ui.event.restricted.${event.rule}`, { card });
    case "lost_ability":
      return t("ui.event.lost_ability", { card, ability: has(`skill.${event.ability}`) ? t(`skill.${event.ability}`) : event.ability });
    case "put_into_soul":
    case "put_on_vanguard_circle":
    case "gained_ability":
      return t(`ui.event.${event.kind}`, { card });
    case "revealed":
      return t("ui.event.revealed", { player, card });
    case "first_player_chosen":
      return t(`ui.event.first_player_chosen.${event.goes === "second" ? "second" : "first"}`, { player });
    case "first_player":
    case "first_player_draw":
    case "first_vanguard_set":
    case "shuffled":
    case "conceded":
    case "searched_deck":
    case "main_phase_ended":
    case "battle_phase_ended":
      return t(`ui.event.${event.kind}`, { player });
    case "game_started":
    case "stand_up":
    case "battle_ended":
    case "no_attack_first_turn":
    case "game_over":
      return t(`ui.event.${event.kind}`);
    default:
      return has(`ui.event.${event.kind}`) ? t(`ui.event.${event.kind}`, { player, card }) : t("ui.event.unknown", { kind: event.kind });
  }
}

/** Markers of the turn's structure: hidden from the log unless the reader asks for them. */
const NOISE = new Set([
  "step", "phase", "stand_up", "battle_ended", "main_phase_ended", "battle_phase_ended", "forced_choice",
]);

export function isNoise(event) {
  return NOISE.has(event.kind);
}

/** Events whose line says something worth a separate colour in the log. */
export function eventTone(event) {
  if (event.kind === "attacked" || event.kind === "boosted" || event.kind === "no_hit") return "battle";
  if (event.kind === "trigger" || event.kind === "check_revealed") return "check";
  if (event.kind === "damage_taken" || event.kind === "hit") return "hit";
  if (event.kind === "turn_started") return "turn";
  if (event.kind === "game_over" || event.kind === "conceded") return "over";
  return "";
}
