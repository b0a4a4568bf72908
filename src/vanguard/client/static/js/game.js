// The live match screen: keeps each match's latest `state`, turns its events into the log and
// the check strip, asks decisions.js what may be clicked, and draws board + side panel.

import { getJson } from "./api.js";
import { renderTable } from "./board.js";
import { cardDetail } from "./cards.js";
import { DecisionController, indexCards } from "./decisions.js";
import { h, replaceChildren, toast } from "./dom.js";
import { eventLine, eventTone } from "./eventlog.js";
import { t } from "./i18n.js";
import { connection } from "./net.js";
import { rememberReplay } from "./replay.js";

const NAMES_KEY = "vanguard.match_names";

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
    this.context = { lookedAt: null, abilityCard: null };
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
          if (event.card) this.context.abilityCard = event.card;
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

/** The log beside the board: newest at the bottom, scrolled into view. */
export function renderLog(events, who) {
  const items = [];
  for (const event of events) {
    const line = eventLine(event, who);
    if (line) items.push(h("li", { class: eventTone(event), dataset: { kind: event.kind } }, line));
  }
  const list = h("ol", { class: "log-list" }, items.slice(-300));
  return h(
    "section",
    { class: "log", "aria-label": t("ui.board.event_log") },
    h("h2", {}, t("ui.board.event_log")),
    list,
  );
}

export function statusPanel(view, names, bottom, clocks, deciding) {
  const turnPlayer = view.turn_player;
  const whose = turnPlayer === bottom && view.viewer !== null ? t("ui.board.your_turn") : t("ui.board.opponent_turn", { player: names[turnPlayer] || "" });
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
    deciding !== null && deciding !== undefined
      ? h("div", { class: "status-row deciding" }, t("ui.board.whose_decision", { player: names[deciding] || "" }))
      : null,
    clocks
      ? h(
          "div",
          { class: "clocks", title: t("ui.clock.label") },
          clockBox(bottom, view.viewer === null ? names[bottom] : t("ui.clock.yours")),
          clockBox(1 - bottom, view.viewer === null ? names[1 - bottom] : t("ui.clock.opponent")),
        )
      : null,
  );
}

export function previewPanel() {
  return h("section", { class: "preview", "aria-live": "polite" }, h("p", { class: "muted" }, t("ui.board.card_details")));
}

export class GameScreen {
  constructor(root, navigate) {
    this.root = root;
    this.navigate = navigate;
    this.matches = new Map();
    this.currentId = null;
    this.controller = new DecisionController((action) => this.decide(action));
    this.preview = null;
    connection.on("match_started", (m) => this.onStarted(m));
    connection.on("state", (m) => this.onState(m));
    connection.on("match_over", (m) => this.onOver(m));
    connection.on("welcome", (m) => this.onWelcome(m));
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
      });
    }
    return this.matches.get(id);
  }

  get current() {
    return this.currentId ? this.matches.get(this.currentId) : null;
  }

  unfinished() {
    return [...this.matches.values()].filter((m) => m.state && !m.result);
  }

  onWelcome(message) {
    for (const id of message.matches || []) this.match(id);
  }

  onStarted(message) {
    const match = this.match(message.match_id);
    match.seat = message.seat;
    match.names = message.players;
    match.result = null;
    storeNames(message.match_id, message.players);
    if (message.seat !== null) toast(t("ui.lobby.match_found", { opponent: message.players[1 - message.seat] }));
    this.currentId = message.match_id;
    this.navigate("game");
  }

  onState(message) {
    const match = this.match(message.match_id);
    const before = match.state ? match.state.away || [] : [];
    for (const seat of before) {
      if (!(message.away || []).includes(seat) && seat !== message.seat) {
        toast(t("ui.connection.opponent_back", { player: match.names[seat] }));
      }
    }
    const full = message.events.length > 0 && message.events[0].seq === 0;
    if (full) match.feed.reset();
    match.feed.add(message.events, !full);
    match.state = message;
    match.seat = message.seat;
    match.receivedAt = performance.now();
    if (message.seat !== null && !match.ownCardsAsked) {
      match.ownCardsAsked = true;
      getJson(`/api/matches/${encodeURIComponent(message.match_id)}/own-cards`)
        .then((data) => {
          match.ownCards = data.cards;
          if (this.currentId === match.id) this.render();
        })
        .catch(() => {
          match.ownCardsAsked = false;
        });
    }
    if (!this.currentId || !this.current || this.current.result || !this.current.state) this.currentId = match.id;
    if (this.currentId === match.id) {
      if (this.isShown()) this.render();
      else if (this.autoOpen()) this.navigate("game");
    }
  }

  onOver(message) {
    const match = this.match(message.match_id);
    match.result = message;
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

  open(matchId) {
    this.currentId = matchId;
    connection.send("resync", { match_id: matchId });
    this.navigate("game");
  }

  decide(action) {
    const match = this.current;
    if (!match || !match.state) return;
    connection.send("decide", { match_id: match.id, version: match.state.version, action });
  }

  concede() {
    const match = this.current;
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
    return (seat) => match.names[seat] || (seat === match.seat ? t("ui.common.you") : t("ui.common.opponent"));
  }

  render() {
    const match = this.current;
    if (!match || !match.state) {
      replaceChildren(this.root, h("p", { class: "loading" }, t("ui.common.loading")));
      return;
    }
    const { view, legal, clocks, deciding, away, version } = match.state;
    const bottom = match.seat === null ? 0 : match.seat;
    const index = indexCards(view, match.ownCards);
    this.controller.update(version);
    const mine = match.seat !== null && deciding === match.seat && !match.result;
    const plan = mine
      ? this.controller.plan(view.decision, legal, index, match.feed.context, () => this.render())
      : null;
    const preview = previewPanel();
    const onHover = (cardId, unit) => preview.replaceChildren(cardDetail(cardId, unit));
    const table = renderTable({ view, bottom, names: match.names, plan, checks: match.feed.checks, onHover });

    const promptBox = h("section", { class: ["prompt", mine && "my-decision"], "aria-live": "polite", dataset: { decision: view.decision || "" } });
    if (match.result) {
      promptBox.append(h("p", {}, t("ui.phase.over")));
    } else if (mine && !legal.length) {
      promptBox.append(h("p", {}, t("ui.board.no_legal_moves")));
    } else if (mine) {
      promptBox.append(
        h("p", { class: "prompt-text" }, plan.prompt),
        h(
          "div",
          { class: "prompt-buttons" },
          plan.buttons.map((b) => b.info
            ? h("span", { class: "selected-count" }, b.label)
            : h("button", {
                type: "button",
                class: ["choice", b.primary ? "primary" : "secondary"],
                disabled: b.disabled ? true : null,
                dataset: { focusKey: `btn-${b.key}`, kind: b.kind || "" },
                onclick: b.onClick,
              }, b.label)),
        ),
      );
    } else if (match.seat === null) {
      promptBox.append(h("p", {}, t("ui.board.spectating")));
    } else {
      promptBox.append(h("p", { class: "waiting" }, t("ui.prompt.waiting", { player: match.names[deciding] ?? "" })));
    }
    const notices = (away || []).filter((seat) => seat !== match.seat).map((seat) => h("p", { class: "notice" }, t("ui.connection.opponent_away", { player: match.names[seat] })));

    const side = h(
      "aside",
      { class: "side" },
      statusPanel(view, match.names, bottom, clocks, match.result ? null : deciding),
      notices,
      promptBox,
      preview,
      renderLog(match.feed.events, this.who(match)),
      match.seat !== null && !match.result
        ? h("button", { type: "button", class: "concede danger", onclick: () => this.concede() }, t("ui.board.concede"))
        : null,
      h("p", { class: "muted match-id" }, `${t("ui.replay.match_id")}: `, h("code", { id: "match-id" }, match.id)),
    );
    const whose = view.turn_player === match.seat ? t("ui.board.your_turn") : t("ui.board.opponent_turn", { player: match.names[view.turn_player] || "" });
    const miniStatus = h(
      "div",
      { class: "mini-status", "aria-hidden": "true" },
      h("span", {}, `${t("ui.board.turn", { turn: view.turn })} · ${t(`ui.phase.${view.phase}`)} · ${whose}`),
      h("span", { class: "mini-clocks" },
        h("span", { class: "clock-time", dataset: { clockSeat: String(bottom) } }, formatClock(clocks[bottom])),
        " / ",
        h("span", { class: "clock-time", dataset: { clockSeat: String(1 - bottom) } }, formatClock(clocks[1 - bottom]))),
    );
    const screen = h("div", { class: "game-layout" }, h("div", { class: "board" }, miniStatus, table), side);
    const children = [screen];
    if (match.result) children.push(this.resultScreen(match, view));
    replaceChildren(this.root, ...children);
    const log = this.root.querySelector(".log-list");
    if (log) log.scrollTop = log.scrollHeight;
    if (match.result) this.root.querySelector(".result-card button")?.focus();
  }

  resultScreen(match, view) {
    const result = match.result.result;
    const seat = match.seat;
    let title = t("ui.result.draw");
    if (result.winner !== null && result.winner !== undefined) {
      if (seat === null) title = t("ui.result.winner", { player: match.names[result.winner] });
      else title = result.winner === seat ? t("ui.result.win") : t("ui.result.loss");
    }
    const reason = match.result.result.reason;
    const losers = Object.entries(result.losers || {}).map(([player, why]) => {
      const code = reason === "timeout" ? "timeout" : why;
      return h("li", {}, t("ui.result.loser_reason", { player: match.names[Number(player)], reason: t(`ui.result.reason.${code}`) }));
    });
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
        h(
          "div",
          { class: "result-buttons" },
          h("button", { type: "button", class: "primary", onclick: () => this.leave() }, t("ui.result.back_to_lobby")),
          h("button", { type: "button", onclick: () => this.navigate(`replay/${match.id}`) }, t("ui.result.watch_replay")),
        ),
      ),
    );
  }

  leave() {
    const match = this.current;
    if (match && match.result) this.matches.delete(match.id);
    this.currentId = null;
    this.navigate("play");
  }
}
