// The replay viewer: a finished match's views, one per decision, from either player's seat or
// a spectator's (GET /api/replays/{id}/views?seat=), stepped forward and back.

import { ApiError, getJson } from "./api.js";
import { renderTable } from "./board.js";
import { cardDetail } from "./cards.js";
import { h, onScreen, replaceChildren } from "./dom.js";
import { t } from "./i18n.js";
import { displayName } from "./names.js";

const REPLAYS_KEY = "vanguard.replays";
const SPEEDS = [2000, 1000, 500, 250];

export function rememberedReplays() {
  try {
    return JSON.parse(localStorage.getItem(REPLAYS_KEY) || "[]");
  } catch {
    return [];
  }
}

/** Finished matches of this device, newest first, for the replay list. */
export function rememberReplay(matchId, names) {
  const list = rememberedReplays().filter((entry) => entry.id !== matchId);
  list.unshift({ id: matchId, names, at: new Date().toISOString() });
  localStorage.setItem(REPLAYS_KEY, JSON.stringify(list.slice(0, 50)));
}

export class ReplayScreen {
  constructor(root, navigate, modules) {
    this.root = root;
    this.navigate = navigate;
    this.modules = modules;
    this.data = null;
    this.matchId = null;
    this.seat = 0;
    this.index = 0;
    this.timer = null;
    this.speed = 1;
    this.error = null;
    this.history = [];
    this.freshStep = false;
    document.addEventListener("keydown", (event) => this.onKey(event));
  }

  /** Arrow keys step, Home/End jump, while the replay is shown and no field is being edited. */
  onKey(event) {
    if (document.body.dataset.screen !== "replay" || !this.data || document.querySelector("dialog[open]")) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target && event.target.closest && event.target.closest("input, select, textarea")) return;
    const moves = { ArrowRight: () => this.step(1), ArrowLeft: () => this.step(-1), Home: () => this.jump("start"), End: () => this.jump("end") };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  }

  /** The server's list of the player's finished matches (kept for accounts and guests). */
  async loadHistory() {
    try {
      this.history = (await getJson("/api/history")).matches;
    } catch {
      this.history = [];
    }
    if (!this.matchId && onScreen("replay")) this.render();
  }

  async show(matchId) {
    this.stop();
    if (!matchId) {
      this.data = null;
      this.matchId = null;
      this.render();
      this.loadHistory();
      return;
    }
    if (matchId !== this.matchId) {
      this.matchId = matchId;
      this.index = 0;
      await this.load();
    } else {
      this.render();
    }
  }

  async load() {
    this.data = null;
    this.error = null;
    this.render();
    const seat = this.seat === null ? "spectator" : String(this.seat);
    const matchId = this.matchId;
    try {
      const data = await getJson(`/api/replays/${encodeURIComponent(matchId)}/views?seat=${seat}`);
      if (matchId !== this.matchId) return;  // another replay was opened meanwhile
      this.data = data;
      this.index = Math.min(this.index, this.data.steps.length - 1);
    } catch (error) {
      if (matchId !== this.matchId) return;
      this.error = error instanceof ApiError && this.modules.errorText ? this.modules.errorText(error) : t("ui.replay.invalid");
    }
    if (onScreen("replay")) this.render();
  }

  step(delta) {
    if (!this.data) return;
    const last = this.data.steps.length - 1;
    const before = this.index;
    this.index = Math.max(0, Math.min(last, this.index + delta));
    this.freshStep = this.index === before + 1;
    if (this.index === last) this.stop();
    this.render();
  }

  jump(position) {
    if (!this.data) return;
    this.freshStep = false;
    if (position === "end") this.index = this.data.steps.length - 1;
    else if (position === "start") this.index = 0;
    else this.index = Math.max(0, Math.min(this.data.steps.length - 1, position));
    this.render();
  }

  /** The first decision of each turn, for "jump to turn". */
  turnStarts() {
    const starts = new Map();
    this.data.steps.forEach((step, i) => { if (!starts.has(step.view.turn)) starts.set(step.view.turn, i); });
    return starts;
  }

  resultBanner() {
    const result = this.data.result;
    if (!result) return null;
    const names = this.data.players.map(displayName);
    const title = result.winner === null || result.winner === undefined ? t("ui.result.draw") : t("ui.result.winner", { player: names[result.winner] });
    const losers = Object.entries(result.losers || {}).map(([player, why]) => t("ui.result.loser_reason", {
      player: names[Number(player)],
      reason: t(`ui.result.reason.${this.data.reason === "timeout" ? "timeout" : why}`),
    }));
    const last = this.data.steps[this.data.steps.length - 1];
    return h("p", { class: "result-banner", role: "status" },
      h("strong", {}, title), losers.length ? ` — ${losers.join("; ")}` : "", ` · ${t("ui.result.turns", { turns: last.view.turn })}`);
  }

  play() {
    if (this.timer) {
      this.stop();
      this.render();
      return;
    }
    this.timer = setInterval(() => this.step(1), SPEEDS[this.speed]);
    this.render();
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
  }

  renderList() {
    const seen = new Set(this.history.map((entry) => entry.id));
    const entries = [
      ...this.history.map((entry) => ({ id: entry.id, names: entry.players, at: entry.finished_at })),
      ...rememberedReplays().filter((entry) => !seen.has(entry.id)),
    ];
    const input = h("input", { id: "replay-id", type: "text", autocomplete: "off", spellcheck: "false" });
    return h(
      "section",
      { class: "panel replay-list" },
      h("h2", {}, t("ui.replay.open")),
      entries.length
        ? h("ul", { class: "plain-list" }, entries.map((entry) => h(
            "li",
            {},
            h("button", { type: "button", class: "link", onclick: () => this.navigate(`replay/${entry.id}`) },
              t("ui.lobby.vs", { player: displayName(entry.names?.[0] ?? "?"), opponent: displayName(entry.names?.[1] ?? "?") })),
            entry.at ? h("span", { class: "muted" }, ` ${new Date(entry.at).toLocaleString()}`) : null,
          )))
        : h("p", { class: "muted" }, t("ui.replay.list_empty")),
      h(
        "form",
        { class: "inline-form", onsubmit: (event) => { event.preventDefault(); if (input.value.trim()) this.navigate(`replay/${input.value.trim()}`); } },
        h("label", { for: "replay-id" }, t("ui.replay.match_id")),
        input,
        h("button", { type: "submit" }, t("ui.replay.open")),
      ),
    );
  }

  render() {
    if (!this.matchId) {
      replaceChildren(this.root, h("h1", {}, t("ui.replay.title")), this.renderList());
      return;
    }
    if (this.error) {
      replaceChildren(this.root, h("h1", {}, t("ui.replay.title")), h("p", { class: "error", role: "alert" }, this.error), this.renderList());
      return;
    }
    if (!this.data) {
      replaceChildren(this.root, h("p", { class: "loading" }, t("ui.common.loading")));
      return;
    }
    const steps = this.data.steps;
    const step = steps[this.index];
    const names = this.data.players.map(displayName);
    const bottom = this.seat === null ? 0 : this.seat;
    const preview = h(
      "section",
      { class: "preview", tabindex: "0", "aria-labelledby": "preview-title" },
      h("h2", { id: "preview-title", class: "visually-hidden" }, t("ui.board.card_details")),
      h("p", { class: "muted", "aria-hidden": "true" }, t("ui.board.card_details")),
    );
    const events = [];
    const checks = [];
    for (const s of steps.slice(0, this.index + 1)) events.push(...s.events);
    for (const event of steps[this.index].events) {
      if (event.kind === "check_revealed") checks.push({ card: event.card, iid: event.iid, check: event.check, trigger: null, fresh: this.freshStep });
      if (event.kind === "trigger") {
        const found = checks.find((c) => c.iid === event.iid);
        if (found) found.trigger = event.trigger;
      }
    }
    const table = renderTable({
      view: step.view,
      bottom,
      names,
      plan: null,
      checks,
      myName: names[bottom],
      onHover: (card, unit) => preview.replaceChildren(preview.firstElementChild, cardDetail(card, unit)),
    });
    this.freshStep = false;
    const starts = this.turnStarts();
    const timeline = h("input", {
      type: "range",
      id: "replay-timeline",
      min: "0",
      max: String(steps.length - 1),
      value: String(this.index),
      "aria-label": t("ui.replay.timeline"),
      oninput: (event) => this.jump(Number(event.target.value)),
    });
    const turnJump = h(
      "select",
      { id: "replay-turn", onchange: (event) => this.jump(Number(event.target.value)) },
      [...starts].map(([turn, at]) => h("option", { value: String(at), selected: step.view.turn === turn ? true : null }, t("ui.board.turn", { turn }))),
    );
    const viewpoint = h(
      "select",
      {
        id: "replay-viewpoint",
        onchange: (event) => {
          const value = event.target.value;
          this.seat = value === "spectator" ? null : Number(value);
          this.load();
        },
      },
      [0, 1].map((seat) => h("option", { value: String(seat), selected: this.seat === seat ? true : null }, t("ui.replay.view_as", { player: names[seat] }))),
      h("option", { value: "spectator", selected: this.seat === null ? true : null }, t("ui.replay.view_spectator")),
    );
    const speed = h(
      "select",
      { id: "replay-speed", onchange: (event) => { this.speed = Number(event.target.value); if (this.timer) { this.stop(); this.play(); } } },
      SPEEDS.map((ms, i) => h("option", { value: String(i), selected: i === this.speed ? true : null }, `${(1000 / ms).toFixed(ms > 1000 ? 1 : 0)}×`)),
    );
    const button = (label, action, key, icon) => h("button", { type: "button", class: "replay-button", dataset: { focusKey: key, step: key }, "aria-label": label, title: label, onclick: action }, icon);
    const controls = h(
      "div",
      { class: "replay-controls", role: "toolbar", "aria-label": t("ui.replay.title") },
      button(t("ui.replay.to_start"), () => this.jump("start"), "start", "⇤"),
      button(t("ui.replay.step_back"), () => this.step(-1), "back", "|◀"),
      button(this.timer ? t("ui.replay.pause") : t("ui.replay.play"), () => this.play(), "play", this.timer ? "❚❚" : "▶"),
      button(t("ui.replay.step_forward"), () => this.step(1), "forward", "▶|"),
      button(t("ui.replay.to_end"), () => this.jump("end"), "end", "⇥"),
      h("span", { class: "replay-position", role: "status" }, t("ui.replay.position", { index: this.index, total: steps.length - 1 })),
    );
    const who = (seat) => names[seat] ?? "";
    const side = h(
      "aside",
      { class: "side" },
      this.modules.statusPanel(step.view, names, bottom, null, null, { neutral: true }),
      h("section", { class: "prompt" },
        h("label", { for: "replay-viewpoint" }, t("ui.replay.viewpoint")), viewpoint,
        h("label", { for: "replay-speed" }, t("ui.replay.speed")), speed,
        step.action ? h("p", { class: "muted" }, t(`ui.action.${step.action.kind}`)) : null),
      preview,
      this.modules.renderLog(events, who),
    );
    replaceChildren(
      this.root,
      h(
        "div",
        { class: "replay-head" },
        h("button", { type: "button", onclick: () => this.navigate("replay") }, `← ${t("ui.common.back")}`),
        h("h1", {}, t("ui.replay.title")),
        controls,
        h("label", { class: "turn-jump", for: "replay-turn" }, t("ui.replay.jump_to_turn")),
        turnJump,
      ),
      h("div", { class: "replay-timeline" }, timeline, this.resultBanner()),
      h("div", { class: "game-layout replay-layout" }, h("div", { class: "board" }, table), side),
    );
    const log = this.root.querySelector(".log-list");
    if (log) log.scrollTop = log.scrollHeight;
  }
}
