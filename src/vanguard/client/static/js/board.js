// Drawing the table from an engine view: both fields (the opponent's turned towards us), the
// damage zones as readable name chips, the piles in each player's strip, hands that overlap
// to fit any width, and a centre band for what is happening now (the battle, guardians,
// checks, the trigger zone and the tray of cards being chosen from other zones). What may be
// clicked comes in `scene.plan` (decisions.js).

import { cardBack, cardById, cardFace, cardName, openZoom, TRIGGER_ICONS, triggerName } from "./cards.js";
import { h } from "./dom.js";
import { circleLabel } from "./eventlog.js";
import { t } from "./i18n.js";

const MY_ROWS = [["RC_FL", "VC", "RC_FR"], ["RC_BL", "RC_BC", "RC_BR"]];
// Across the table the opponent's left is our right, and their back row is farthest away.
const THEIR_ROWS = [["RC_BR", "RC_BC", "RC_BL"], ["RC_FR", "VC", "RC_FL"]];

function emptyPlan() {
  return { cards: new Map(), circles: new Map(), tray: [], buttons: [], picked: null, source: null };
}

/**
 * A card the player can point at: click does the offered action, or opens the large view.
 * Cards with nothing to do are not Tab stops (arrow keys still reach them), so Tab walks only
 * what can be played. The magnifier is a sibling of the card button, never inside it.
 */
function cardButton(scene, iid, cardId, face, extraClass = "") {
  const offer = scene.plan.cards.get(iid);
  const unit = face.unit || null;
  const source = scene.plan.source !== null && scene.plan.source === iid;
  const fresh = scene.fresh && scene.fresh.has(iid);
  const slot = h(
    "button",
    {
      type: "button",
      class: ["card-slot", extraClass, offer && "legal", offer && offer.selected && "selected", offer && offer.target && "target", offer && offer.drops && "draggable", source && "source", fresh && "arrived"],
      tabindex: offer ? null : "-1",
      dataset: {
        iid: String(iid),
        focusKey: `card-${iid}`,
        ...(cardId ? { card: cardId } : {}),
        ...(offer && offer.drops ? { drops: [...offer.drops.keys()].join(" ") } : {}),
      },
      "aria-pressed": offer && offer.selected ? "true" : null,
      onclick: () => {
        if (offer) offer.onClick();
        else if (cardId) openZoom(cardId, unit);
      },
      onmouseenter: () => cardId && scene.onHover(cardId, unit),
      onfocus: () => cardId && scene.onHover(cardId, unit),
      oncontextmenu: (event) => {
        if (!cardId) return;
        event.preventDefault();
        openZoom(cardId, unit);
      },
    },
    face.element,
  );
  if (!cardId || !offer) return slot;
  return h(
    "div",
    { class: ["slot-wrap", extraClass] },
    slot,
    h("button", {
      type: "button",
      class: "zoom-button",
      tabindex: "-1",
      "aria-label": `${t("ui.board.enlarge")}: ${cardName(cardId)}`,
      title: t("ui.board.enlarge"),
      onclick: (event) => {
        event.stopPropagation();
        openZoom(cardId, unit);
      },
    }, "⌕"),
  );
}

function unitOnCircle(scene, seat, circle, unit) {
  const mine = seat === scene.bottom;
  const circleOffer = mine ? scene.plan.circles.get(circle) : null;
  const label = circleLabel(circle);
  let content;
  if (!unit) {
    content = h("span", { class: "circle-label", title: `${label}: ${t("ui.board.empty_circle")}` }, circle === "VC" ? "V" : "R");
  } else if (unit.card === undefined) {
    content = cardBack({});
  } else {
    const isUnit = unit.power !== undefined ? unit : null;
    const face = cardFace(unit.card, { unit: isUnit, iid: unit.iid });
    const battle = scene.view.battle;
    const role = battle && battle.attacker.iid === unit.iid ? "attacking" : battle && battle.target.iid === unit.iid ? "attacked" : battle && battle.booster && battle.booster.iid === unit.iid ? "boosting" : "";
    content = cardButton(scene, unit.iid, unit.card, { element: face, unit: isUnit }, [unit.rested ? "rested" : "", role].filter(Boolean).join(" "));
  }
  const classes = ["circle", circle === "VC" ? "vc" : "rc", circleOffer && "legal-circle"];
  if (circleOffer) {
    return h(
      "div",
      { class: classes, dataset: { circle, seat: String(seat) } },
      content,
      h(
        "button",
        {
          type: "button",
          class: "circle-target",
          dataset: { circle, focusKey: `circle-${circle}` },
          title: label,
          onclick: circleOffer,
        },
        h("span", {}, label),
      ),
    );
  }
  return h("div", { class: classes, dataset: { circle, seat: String(seat) }, title: label }, content);
}

/** Each damage zone's own name (two landmarks of one name cannot be told apart). */
function damageLabel(scene, seat) {
  if (seat === scene.bottom && scene.myName === t("ui.common.you")) return t("ui.zone.damage_yours");
  const name = seat === scene.bottom ? scene.myName || scene.names[seat] : scene.names[seat];
  return name ? t("ui.zone.damage_of", { player: name }) : t("ui.zone.damage");
}

/** The damage zone as a column of name chips: every name readable, face-down ones marked. */
function damageZone(scene, player) {
  const chips = player.damage.map((card) => {
    const known = card.card ? cardById(card.card) : null;
    const offer = scene.plan.cards.get(card.iid);
    const name = known ? known.name : t("ui.board.card_back");
    const state = card.face_up ? t("ui.board.face_up") : t("ui.board.face_down");
    return h(
      "button",
      {
        type: "button",
        class: ["damage-chip", known && `clan-${known.clan_key.slice(5)}`, card.face_up ? "face-up" : "face-down", offer && "legal", offer && offer.selected && "selected", scene.fresh && scene.fresh.has(card.iid) && "arrived"],
        tabindex: offer ? null : "-1",
        dataset: { iid: String(card.iid), focusKey: `card-${card.iid}`, ...(card.card ? { card: card.card } : {}) },
        "aria-pressed": offer && offer.selected ? "true" : null,
        title: `${name} — ${state}`,
        onclick: () => {
          if (offer) offer.onClick();
          else if (card.card) openZoom(card.card);
        },
        onmouseenter: () => card.card && scene.onHover(card.card, null),
        onfocus: () => card.card && scene.onHover(card.card, null),
      },
      known && known.trigger ? h("span", { class: `chip-trigger trigger-${known.trigger.toLowerCase()}`, "aria-hidden": "true" }, TRIGGER_ICONS[known.trigger]) : null,
      h("span", { class: "chip-name" }, name),
      h("span", { class: "visually-hidden" }, ` — ${state}`),
    );
  });
  return h(
    "section",
    { class: ["zone", "damage-zone", player.damage.length >= 5 && "danger"], "aria-label": damageLabel(scene, player.player) },
    h("div", { class: "zone-title damage-title" }, t("ui.board.damage_count", { count: player.damage.length })),
    h("div", { class: "damage-cards" }, chips),
  );
}

function pileButton(label, cards, title, key) {
  return h(
    "button",
    {
      type: "button",
      class: "pile",
      disabled: cards.length ? null : true,
      title,
      dataset: { focusKey: `pile-${key}` },
      onclick: () => openList(title, cards),
    },
    label,
  );
}

/** The soul or drop zone opened as a list of card faces. */
export function openList(title, cards) {
  const dialog = document.getElementById("zoom");
  dialog.querySelector(".zoom-title").textContent = `${title} · ${t("ui.board.cards", { count: cards.length })}`;
  dialog.querySelector(".zoom-body").replaceChildren(
    h(
      "div",
      { class: "card-list" },
      cards.map((c) => h("button", { type: "button", class: "card-slot", onclick: () => openZoom(c.card) }, cardFace(c.card, { small: true }))),
    ),
  );
  if (!dialog.open) dialog.showModal();
}

/** A pile's label, long ("Deck: 40 cards") with a short form for narrow strips. */
function pileLabel(long, short) {
  return [h("span", { class: "long" }, long), h("span", { class: "short", "aria-hidden": "true" }, short)];
}

function piles(player, seatKey) {
  return h(
    "div",
    { class: "piles" },
    h("span", { class: "pile deck-pile", title: t("ui.zone.deck") },
      pileLabel(t("ui.board.deck_count", { count: player.deck_count }), t("ui.board.deck_short", { count: player.deck_count }))),
    pileButton(pileLabel(t("ui.board.soul_count", { count: player.soul.length }), t("ui.board.soul_short", { count: player.soul.length })), player.soul, t("ui.board.view_soul"), `soul-${seatKey}`),
    pileButton(pileLabel(t("ui.board.drop_count", { count: player.drop.length }), t("ui.board.drop_short", { count: player.drop.length })), player.drop, t("ui.board.view_drop"), `drop-${seatKey}`),
  );
}

function field(scene, player, rows, side) {
  const circles = h("div", { class: "circles" });
  for (const row of rows) {
    for (const circle of row) circles.append(unitOnCircle(scene, player.player, circle, player.field[circle]));
  }
  return h("div", { class: ["field", side] }, damageZone(scene, player), circles);
}

function guardianCircle(scene, player, side) {
  if (!player.guardians.length) return null;
  const total = player.guardians.reduce((sum, unit) => sum + (unit.shield || 0), 0);
  return h(
    "section",
    { class: ["guardians", side], "aria-label": t("ui.circle.GC") },
    h("div", { class: "zone-title" }, t("ui.board.guardians_shield", { shield: total })),
    h(
      "div",
      { class: "guardian-cards" },
      player.guardians.map((unit) => cardButton(scene, unit.iid, unit.card, { element: cardFace(unit.card, { unit, iid: unit.iid, small: true }), unit })),
    ),
  );
}

function battleLine(view) {
  const battle = view.battle;
  if (!battle) return null;
  const attacker = view.players[battle.attacker.player].field[battle.attacker.circle];
  const target = view.players[battle.target.player].field[battle.target.circle];
  const guardians = view.players[battle.target.player].guardians.reduce((s, u) => s + (u.shield || 0), 0);
  const attackPower = attacker && attacker.power !== undefined ? attacker.power : 0;
  const targetPower = (target && target.power !== undefined ? target.power : 0) + guardians;
  return h(
    "div",
    { class: "battle-line", role: "status" },
    h("strong", {}, t("ui.board.battle", { attacker: cardName(battle.attacker.card), target: cardName(battle.target.card) })),
    " ",
    h("span", { class: "battle-power" }, t("ui.board.battle_power", { power: attackPower, target_power: targetPower })),
    battle.booster ? h("span", { class: "muted" }, ` · ${t("ui.board.booster", { card: cardName(battle.booster.card) })}`) : null,
  );
}

/** Drive and damage checks of the current battle, revealed one after another. */
function checkStrip(scene) {
  if (!scene.checks || !scene.checks.length) return null;
  let fresh = 0;
  const pace = scene.pace ?? 700;
  return h(
    "div",
    { class: "check-strip", "aria-live": "polite" },
    scene.checks.map((check) => {
      const delay = check.fresh ? fresh++ * pace : 0;
      const card = cardById(check.card);
      return h(
        "div",
        { class: ["check", check.fresh && "reveal", check.trigger && "has-trigger"], style: { animationDelay: `${delay}ms` } },
        h("div", { class: "check-kind" }, check.check === "drive" ? t("ui.board.drive_check") : t("ui.board.damage_check")),
        cardFace(check.card, { small: true }),
        check.trigger
          ? h("div", { class: ["trigger-banner", `trigger-${check.trigger.toLowerCase()}`] }, `${TRIGGER_ICONS[check.trigger] || ""} ${triggerName(check.trigger)}`)
          : h("div", { class: "trigger-banner none" }, card ? "—" : ""),
      );
    }),
  );
}

function triggerZone(scene, player) {
  const trigger = player.trigger_zone;
  if (!trigger) return null;
  return h(
    "section",
    { class: "trigger-zone active", "aria-label": t("ui.zone.trigger") },
    h("div", { class: "zone-title" }, t("ui.zone.trigger")),
    cardButton(scene, trigger.iid, trigger.card, { element: cardFace(trigger.card, { iid: trigger.iid, small: true }) }),
  );
}

/** One player's strip: name, piles and (for the opponent) the hand as overlapping backs. */
function strip(scene, player, mine, name) {
  const backs = [];
  if (!mine || !player.hand) {
    for (let i = 0; i < player.hand_count; i += 1) backs.push(h("span", { class: "back-wrap" }, cardBack({ small: true })));
  }
  return h(
    "div",
    { class: ["player-strip", mine ? "mine" : "theirs"] },
    h("strong", { class: mine ? "my-name" : "their-name", title: name }, name),
    backs.length || !mine
      ? h(
          "div",
          { class: "hand theirs", "aria-label": `${mine ? t("ui.board.your_hand") : t("ui.board.opponent_hand")}: ${player.hand_count}`, role: "group" },
          h("span", { class: "zone-title hand-count pile-like" }, pileLabel(t("ui.board.hand_count", { count: player.hand_count }), t("ui.board.hand_short", { count: player.hand_count }))),
          h("div", { class: "backs" }, backs),
        )
      : null,
    piles(player, mine ? "mine" : "theirs"),
  );
}

function handRow(scene, player) {
  if (!player.hand) return null;
  return h(
    "div",
    { class: "hand mine", role: "group", "aria-label": t("ui.board.your_hand"), style: { "--n": String(Math.max(1, player.hand.length)) } },
    player.hand.map((card) => cardButton(scene, card.iid, card.card, {
      element: cardFace(card.card, { iid: card.iid }),
    })),
  );
}

function tray(scene) {
  if (!scene.plan.tray.length) return null;
  return h(
    "div",
    { class: "tray", role: "group", "aria-label": t("ui.prompt.choose") },
    scene.plan.tray.map((entry) => h(
      "button",
      {
        type: "button",
        class: ["card-slot", "legal", entry.selected && "selected"],
        dataset: { iid: String(entry.iid), focusKey: `tray-${entry.iid}`, ...(entry.card ? { card: entry.card } : {}) },
        "aria-pressed": entry.selected ? "true" : null,
        onclick: entry.onClick,
        onmouseenter: () => entry.card && scene.onHover(entry.card, null),
        onfocus: () => entry.card && scene.onHover(entry.card, null),
      },
      entry.card ? cardFace(entry.card, { small: true }) : cardBack({ small: true }),
      h("span", { class: "tray-zone" }, t(`ui.zone.${entry.zone === "unknown" ? "deck" : entry.zone}`)),
    )),
  );
}

/**
 * The table. scene: {view, bottom (seat drawn at the bottom), names, plan, checks, onHover,
 * fresh (iids that just arrived where they are, for the move animation), pace (ms between
 * revealed checks)}.
 */
export function renderTable(scene) {
  scene.plan = scene.plan || emptyPlan();
  if (scene.plan.source === undefined) scene.plan.source = null;
  const view = scene.view;
  const bottom = scene.bottom;
  const me = view.players[bottom];
  const them = view.players[1 - bottom];
  const centre = [
    guardianCircle(scene, them, "theirs"),
    battleLine(view),
    checkStrip(scene),
    triggerZone(scene, them),
    triggerZone(scene, me),
    guardianCircle(scene, me, "mine"),
    tray(scene),
  ].filter(Boolean);
  return h(
    "div",
    { class: ["table", centre.length && "busy"] },
    h(
      "section",
      { class: "side-area theirs", "aria-label": t("ui.board.opponent_field") },
      strip(scene, them, false, scene.names[1 - bottom] || t("ui.common.opponent")),
      field(scene, them, THEIR_ROWS, "theirs"),
    ),
    h("div", { class: "center" }, centre),
    h(
      "section",
      { class: "side-area mine", "aria-label": t("ui.board.your_field") },
      field(scene, me, MY_ROWS, "mine"),
      strip(scene, me, true, scene.myName || scene.names[bottom] || t("ui.common.you")),
      handRow(scene, me),
    ),
  );
}
