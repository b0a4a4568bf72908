// The live match screen: keeps each match's latest `state`, turns its events into the log and
// the check strip, asks decisions.js what may be clicked, and draws prompt, board and side
// panel. A decision is sent at most once per match version; decisions that leave nothing to
// choose are passed for the player when their stops allow it (prefs.js).

import { getJson } from "./api.js";
import { renderTable } from "./board.js";
import { abilityLines, cardDetail, cardName } from "./cards.js";
import { ABILITY_PROMPTS, DecisionController, indexCards } from "./decisions.js";
import { h, replaceChildren, toast } from "./dom.js";
import { eventLine, eventTone, isNoise } from "./eventlog.js";
import { t } from "./i18n.js";
import { focusAfterDecision, followPick } from "./keys.js";
import { displayName } from "./names.js";
import { connection } from "./net.js";
import { pace, prefs, setPref } from "./prefs.js";
import { rememberReplay } from "./replay.js";

const NAMES_KEY = "vanguard.match_names";
/** Kinds a player may have passed for them when they are the only legal action. */
const ONLY_PASS = new Set(["end_guard", "skip_boost", "skip_ride", "end_battle"]);
const AUTO_PASS_MS = 200;

function storedNames(matchId) {
  try {
    return JSON.parse(localStorage.getItem(NAMES_KEY) || "{}")[matchId] || null;
  } catch {
    return null;
  }
}

function storeNames(matchId, names) {
  let all = {};
  try {
    all = JSON.parse(localStorage.getItem(NAMES_KEY) || "{}");
  } catch {
    all = {};
  }
  all[matchId] = names;
  const ids = Object.keys(all);
  for (const old of ids.slice(0, Math.max(0, ids.length - 30))) delete all[old];
  localStorage.setItem(NAMES_KEY, JSON.stringify(all));
}

export function formatClock(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  return t("ui.clock.time", { minutes: Math.floor(s / 60), seconds: String(s % 60).padStart(2, "0") });
}

/** Follow the events of one match: the log lines, the checks of the battle, prompt context. */
export class EventFeed {
  constructor() {
    this.events = [];
    this.checks = [];
    this.context = { lookedAt: null, abilityCard: null, abilitySource: null };
  }

  /** Add events; `fresh` marks checks that should be revealed now (not on a resync). */
  add(events, fresh) {
    for (const check of this.checks) check.fresh = false;
    for (const event of events) {
      if (this.events.length && event.seq <= this.events[this.events.length - 1].seq) continue;
      this.events.push(event);
      switch (event.kind) {
        case "attacked":
        case "turn_started":
          this.checks = [];
          break;
        case "check_revealed":
          this.checks.push({ card: event.card, iid: event.iid, check: event.check, trigger: null, fresh });
          break;
        case "trigger": {
          const check = this.checks.find((c) => c.iid === event.iid);
          if (check) check.trigger = event.trigger;
          break;
        }
        case "looked_at_top":
          if (event.card) this.context.lookedAt = event.card;
          break;
        case "ability_played":
        case "ability_triggered":
          if (event.card) {
            this.context.abilityCard = event.card;
            this.context.abilitySource = { card: event.card, iid: event.iid ?? null, kind: event.ability_kind || "auto", index: event.ability ?? null };
          }
          break;
        default:
          break;
      }
    }
  }

  reset() {
    this.events = [];
    this.checks = [];
  }
}

/**
 * The log: the whole match, grouped under each turn's heading, in plain sentences. Step and
 * phase markers are hidden unless `showSteps`. Keyboard users reach it with Tab (it scrolls
 * with the arrow keys). Options: {showSteps, large, onToggleSteps, onToggleLarge, keepScroll}.
 */
export function renderLog(events, who, options = {}) {
  const showSteps = options.showSteps ?? prefs().showSteps;
  const items = [];
  for (const event of events) {
    if (!showSteps && isNoise(event)) continue;
    const line = eventLine(event, who);
    if (line) items.push(h("li", { class: [eventTone(event) && `tone-${eventTone(event)}`, isNoise(event) && "noise"], dataset: { kind: event.kind } }, line));
  }
  // The scrolling box is the focusable live region; the lines inside stay a list.
  const list = h("div", { class: "log-list", tabindex: "0", role: "log", "aria-label": t("ui.board.event_log") }, h("ol", { class: "log-lines" }, items));
  const steps = h("input", {
    type: "checkbox",
    id: "log-steps",
    checked: showSteps,
    onchange: (event) => (options.onToggleSteps || ((value) => setPref("showSteps", value)))(event.target.checked),
  });
  return h(
    "section",
    { class: "log", "aria-labelledby": "log-title" },
    h(
      "div",
      { class: "log-head" },
      h("h2", { id: "log-title" }, t("ui.board.event_log")),
      h("label", { for: "log-steps" }, steps, t("ui.log.show_steps")),
      options.onToggleLarge
        ? h("button", { type: "button", id: "log-size", "aria-pressed": options.large ? "true" : "false", onclick: options.onToggleLarge }, options.large ? t("ui.log.smaller") : t("ui.log.larger"))
        : null,
    ),
    list,
  );
}

/** Where the reader left the log: at the newest line (it follows the game) or further up. */
const logState = { pinned: true, top: 0 };

/** Keep the log where the reader left it, or at the newest line if they were there. */
export function restoreLogScroll(root) {
  const log = root.querySelector(".log-list");
  if (!log) return;
  log.scrollTop = logState.pinned ? log.scrollHeight : logState.top;
  log.addEventListener("scroll", () => {
    logState.top = log.scrollTop;
    logState.pinned = log.scrollTop + log.clientHeight >= log.scrollHeight - 8;
  }, { passive: true });
}

/** Turn, phase, who decides and the clocks. `neutral`: told by names only, for a reader
 * who may be neither player (the replay viewer). */
export function statusPanel(view, names, bottom, clocks, deciding, { neutral = false } = {}) {
  const turnPlayer = view.turn_player;
  const spectator = neutral || view.viewer === null || view.viewer === undefined;
  const whose = turnPlayer === bottom && !spectator ? t("ui.board.your_turn") : t("ui.board.opponent_turn", { player: names[turnPlayer] || "" });
  const clockBox = (seat, label) => h(
    "div",
    {
      class: ["clock", deciding === seat && "running"],
      dataset: { seat: String(seat) },
      title: deciding === seat ? t("ui.clock.running", { player: names[seat] || "" }) : t("ui.clock.label"),
    },
    h("span", { class: "clock-label" }, label),
    h("span", { class: "clock-time", dataset: { clockSeat: String(seat) } }, clocks ? formatClock(clocks[seat]) : "—"),
  );
  let decidingLine = null;
  if (deciding !== null && deciding !== undefined) {
    decidingLine = !spectator && deciding === bottom ? t("ui.board.you_deciding") : t("ui.board.whose_decision", { player: names[deciding] || "" });
  }
  return h(
    "section",
    { class: "status", "aria-label": t("ui.board.phase") },
    h(
      "div",
      { class: "status-row" },
      h("span", { class: "turn" }, t("ui.board.turn", { turn: view.turn })),
      h("span", { class: "whose" }, whose),
    ),
    h(
      "div",
      { class: "status-row" },
      h("span", { class: "phase", title: t("ui.board.phase") }, t(`ui.phase.${view.phase}`)),
      view.step && view.step !== "none" ? h("span", { class: "step", title: t("ui.board.step") }, t(`ui.step.${view.step}`)) : null,
    ),
    decidingLine ? h("div", { class: "status-row deciding" }, decidingLine) : null,
    clocks
      ? h(
          "div",
          { class: "clocks", title: t("ui.clock.label") },
          clockBox(bottom, spectator ? names[bottom] : t("ui.clock.yours")),
          clockBox(1 - bottom, spectator ? names[1 - bottom] : t("ui.clock.opponent")),
        )
      : null,
  );
}

export function previewPanel() {
  // Focusable: it scrolls when a card has long abilities (keyboard users can read them). Its
  // heading keeps the page's heading levels in order (the card's name is an h3).
  return h(
    "section",
    { class: "preview", tabindex: "0", "aria-live": "polite", "aria-labelledby": "preview-title" },
    h("h2", { id: "preview-title", class: "visually-hidden" }, t("ui.board.card_details")),
    h("p", { class: "muted", "aria-hidden": "true" }, t("ui.board.card_details")),
  );
}

/** Show `node` (a card's details) in the preview panel, under its heading. */
export function showPreview(preview, node) {
  preview.replaceChildren(preview.firstElementChild, node);
}

/** Where each card on a circle, in a damage zone or on a guardian circle is: "zone:place". */
function places(view) {
  const where = new Map();
  for (const player of view.players) {
    for (const [circle, unit] of Object.entries(player.field)) if (unit && unit.iid !== undefined) where.set(unit.iid, `f:${player.player}:${circle}`);
    for (const card of player.damage) where.set(card.iid, `d:${player.player}`);
    for (const unit of player.guardians) where.set(unit.iid, `g:${player.player}`);
  }
  return where;
}

export class GameScreen {
  constructor(root, navigate) {
    this.root = root;
    this.navigate = navigate;
    this.matches = new Map();
    this.currentId = null;
    this.controller = new DecisionController((action, after) => this.decide(action, after));
    this.preview = null;
    this.sent = null; // {match, version} of the decision already sent
    this.followUp = null; // {match, version, boost / done / attack}: the next answer, chosen already
    this.focusedVersion = null;
    this.shownPrompt = null; // {plan, key} of the decision on show, for drag.js
    this.autoTimer = 0;
    this.onRematch = null;
    connection.on("match_started", (m) => this.onStarted(m));
    connection.on("state", (m) => this.onState(m));
    connection.on("match_over", (m) => this.onOver(m));
    connection.on("welcome", (m) => this.onWelcome(m));
    connection.on("rematch_asked", (m) => this.onRematchAsked(m));
    setInterval(() => this.tickClocks(), 250);
  }

  match(id) {
    if (!this.matches.has(id)) {
      this.matches.set(id, {
        id,
        seat: null,
        names: storedNames(id) || [t("ui.common.you"), t("ui.common.opponent")],
        feed: new EventFeed(),
        state: null,
        ownCards: {},
        ownCardsAsked: false,
        result: null,
        receivedAt: 0,
        places: null,
        fresh: new Set(),
        mode: null,
      });
    }
    return this.matches.get(id);
  }

  get current() {
    return this.currentId ? this.matches.get(this.currentId) : null;
  }

  unfinished() {
    return [...this.matches.values()].filter((m) => m.state && !m.result && m.seat !== null);
  }

  onWelcome(message) {
    for (const id of message.matches || []) this.match(id);
  }

  onStarted(message) {
    const match = this.match(message.match_id);
    match.seat = message.seat;
    match.names = message.players;
    match.result = null;
    match.left = false;
    storeNames(message.match_id, message.players);
    if (message.seat !== null) toast(t("ui.lobby.match_found", { opponent: displayName(message.players[1 - message.seat]) }));
    this.currentId = message.match_id;
    this.navigate("game");
  }

  onState(message) {
    const match = this.match(message.match_id);
    const before = match.state ? match.state.away || [] : [];
    for (const seat of before) {
      if (!(message.away || []).includes(seat) && seat !== message.seat) {
        toast(t("ui.connection.opponent_back", { player: displayName(match.names[seat]) }));
      }
    }
    const full = message.events.length > 0 && message.events[0].seq === 0;
    if (full) match.feed.reset();
    match.feed.add(message.events, !full);
    const now = places(message.view);
    match.fresh = new Set();
    if (match.places && !full) {
      for (const [iid, place] of now) if (match.places.get(iid) !== place) match.fresh.add(iid);
    }
    match.places = now;
    match.state = message;
    match.seat = message.seat;
    match.receivedAt = performance.now();
    if (message.seat !== null && !match.ownCardsAsked) {
      match.ownCardsAsked = true;
      getJson(`/api/matches/${encodeURIComponent(message.match_id)}/own-cards`)
        .then((data) => {
          match.ownCards = data.cards;
          if (this.currentId === match.id && this.isShown()) this.render();
        })
        .catch(() => {
          match.ownCardsAsked = false;
        });
    }
    if (!this.currentId || !this.current || this.current.result || !this.current.state) this.currentId = match.id;
    if (this.currentId === match.id) {
      if (this.isShown()) this.render();
      else if (this.autoOpen() && !match.left && !match.abandoned && !message.view.result) this.navigate("game");
    }
  }

  /** Who of a finished match between two people asked to play again. */
  onRematchAsked(message) {
    const match = this.matches.get(message.match_id);
    if (!match) return;
    match.rematch = message.seats;
    if (this.currentId === match.id && this.isShown()) this.render();
  }

  onOver(message) {
    const match = this.match(message.match_id);
    match.result = message;
    if (match.abandoned) {
      this.matches.delete(match.id);
      if (this.currentId === match.id) this.currentId = null;
    }
    rememberReplay(message.match_id, match.names);
    if (this.currentId === match.id && this.isShown()) this.render();
  }

  isShown() {
    return location.hash.startsWith("#game");
  }

  autoOpen() {
    const hash = location.hash || "#play";
    return hash.startsWith("#play") || hash === "";
  }

  /** The player navigated away from an unfinished match: its states no longer pull them
   * back to the board (the lobby offers Resume or Concede). */
  leftByNavigation() {
    const match = this.current;
    if (match && match.state && !match.result) match.left = true;
  }

  open(matchId) {
    const match = this.matches.get(matchId);
    if (match) match.left = false;
    this.currentId = matchId;
    connection.send("resync", { match_id: matchId });
    this.navigate("game");
  }

  /** Was a decision already sent for this version? (a second click must not send again) */
  alreadySent(match) {
    return this.sent && this.sent.match === match.id && this.sent.version === match.state.version;
  }

  decide(action, after = null) {
    const match = this.current;
    if (!match || !match.state || match.result) return;
    if (this.alreadySent(match)) return;
    this.sent = { match: match.id, version: match.state.version };
    this.followUp = after ? { match: match.id, version: match.state.version + 1, ...after } : null;
    clearTimeout(this.autoTimer);
    connection.send("decide", { match_id: match.id, version: match.state.version, action });
    this.root.querySelector(".prompt")?.setAttribute("data-sent", "true");
    for (const button of this.root.querySelectorAll(".prompt button.choice, .card-slot.legal, .circle-target, .damage-chip.legal")) {
      button.classList.add("sent");
      if (button.matches("button.choice")) button.disabled = true;
    }
  }

  /** A STALE refusal of a decision we know was overtaken is no news to the player. */
  expectsStale(matchId) {
    return this.sent && this.sent.match === matchId;
  }

  concede(match = this.current) {
    if (!match || match.result) return;
    if (window.confirm(t("ui.board.concede_confirm"))) connection.send("concede", { match_id: match.id });
  }

  tickClocks() {
    const match = this.current;
    if (!match || !match.state || match.result || !this.isShown()) return;
    const { clocks, deciding } = match.state;
    const elapsed = (performance.now() - match.receivedAt) / 1000;
    for (const el of this.root.querySelectorAll("[data-clock-seat]")) {
      const seat = Number(el.dataset.clockSeat);
      const left = clocks[seat] - (seat === deciding ? elapsed : 0);
      el.textContent = formatClock(left);
      el.parentElement.classList.toggle("low", left < 60);
      if (left < 60) el.parentElement.title = t("ui.clock.low");
    }
  }

  who(match) {
    return (seat) => displayName(match.names[seat]) || (seat === match.seat ? t("ui.common.you") : t("ui.common.opponent"));
  }

  /** Esc: drop a half-made pick; false if there was none. */
  cancelPick() {
    if (!this.controller.cancel()) return false;
    this.render();
    return true;
  }

  /** Answer for the player what they chose beforehand (the boost, with the attack); or pass
   * when their stops say so. Returns the catalogue key of what is being done, or null. */
  autoPass(match, view, legal) {
    const settings = prefs();
    let pass = null;
    let why = "ui.prompt.auto_passing";
    const after = this.followUp;
    const chosen = after && after.match === match.id && after.version === match.state.version;
    let passAfter = null;
    if (chosen && view.decision === "attack" && after.attack) {
      const planned = after.attack;
      pass = legal.find((a) => a.kind === "attack" && a.card === planned.card && a.target === planned.target) || null;
      passAfter = { boost: planned.boost };
      why = "ui.prompt.attacking_as_chosen";
    } else if (chosen && view.decision === "boost" && after.boost !== undefined) {
      pass = legal.find((a) => a.kind === (after.boost ? "boost" : "skip_boost")) || null;
      why = after.boost ? "ui.prompt.boosting_as_chosen" : "ui.prompt.not_boosting_as_chosen";
    } else if (chosen && view.decision === "guard" && after.done) {
      pass = legal.find((a) => a.kind === "end_guard") || null;
      why = "ui.prompt.done_guarding_as_chosen";
    }
    if (!pass && settings.autoPassOnly && legal.length === 1 && ONLY_PASS.has(legal[0].kind)) pass = legal[0];
    if (!pass && settings.skipRearGuardGuard && view.decision === "guard" && view.battle && view.battle.target.circle !== "VC") {
      pass = legal.find((a) => a.kind === "end_guard") || null;
    }
    if (!pass) return null;
    const version = match.state.version;
    clearTimeout(this.autoTimer);
    this.autoTimer = setTimeout(() => {
      if (this.current === match && match.state.version === version) this.decide(pass, passAfter);
    }, AUTO_PASS_MS);
    return why;
  }

  promptContext(match, view, plan) {
    const source = match.feed.context.abilitySource;
    if (!source || !ABILITY_PROMPTS.has(view.decision)) return null;
    const lines = abilityLines(source.card, source.kind, source.index);
    if (plan) plan.source = source.iid;
    return h(
      "div",
      { class: "prompt-context" },
      h("span", { class: "source-name" }, cardName(source.card)),
      lines.length ? h("ul", { class: "ability-text" }, lines.map((line) => h("li", {}, line))) : null,
    );
  }

  render() {
    const match = this.current;
    if (!match || !match.state) {
      replaceChildren(this.root, h("p", { class: "loading" }, t("ui.common.loading")));
      return;
    }
    const { view, legal, clocks, deciding, away, version } = match.state;
    const bottom = match.seat === null ? 0 : match.seat;
    const names = match.names.map(displayName);
    const index = indexCards(view, match.ownCards);
    this.controller.update(version);
    const mine = match.seat !== null && deciding === match.seat && !match.result;
    const plan = mine
      ? this.controller.plan(view.decision, legal, index, { ...match.feed.context, turn: view.turn }, () => this.render())
      : null;
    const sent = mine && this.alreadySent(match);
    this.shownPrompt = mine && !sent ? { plan, key: `${match.id}:${version}` } : null;
    const passing = mine && !sent && this.autoPass(match, view, legal);
    const preview = previewPanel();
    const onHover = (cardId, unit) => showPreview(preview, cardDetail(cardId, unit));
    const context = mine ? this.promptContext(match, view, plan) : null;
    if (context && match.feed.context.abilitySource) showPreview(preview, cardDetail(match.feed.context.abilitySource.card));
    const myName = match.seat !== null ? t("ui.common.you") : null;
    const table = renderTable({ view, bottom, names, myName, plan, checks: match.feed.checks, onHover, fresh: match.fresh, pace: pace().reveal });
    match.fresh = new Set(); // a move animates once, not again at every redraw of this state
    for (const check of match.feed.checks) check.fresh = false; // and a check is revealed once

    const promptBox = h("section", {
      class: ["prompt", mine && "my-decision"],
      "aria-live": "polite",
      "aria-label": t("ui.prompt.title"),
      dataset: { decision: view.decision || "", version: String(version) },
    });
    if (match.result) {
      promptBox.append(h("p", {}, t("ui.phase.over")));
    } else if (mine && !legal.length) {
      promptBox.append(h("p", {}, t("ui.board.no_legal_moves")));
    } else if (mine) {
      let number = 0;
      promptBox.append(...[
        h("p", { class: "prompt-text" }, plan.prompt),
        context,
        passing ? h("p", { class: "muted auto-pass" }, t(passing)) : null,
        h(
          "div",
          { class: "prompt-buttons" },
          plan.buttons.map((b) => {
            if (b.info) return h("span", { class: "selected-count" }, b.label);
            number += 1;
            return h("button", {
              type: "button",
              class: ["choice", b.primary ? "primary" : "secondary", b.pressed !== undefined && "toggle"],
              "aria-pressed": b.pressed === undefined ? null : String(b.pressed),
              disabled: b.disabled || sent ? true : null,
              dataset: { focusKey: `btn-${b.key}`, kind: b.kind || "", number: number <= 9 ? String(number) : "" },
              onclick: b.onClick,
            }, b.shortLabel
              ? [h("span", { class: "long" }, b.label), h("span", { class: "short", "aria-hidden": "true" }, b.shortLabel)]
              : b.label);
          }),
        ),
      ].filter(Boolean));
    } else if (match.seat === null) {
      promptBox.append(h("p", {}, t("ui.board.spectating")));
    } else {
      promptBox.append(h("p", { class: "waiting" }, t("ui.prompt.waiting", { player: names[deciding] ?? "" })));
    }
    const notices = (away || []).filter((seat) => seat !== match.seat).map((seat) => h("p", { class: "notice" }, t("ui.connection.opponent_away", { player: names[seat] })));

    const large = prefs().largeLog;
    const side = h(
      "aside",
      { class: ["side", large && "log-large"], "aria-label": t("ui.board.side_panel") },
      statusPanel(view, names, bottom, clocks, match.result ? null : deciding),
      notices,
      preview,
      renderLog(match.feed.events, this.who(match), {
        large,
        onToggleSteps: (value) => { setPref("showSteps", value); this.render(); },
        onToggleLarge: () => { setPref("largeLog", !prefs().largeLog); this.render(); },
      }),
      h(
        "div",
        { class: "side-tools" },
        match.seat !== null && !match.result
          ? h("button", { type: "button", class: "concede danger", onclick: () => this.concede() }, t("ui.board.concede"))
          : null,
        h("button", { type: "button", class: "help-button", onclick: () => document.dispatchEvent(new CustomEvent("vanguard:help")) }, t("ui.help.button")),
        h("p", { class: "muted match-id" }, `${t("ui.replay.match_id")}: `, h("code", { id: "match-id" }, match.id)),
      ),
    );
    const whose = view.turn_player === match.seat ? t("ui.board.your_turn") : t("ui.board.opponent_turn", { player: names[view.turn_player] || "" });
    const miniStatus = h(
      "div",
      { class: "mini-status" },
      h("span", {}, `${t("ui.board.turn", { turn: view.turn })} · ${t(`ui.phase.${view.phase}`)} · ${whose}`),
      h("span", { class: "mini-clocks" },
        h("span", { class: "clock-time", dataset: { clockSeat: String(bottom) } }, formatClock(clocks[bottom])),
        " / ",
        h("span", { class: "clock-time", dataset: { clockSeat: String(1 - bottom) } }, formatClock(clocks[1 - bottom]))),
    );
    // The prompt comes first in the document (Tab goes from the prompt to the playable
    // cards); the grid puts it beside the board, or under it on a phone.
    const screen = h(
      "div",
      { class: "game-layout" },
      h("h1", { class: "visually-hidden" }, t("ui.board.title")),
      promptBox,
      h("div", { class: "board" }, miniStatus, table),
      side,
    );
    const children = [screen];
    if (match.result) children.push(this.resultScreen(match, view, names));
    replaceChildren(this.root, ...children);
    restoreLogScroll(this.root);
    if (match.result) {
      this.root.querySelector(".result-card button")?.focus();
    } else if (mine && !sent && this.focusedVersion !== `${match.id}:${version}`) {
      this.focusedVersion = `${match.id}:${version}`;
      focusAfterDecision(this.root);
    } else if (mine && !sent) {
      followPick(this.root);
    }
  }

  resultScreen(match, view, names) {
    const result = match.result.result;
    const seat = match.seat;
    let title = t("ui.result.draw");
    if (result.winner !== null && result.winner !== undefined) {
      if (seat === null) title = t("ui.result.winner", { player: names[result.winner] });
      else title = result.winner === seat ? t("ui.result.win") : t("ui.result.loss");
    }
    const reason = match.result.result.reason;
    const losers = Object.entries(result.losers || {}).map(([player, why]) => {
      const code = reason === "timeout" ? "timeout" : why;
      return h("li", {}, t("ui.result.loser_reason", { player: names[Number(player)], reason: t(`ui.result.reason.${code}`) }));
    });
    const againstComputer = match.seat !== null && /^Computer \(/.test(match.names[1 - match.seat] || "");
    const againstPerson = match.seat !== null && !againstComputer;
    const asked = match.rematch || [];
    const opponent = names[1 - seat] || t("ui.common.opponent");
    let rematchLine = null;
    if (againstPerson && asked.includes(seat)) rematchLine = t("ui.result.rematch_waiting", { player: opponent });
    else if (againstPerson && asked.includes(1 - seat)) rematchLine = t("ui.result.rematch_offered", { player: opponent });
    return h(
      "div",
      { class: "result-overlay", role: "dialog", "aria-modal": "true", "aria-labelledby": "result-title" },
      h(
        "div",
        { class: ["result-card", result.winner === seat ? "won" : "lost"] },
        h("p", { class: "result-label" }, t("ui.result.title")),
        h("h2", { id: "result-title" }, title),
        h("ul", {}, losers),
        h("p", {}, t("ui.result.turns", { turns: view.turn })),
        rematchLine ? h("p", { class: "rematch-status", role: "status" }, rematchLine) : null,
        h(
          "div",
          { class: "result-buttons" },
          h("button", { type: "button", class: "primary", onclick: () => this.leave() }, t("ui.result.back_to_lobby")),
          againstComputer && this.onRematch
            ? h("button", { type: "button", id: "rematch", onclick: () => { this.leave(false); this.onRematch(); } }, t("ui.result.rematch"))
            : null,
          againstPerson
            ? h("button", {
                type: "button",
                id: "rematch-person",
                disabled: asked.includes(seat) ? true : null,
                onclick: () => connection.send("rematch", { match_id: match.id }),
              }, asked.includes(1 - seat) ? t("ui.result.accept_rematch") : t("ui.result.ask_rematch"))
            : null,
          h("button", { type: "button", onclick: () => this.navigate(`replay/${match.id}`) }, t("ui.result.watch_replay")),
        ),
      ),
    );
  }

  leave(navigate = true) {
    const match = this.current;
    if (match && match.result) this.matches.delete(match.id);
    this.currentId = null;
    if (navigate) this.navigate("play");
  }
}
