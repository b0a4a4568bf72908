// Keyboard play on the match screen: focus goes to the decision after every update, number
// keys press the prompt's buttons, P (or Space/Enter outside a control) passes, Esc drops a
// half-made pick (or goes back to the question a cost follows), arrow keys move between the cards on the table, ? opens the help.

import { h } from "./dom.js";
import { t } from "./i18n.js";

const PASS_KINDS = ["end_guard", "skip_boost", "skip_ride", "end_battle", "end_main", "no", "choose_none"];
const MOVABLE = ".table .card-slot, .table .circle-target, .table .damage-chip";

/** Decisions about a set of cards are confirmed on a button: it gets the focus first. */
const BUTTON_FIRST = new Set(["mulligan", "use_ability", "top_or_bottom", "number", "draw_up_to"]);

/** What completes a half-made pick: the circles to call to, the units to attack. */
const PICK_TARGETS = ".circle-target, .table .card-slot.target";
let pickedKey = null;

/** After a redraw within one decision: a pick that lights up targets takes the focus from the
 * picked card to the first target (the next thing to decide); when the pick is dropped (Esc),
 * the focus goes back to the card that was picked, never to the page body. */
export function followPick(root) {
  const active = document.activeElement;
  const target = root.querySelector(PICK_TARGETS);
  if (target && active && active.matches && active.matches(".card-slot.selected")) {
    pickedKey = active.dataset.focusKey || null;
    target.focus({ preventScroll: true });
  } else if (!target && pickedKey && (!active || active === document.body)) {
    root.querySelector(`[data-focus-key="${CSS.escape(pickedKey)}"]`)?.focus({ preventScroll: true });
    pickedKey = null;
  }
}

/** After a new decision: the first thing to decide with, never the page body. Cards and
 * circles come first (they are what most decisions are about), then the prompt's buttons. */
export function focusAfterDecision(root) {
  const box = root.querySelector(".prompt.my-decision");
  pickedKey = null;
  if (!box) return;
  const button = box.querySelector("button.choice.primary:not([disabled])") || box.querySelector("button.choice:not([disabled])");
  const card = root.querySelector(".circle-target, .table .card-slot.legal, .table .damage-chip.legal");
  const first = BUTTON_FIRST.has(box.dataset.decision) ? button || card : card || button;
  if (first) first.focus({ preventScroll: true });
}

function isControl(el) {
  return el && el.closest && el.closest("button, a, input, select, textarea, [contenteditable], .log-list");
}

function passButton(root) {
  for (const kind of PASS_KINDS) {
    const button = root.querySelector(`.prompt.my-decision button.choice[data-kind='${kind}']:not([disabled])`);
    if (button) return button;
  }
  return null;
}

/** The nearest focusable card/circle from `from` in an arrow's direction. */
function nearest(from, key) {
  const a = from.getBoundingClientRect();
  const ax = a.left + a.width / 2;
  const ay = a.top + a.height / 2;
  let best = null;
  let bestScore = Infinity;
  // While a pick waits for its target, the arrows walk the lit targets only.
  const among = from.matches(PICK_TARGETS) ? PICK_TARGETS : MOVABLE;
  for (const el of document.querySelectorAll(among)) {
    if (el === from || el.closest("[hidden]")) continue;
    const b = el.getBoundingClientRect();
    if (!b.width) continue;
    const dx = b.left + b.width / 2 - ax;
    const dy = b.top + b.height / 2 - ay;
    const along = { ArrowRight: dx, ArrowLeft: -dx, ArrowDown: dy, ArrowUp: -dy }[key];
    const across = key === "ArrowRight" || key === "ArrowLeft" ? Math.abs(dy) : Math.abs(dx);
    if (along <= 4) continue;
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
}

export function helpDialog() {
  let dialog = document.getElementById("help");
  if (!dialog) {
    dialog = h("dialog", { id: "help", class: "help", "aria-labelledby": "help-title" });
    document.body.append(dialog);
  }
  const row = (keys, what) => h("tr", {}, h("th", { scope: "row" }, keys.map((k, i) => [i ? " " : null, h("kbd", {}, k)])), h("td", {}, what));
  dialog.replaceChildren(
    h("div", { class: "zoom-head" },
      h("h2", { id: "help-title", class: "zoom-title" }, t("ui.help.title")),
      h("button", { type: "button", class: "help-close", onclick: () => dialog.close() }, t("ui.common.close"))),
    h("table", { class: "help-table" },
      h("tbody", {},
        row(["1", "…", "9"], t("ui.help.numbers")),
        row(["P"], t("ui.help.pass")),
        row(["Space", "Enter"], t("ui.help.space")),
        row(["Esc"], t("ui.help.escape")),
        row(["←", "↑", "→", "↓"], t("ui.help.arrows")),
        row(["Tab"], t("ui.help.tab")),
        row(["Z"], t("ui.help.zoom")),
        row(["L"], t("ui.help.log")),
        row(["?"], t("ui.help.help")))),
    h("p", { class: "muted" }, t("ui.help.drag")),
    h("p", { class: "muted" }, t("ui.help.stops")),
  );
  if (!dialog.open) dialog.showModal();
  dialog.querySelector(".help-close").focus();
}

/** Install the match screen's keys; `game` is the GameScreen. */
export function installKeys(game) {
  document.addEventListener("vanguard:help", () => helpDialog());
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (document.querySelector("dialog[open]")) return;
    const screen = document.body.dataset.screen;
    if (screen !== "game" && screen !== "replay") return;
    const target = event.target;
    if (target && target.closest && target.closest("input, select, textarea")) return;
    if (event.key === "?") {
      event.preventDefault();
      helpDialog();
      return;
    }
    if (screen !== "game") return;
    const root = document.getElementById("main");
    if (event.key === "Escape") {
      // First the half-made pick; then back to the question before a cost (R16.3.8).
      if (!game.cancelPick()) root.querySelector(".prompt.my-decision button.choice[data-kind='back']:not([disabled])")?.click();
      return;
    }
    if (/^[1-9]$/.test(event.key)) {
      const button = root.querySelector(`.prompt.my-decision button.choice[data-number='${event.key}']:not([disabled])`);
      if (button) {
        event.preventDefault();
        button.click();
      }
      return;
    }
    if (event.key === "p" || event.key === "P" || ((event.key === " " || event.key === "Enter") && !isControl(target))) {
      const button = passButton(root);
      if (button) {
        event.preventDefault();
        button.click();
      }
      return;
    }
    if ((event.key === "z" || event.key === "Z") && target && target.matches && target.matches(MOVABLE)) {
      target.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true }));
      return;
    }
    if (event.key === "l" || event.key === "L") {
      root.querySelector(".log-list")?.focus();
      return;
    }
    if (event.key.startsWith("Arrow") && target && target.matches && target.matches(MOVABLE)) {
      const next = nearest(target, event.key);
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  });
}
