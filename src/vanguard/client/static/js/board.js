// Drawing the table from an engine view: both fields (the opponent's turned towards us), the
// guardian circles, damage zones sideways, piles, the trigger zone, hands, the current battle
// and the check strip. What may be clicked comes in `scene.plan` (decisions.js).

import { cardBack, cardById, cardFace, cardName, openZoom, TRIGGER_ICONS, triggerName } from "./cards.js";
import { h } from "./dom.js";
import { circleLabel } from "./eventlog.js";
import { t } from "./i18n.js";

const MY_ROWS = [["RC_FL", "VC", "RC_FR"], ["RC_BL", "RC_BC", "RC_BR"]];
// Across the table the opponent's left is our right, and their back row is farthest away.
const THEIR_ROWS = [["RC_BR", "RC_BC", "RC_BL"], ["RC_FR", "VC", "RC_FL"]];

function emptyPlan() {
  return { cards: new Map(), circles: new Map(), tray: [], buttons: [], picked: null };
}

/** A card the player can point at: click does the offered action, or opens the large view. */
function cardButton(scene, iid, cardId, face, extraClass = "") {
  const offer = scene.plan.cards.get(iid);
  const unit = face.unit || null;
  const el = h(
    "button",
    {
      type: "button",
      class: ["card-slot", extraClass, offer && "legal", offer && offer.selected && "selected", offer && offer.target && "target"],
      dataset: { iid: String(iid), focusKey: `card-${iid}`, ...(cardId ? { card: cardId } : {}) },
      "aria-pressed": offer && offer.selected ? "true" : null,
      onclick: () => {
        if (offer) offer.onClick();
        else if (cardId) openZoom(cardId, unit);
      },
      onmouseenter: () => cardId && scene.onHover(cardId, unit),
      onfocus: () => cardId && scene.onHover(cardId, unit),
    },
    face.element,
  );
  return el;
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
    const face = cardFace(unit.card, {
      unit: unit.power !== undefined ? unit : null,
      iid: unit.iid,
      onZoom: (id, u) => openZoom(id, u),
    });
    content = cardButton(scene, unit.iid, unit.card, { element: face, unit: unit.power !== undefined ? unit : null }, unit.rested ? "rested" : "");
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
          "aria-label": label,
          title: label,
          onclick: circleOffer,
        },
        h("span", {}, label),
      ),
    );
  }
  return h("div", { class: classes, dataset: { circle, seat: String(seat) }, title: label }, content);
}

function damageZone(scene, player) {
  const cards = player.damage.map((card) => {
    const face = card.face_up
      ? cardFace(card.card, { iid: card.iid, small: true })
      : cardBack({ iid: card.iid, small: true });
    const slot = cardButton(scene, card.iid, card.card, { element: face }, "sideways");
    slot.title = `${cardName(card.card)} — ${card.face_up ? t("ui.board.face_up") : t("ui.board.face_down")}`;
    return slot;
  });
  return h(
    "div",
    { class: "zone damage-zone", "aria-label": t("ui.zone.damage") },
    h("div", { class: "zone-title" }, t("ui.board.damage_count", { count: player.damage.length })),
    h("div", { class: "damage-cards" }, cards),
  );
}

function pileButton(label, cards, title) {
  return h(
    "button",
    {
      type: "button",
      class: "pile",
      disabled: cards.length ? null : true,
      title,
      dataset: { focusKey: `pile-${title}` },
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

function piles(scene, player) {
  const trigger = player.trigger_zone;
  return h(
    "div",
    { class: "zone piles" },
    h("div", { class: "pile deck-pile", title: t("ui.zone.deck") }, t("ui.board.deck_count", { count: player.deck_count })),
    pileButton(t("ui.board.soul_count", { count: player.soul.length }), player.soul, t("ui.board.view_soul")),
    pileButton(t("ui.board.drop_count", { count: player.drop.length }), player.drop, t("ui.board.view_drop")),
    h(
      "div",
      { class: ["trigger-zone", trigger && "active"], title: t("ui.zone.trigger") },
      trigger
        ? cardButton(scene, trigger.iid, trigger.card, { element: cardFace(trigger.card, { iid: trigger.iid, small: true }) })
        : h("span", { class: "zone-title" }, t("ui.zone.trigger")),
    ),
  );
}

function field(scene, player, rows, side, name) {
  const grid = h("div", { class: ["field", side] }, name ? h("div", { class: "side-name" }, name) : null);
  grid.append(damageZone(scene, player));
  const circles = h("div", { class: "circles" });
  for (const row of rows) {
    for (const circle of row) circles.append(unitOnCircle(scene, player.player, circle, player.field[circle]));
  }
  grid.append(circles, piles(scene, player));
  return grid;
}

function guardianCircle(scene, player) {
  if (!player.guardians.length) return null;
  const total = player.guardians.reduce((sum, unit) => sum + (unit.shield || 0), 0);
  return h(
    "div",
    { class: "guardians", "aria-label": t("ui.circle.GC") },
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
    h("span", {}, t("ui.board.battle_power", { power: attackPower, target_power: targetPower })),
    battle.booster ? h("span", { class: "muted" }, ` · ${t("ui.board.booster", { card: cardName(battle.booster.card) })}`) : null,
  );
}

/** Drive and damage checks of the current battle, revealed one after another. */
function checkStrip(scene) {
  if (!scene.checks || !scene.checks.length) return null;
  let fresh = 0;
  return h(
    "div",
    { class: "check-strip", "aria-live": "polite" },
    scene.checks.map((check) => {
      const delay = check.fresh ? fresh++ * 700 : 0;
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

function handRow(scene, player, mine, name = null) {
  if (mine && player.hand) {
    return h(
      "div",
      { class: "hand mine", "aria-label": t("ui.board.your_hand") },
      player.hand.map((card) => cardButton(scene, card.iid, card.card, {
        element: cardFace(card.card, { iid: card.iid, onZoom: (id) => openZoom(id) }),
      })),
    );
  }
  const backs = [];
  for (let i = 0; i < player.hand_count; i += 1) backs.push(cardBack({ small: true }));
  return h(
    "div",
    { class: "hand theirs", "aria-label": `${mine ? t("ui.board.your_hand") : t("ui.board.opponent_hand")}: ${player.hand_count}` },
    name ? h("strong", { class: "their-name" }, name) : null,
    h("span", { class: "zone-title" }, t("ui.board.hand_count", { count: player.hand_count })),
    h("div", { class: "backs" }, backs),
  );
}

/**
 * The table. scene: {view, bottom (seat drawn at the bottom), names, plan, checks, onHover}.
 */
export function renderTable(scene) {
  scene.plan = scene.plan || emptyPlan();
  const view = scene.view;
  const bottom = scene.bottom;
  const me = view.players[bottom];
  const them = view.players[1 - bottom];
  const tray = scene.plan.tray.length
    ? h(
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
      )
    : null;
  return h(
    "div",
    { class: "table" },
    h(
      "section",
      { class: "side-area theirs", "aria-label": t("ui.board.opponent_field") },
      handRow(scene, them, false, scene.names[1 - bottom] || t("ui.common.opponent")),
      field(scene, them, THEIR_ROWS, "theirs", null),
    ),
    h(
      "div",
      { class: "center" },
      guardianCircle(scene, them),
      battleLine(view),
      checkStrip(scene),
      guardianCircle(scene, me),
    ),
    h(
      "section",
      { class: "side-area mine", "aria-label": t("ui.board.your_field") },
      field(scene, me, MY_ROWS, "mine", scene.names[bottom] || t("ui.common.you")),
      tray,
      handRow(scene, me, true),
    ),
  );
}
