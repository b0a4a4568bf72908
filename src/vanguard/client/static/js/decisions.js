// From the server's `legal` list to what the player may click: highlighted cards and circles,
// buttons, and a tray for cards that are not on the table (a deck search, the soul). Nothing
// is offered that the list does not contain; every click sends one of its actions as it is.

import { cardById, cardName } from "./cards.js";
import { t } from "./i18n.js";

const NO_CARD_KINDS = new Set([
  "end_main", "end_battle", "skip_ride", "skip_boost", "end_guard", "yes", "no",
  "choose_none", "top", "bottom", "number", "go_first", "go_second", "back",
]);
const TWO_STEP_KINDS = new Set(["call", "move", "choose_circle", "attack"]);
const SET_KINDS = new Set(["mulligan", "select"]);
/** Cost payments whose cards usually matter little: the first offered set comes selected,
 * so paying is one click; a click on a card still changes the pick. */
const PRESELECTED_KINDS = new Set(["counter_blast", "soul_blast"]);
const ABILITY_KINDS = new Set(["activate", "play_ability"]);
const TRAY_ZONES = new Set(["soul", "drop", "deck", "unknown"]);
/** Damage cards are readable chips on the board; when they are being picked (Counter Blast)
 * they are offered in the tray as well, as whole cards with a finger-sized target. */
const ALSO_TRAY_ZONES = new Set(["damage"]);
/** The decisions an ability asks while it resolves: their prompt quotes its text. */
export const ABILITY_PROMPTS = new Set([
  "use_ability", "choose", "counter_blast", "soul_blast", "discard", "search", "top_or_bottom",
  "choose_circle", "select", "number", "draw_up_to", "call_circle",
]);
/** The back-row circle behind each front-row circle (R4.2.3): where a booster stands. */
const BEHIND = { RC_FL: "RC_BL", VC: "RC_BC", RC_FR: "RC_BR" };
/** Buttons that end or decline something: shown after the others. */
const PASS_KINDS = new Set(["end_main", "end_battle", "skip_ride", "skip_boost", "end_guard", "no", "choose_none", "bottom", "back"]);

/**
 * Where each card the viewer can see is: iid -> {card, zone, faceUp, seat, circle}.
 * `ownCards` (iid -> card id) names the viewer's cards the view does not show (their deck).
 */
export function indexCards(view, ownCards = {}) {
  const index = new Map();
  for (const [iid, card] of Object.entries(ownCards)) {
    index.set(Number(iid), { card, zone: "deck", faceUp: true, seat: view.viewer });
  }
  for (const player of view.players) {
    const seat = player.player;
    for (const [circle, unit] of Object.entries(player.field)) {
      if (unit && unit.iid !== undefined) index.set(unit.iid, { card: unit.card, zone: "field", circle, seat, unit });
    }
    for (const card of player.hand || []) index.set(card.iid, { card: card.card, zone: "hand", seat });
    for (const card of player.soul) index.set(card.iid, { card: card.card, zone: "soul", seat });
    for (const card of player.drop) index.set(card.iid, { card: card.card, zone: "drop", seat });
    for (const card of player.damage) {
      index.set(card.iid, { card: card.card, zone: "damage", faceUp: card.face_up, seat });
    }
    for (const unit of player.guardians) index.set(unit.iid, { card: unit.card, zone: "guardian", seat, unit });
    if (player.trigger_zone) {
      index.set(player.trigger_zone.iid, { card: player.trigger_zone.card, zone: "trigger", seat });
    }
  }
  return index;
}

/** Cards that stand for each other in a decision: same card, same zone, same face (a
 * unit on a circle is always itself). */
function sameKey(index, iid) {
  const where = index.get(iid);
  if (!where) return `?${iid}`;
  if (where.zone === "field" || where.zone === "guardian") return `#${iid}`;
  return `${where.seat}:${where.zone}:${where.card}:${where.faceUp !== false}`;
}

function zoneOf(index, iid) {
  const where = index.get(iid);
  return where ? where.zone : "unknown";
}

function nameOf(index, iid) {
  const where = index.get(iid);
  return where ? cardName(where.card) : t("ui.board.card_back");
}

function actionLabel(action, index) {
  const kind = action.kind;
  if (kind === "number") return t("ui.action.number", { count: action.choice });
  if (kind === "choose_none" && action.searching) return t("ui.action.search_none");
  if (ABILITY_KINDS.has(kind)) {
    return t("ui.board.ability_of", { index: (action.choice ?? 0) + 1, card: nameOf(index, action.card) });
  }
  return t(`ui.action.${kind}`);
}

/**
 * The standing unit with Boost directly behind `attacker` (R12.3.6), or null: whether to
 * offer the boost switch. The engine has the last word (an ability may forbid the boost):
 * then no boost question comes at all.
 */
export function boosterFor(index, attacker) {
  const where = index.get(attacker);
  if (!where || where.zone !== "field" || !BEHIND[where.circle]) return null;
  for (const [iid, other] of index) {
    if (other.zone === "field" && other.seat === where.seat && other.circle === BEHIND[where.circle]) {
      const card = cardById(other.card);
      return other.unit && !other.unit.rested && card && card.skill === "Boost" ? iid : null;
    }
  }
  return null;
}

export class DecisionController {
  /** `send(action, after)`: `after` says how to answer the question the action leads to
   * ({boost}: the boost question that follows an attack, chosen with the attack). */
  constructor(send) {
    this.send = send;
    this.version = null;
    this.pick = null;
    this.toggled = [];
    this.boost = true; // boost the attack (a boost only adds power); a toggle of the prompt
    this.guardDone = true; // one guardian, then done guarding; off to add more
    this.preselected = null; // the version whose cost cards were selected for the player
  }

  /** A new state: forget a half-made decision (and reset the prompt's switches) if the game
   * moved on. */
  update(version) {
    if (version !== this.version) {
      this.version = version;
      this.pick = null;
      this.toggled = [];
      this.boost = true;
      this.guardDone = true;
    }
  }

  /** Esc: drop a half-made pick; true if there was one (else Esc goes back, see keys.js). */
  cancel() {
    const had = this.pick !== null || this.toggled.length > 0;
    this.pick = null;
    this.toggled = [];
    return had;
  }

  /**
   * What to offer for `legal` (all of one prompt `kind`). Returns {prompt, buttons,
   * cards: Map(iid -> {onClick, selected}), circles: Map(circle -> onClick), tray: [...]}.
   * `context` gives prompt values found in events (the card of an ability, the looked-at card).
   */
  plan(kind, legal, index, context, rerender) {
    const plan = { prompt: "", buttons: [], cards: new Map(), circles: new Map(), tray: [], picked: null, source: null };
    if (!legal.length) return plan;
    const searching = kind === "search";
    const choose = (action) => () => this.send(action);
    // An attack carries the boost choice made with it: the boost question is answered so.
    const attack = (action) => () => this.send(action, { boost: this.boost });

    // ------------------------------------------------------------ card sets (mulligan, costs)
    const setActions = legal.filter((a) => SET_KINDS.has(a.kind));
    if (setActions.length) {
      if (PRESELECTED_KINDS.has(kind) && this.preselected !== this.version && !this.toggled.length) {
        this.preselected = this.version;
        this.toggled = [...(setActions[0].cards || [])];
      }
      const keyed = setActions.map((a) => ({ action: a, keys: (a.cards || []).map((i) => sameKey(index, i)).sort() }));
      const candidateKeys = new Set(keyed.flatMap((k) => k.keys));
      const selectedKeys = this.toggled.map((i) => sameKey(index, i)).sort();
      const match = keyed.find((k) => k.keys.length === selectedKeys.length && k.keys.every((x, i) => x === selectedKeys[i]));
      const candidates = new Set(setActions.flatMap((a) => a.cards || []));
      for (const [iid] of index) if (candidateKeys.has(sameKey(index, iid))) candidates.add(iid);
      for (const iid of candidates) {
        const toggle = () => {
          const at = this.toggled.indexOf(iid);
          if (at >= 0) this.toggled.splice(at, 1);
          else this.toggled.push(iid);
          rerender();
        };
        this.offerCard(plan, index, iid, toggle, this.toggled.includes(iid));
      }
      const isMulligan = setActions[0].kind === "mulligan";
      const size = Math.max(...setActions.map((a) => (a.cards || []).length));
      plan.prompt = isMulligan ? t("ui.prompt.mulligan") : t(`ui.prompt.${kind}`, { count: size });
      const label = isMulligan
        ? (this.toggled.length ? t("ui.action.mulligan") : t("ui.action.mulligan_keep"))
        : t("ui.action.select");
      plan.buttons.push({
        label,
        primary: true,
        disabled: !match,
        key: "confirm",
        onClick: () => match && this.send(match.action),
      });
      if (!isMulligan) {
        plan.buttons.push({ label: `${t("ui.board.select_exactly", { count: size })} · ${t("ui.board.selected", { count: this.toggled.length })}`, info: true, key: "count" });
      }
      else if (this.toggled.length) plan.buttons.push({ label: t("ui.board.selected", { count: this.toggled.length }), info: true, key: "count" });
      if (this.toggled.length) {
        plan.buttons.push({ label: t("ui.prompt.clear_picks"), key: "clear", kind: "clear", onClick: () => { this.toggled = []; rerender(); } });
      }
    }

    // ------------------------------------------------------------ plain buttons
    const plain = legal.filter((a) => NO_CARD_KINDS.has(a.kind));
    const ordered = [...plain.filter((a) => !PASS_KINDS.has(a.kind)), ...plain.filter((a) => PASS_KINDS.has(a.kind))];
    for (const action of ordered) {
      plan.buttons.push({
        label: actionLabel({ ...action, searching }, index),
        primary: !PASS_KINDS.has(action.kind),
        key: `${action.kind}:${action.choice ?? ""}`,
        kind: action.kind,
        onClick: choose(action),
      });
    }

    // ------------------------------------------------------------ cards
    const cardActions = legal.filter((a) => a.card !== undefined && a.card !== null && !SET_KINDS.has(a.kind));
    const byKey = new Map();
    for (const action of cardActions) {
      const key = sameKey(index, action.card);
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key).push(action);
    }
    const sources = new Set(cardActions.map((a) => a.card));
    const twoStepSources = new Set(cardActions.filter((a) => TWO_STEP_KINDS.has(a.kind)).map((a) => a.card));
    if (this.pick === null && twoStepSources.size === 1 && cardActions.every((a) => TWO_STEP_KINDS.has(a.kind))) {
      // Only one card to place or attack with: go straight to its circles or targets.
      const only = [...twoStepSources][0];
      if (kind === "call_circle") this.pick = only;
    }
    if (this.pick !== null && !sources.has(this.pick)) this.pick = null;

    const optionsFor = (iid) => byKey.get(sameKey(index, iid)) || [];
    const clickCard = (iid) => () => {
      const options = optionsFor(iid);
      const single = options.filter((a) => !TWO_STEP_KINDS.has(a.kind));
      // Using an ability pays its cost: it is always confirmed on a button, never one click.
      if (options.length === 1 && single.length === 1 && single[0].kind !== "activate") {
        const guarding = single[0].kind === "guard" || single[0].kind === "intercept";
        this.send(single[0], guarding ? { done: this.guardDone } : null);
        return;
      }
      this.pick = this.pick === options[0].card ? null : options[0].card;
      rerender();
    };
    // Where each card may be dragged to: the second click of a two-step decision, in one
    // gesture (drag.js). Keys: `circle:<name>` (a call or move) or `card:<iid>` (an attack).
    const dropsFor = (iid) => {
      const drops = new Map();
      for (const action of optionsFor(iid)) {
        if (action.kind === "attack") drops.set(`card:${action.target}`, attack(action));
        else if (TWO_STEP_KINDS.has(action.kind) && action.circle) drops.set(`circle:${action.circle}`, choose(action));
      }
      return drops;
    };
    for (const iid of sources) {
      const drops = dropsFor(iid);
      this.offerCard(plan, index, iid, clickCard(iid), this.pick === iid, drops);
      // Interchangeable copies in the hand or damage zone are offered too.
      const key = sameKey(index, iid);
      for (const [other] of index) {
        if (other !== iid && !sources.has(other) && sameKey(index, other) === key && !TRAY_ZONES.has(zoneOf(index, other))) {
          this.offerCard(plan, index, other, clickCard(iid), this.pick === iid, drops);
        }
      }
    }

    if (this.pick !== null) {
      const picked = cardActions.filter((a) => a.card === this.pick);
      plan.picked = this.pick;
      for (const action of picked) {
        if (action.kind === "call" || action.kind === "move" || action.kind === "choose_circle") {
          plan.circles.set(action.circle, choose(action));
        } else if (action.kind === "attack") {
          plan.cards.set(action.target, { onClick: attack(action), selected: false, target: true });
        } else {
          plan.buttons.unshift({ label: actionLabel(action, index), primary: true, key: `${action.kind}:${action.card}:${action.choice ?? ""}`, onClick: choose(action) });
        }
      }
      const name = nameOf(index, this.pick);
      if (picked.some((a) => a.kind === "attack")) {
        plan.prompt = t("ui.prompt.pick_target", { card: name });
        if (boosterFor(index, this.pick) !== null) plan.buttons.unshift(this.boostToggle(rerender));
      }
      else if (picked.some((a) => a.circle)) plan.prompt = t("ui.prompt.call_circle", { card: name });
      if (kind !== "call_circle") {
        plan.buttons.push({ label: t("ui.common.cancel"), key: "cancel", kind: "cancel", onClick: () => { this.pick = null; rerender(); } });
      }
    } else {
      // The usual attack, on the opponent's vanguard, is one click: attacker, target and
      // boost on one button (other targets: pick the attacker, then the target).
      const onVanguard = cardActions.filter((a) => a.kind === "attack" && index.get(a.target)?.circle === "VC");
      const front = [];
      for (const action of onVanguard) {
        const label = t("ui.action.attack_target", { card: nameOf(index, action.card), target: nameOf(index, action.target) });
        front.push({
          label,
          primary: true,
          key: `attack:${action.card}:${action.target}`,
          kind: "attack",
          onClick: attack(action),
        });
      }
      if (onVanguard.some((a) => boosterFor(index, a.card) !== null)) front.push(this.boostToggle(rerender));
      front.push(...this.battleButtons(legal, index, context));
      plan.buttons.unshift(...front);
      // Ability choices are named on buttons as well as by their highlighted cards.
      for (const action of cardActions.filter((a) => ABILITY_KINDS.has(a.kind))) {
        plan.buttons.unshift({ label: actionLabel(action, index), primary: true, key: `${action.kind}:${action.card}:${action.choice ?? ""}`, onClick: choose(action) });
      }
    }

    if (kind === "guard" && legal.some((a) => a.kind === "guard" || a.kind === "intercept")) {
      const done = plan.buttons.findIndex((b) => b.kind === "end_guard");
      plan.buttons.splice(done < 0 ? plan.buttons.length : done, 0, {
        label: t("ui.action.guard_then_done"),
        key: "guard-done-toggle",
        kind: "guard_done_toggle",
        pressed: this.guardDone,
        onClick: () => { this.guardDone = !this.guardDone; rerender(); },
      });
    }
    if (!plan.prompt) plan.prompt = promptText(kind, legal, index, context);
    return plan;
  }

  /**
   * In the main phase, the usual first attack in one click: "To battle: X attacks Y" ends
   * the main phase and asks for the vanguard's attack on the opponent's vanguard (boosted
   * when possible) as soon as the battle phase offers it; drive check triggers can then go
   * to the rear-guards that attack after it. If that attack is not offered then (an ability
   * forbids it, or something is asked first) the player chooses as usual. None on the first
   * player's first turn, which has no attack (R6.8, E9). On a phone its label is short.
   */
  battleButtons(legal, index, context) {
    const endMain = legal.find((a) => a.kind === "end_main");
    if (!endMain || !context.turn || context.turn < 2) return [];
    const me = endMain.player;
    let attacker = null;
    let target = null;
    for (const [iid, where] of index) {
      if (where.zone !== "field" || where.circle !== "VC") continue;
      if (where.seat !== me) target = iid;
      else if (where.unit && !where.unit.rested) attacker = iid;
    }
    if (attacker === null || target === null) return [];
    return [{
      label: t("ui.action.battle_attack", { card: nameOf(index, attacker), target: nameOf(index, target) }),
      shortLabel: t("ui.action.battle_attack_short"),
      primary: true,
      key: "battle",
      kind: "battle_attack",
      onClick: () => this.send(endMain, { attack: { card: attacker, target, boost: true } }),
    }];
  }

  /** The prompt's boost switch, on by default. It says "when possible": an ability may
   * forbid a boost the board cannot show (the engine then asks nothing). */
  boostToggle(rerender) {
    return {
      label: t("ui.action.boost_attacks"),
      key: "boost-toggle",
      kind: "boost_toggle",
      pressed: this.boost,
      onClick: () => { this.boost = !this.boost; rerender(); },
    };
  }

  offerCard(plan, index, iid, onClick, selected, drops = null) {
    const zone = zoneOf(index, iid);
    if (ALSO_TRAY_ZONES.has(zone)) {
      plan.cards.set(iid, { onClick, selected });
      const where = index.get(iid);
      if (!plan.tray.some((entry) => entry.iid === iid)) plan.tray.push({ iid, card: where ? where.card : null, zone, onClick, selected });
    } else if (TRAY_ZONES.has(zone)) {
      if (!plan.tray.some((entry) => entry.iid === iid)) {
        const where = index.get(iid);
        plan.tray.push({ iid, card: where ? where.card : null, zone, onClick, selected });
      }
    } else {
      plan.cards.set(iid, { onClick, selected, drops: drops && drops.size ? drops : null });
    }
  }
}

/** The catalogue line that says what is asked. */
export function promptText(kind, legal, index, context) {
  switch (kind) {
    case "choose":
      return legal.some((a) => a.kind === "choose_none") ? t("ui.prompt.choose_up_to") : t("ui.prompt.choose");
    case "call_circle": {
      const first = legal.find((a) => a.card !== undefined);
      return t("ui.prompt.call_circle", { card: first ? nameOf(index, first.card) : "" });
    }
    case "top_or_bottom":
      return t("ui.prompt.top_or_bottom", { card: context.lookedAt ? cardName(context.lookedAt) : t("ui.board.card_back") });
    case "use_ability":
      return context.abilityCard
        ? t("ui.prompt.use_ability_of", { card: cardName(context.abilityCard) })
        : t("ui.prompt.use_ability");
    case "play_ability":
      return legal.length > 1
        ? `${t("ui.board.order_abilities")} (${t("ui.board.pending_abilities", { count: legal.length })})`
        : t("ui.prompt.play_ability");
    case "draw_up_to":
      return t("ui.prompt.draw_up_to", { count: Math.max(...legal.map((a) => a.choice ?? 0)) });
    case "look_up_to":
      return t("ui.prompt.look_up_to", { count: Math.max(...legal.map((a) => a.choice ?? 0)) });
    case "counter_blast":
    case "soul_blast":
    case "discard":
      return t(`ui.prompt.${kind}`, { count: Math.max(...legal.map((a) => (a.cards || []).length)) });
    default:
      return t(`ui.prompt.${kind}`);
  }
}
