// The replay viewer: a finished match's views, one per decision, from either player's seat or
// a spectator's (GET /api/replays/{id}/views?seat=), stepped forward and back.

import { ApiError, getJson } from "./api.js";
import { renderTable } from "./board.js";
import { cardDetail } from "./cards.js";
import { h, replaceChildren } from "./dom.js";
import { t } from "./i18n.js";

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
  }

  async show(matchId) {
    this.stop();
    if (!matchId) {
      this.data = null;
      this.matchId = null;
      this.render();
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
    try {
      this.data = await getJson(`/api/replays/${encodeURIComponent(this.matchId)}/views?seat=${seat}`);
      this.index = Math.min(this.index, this.data.steps.length - 1);
    } catch (error) {
      this.error = error instanceof ApiError && this.modules.errorText ? this.modules.errorText(error) : t("ui.replay.invalid");
    }
    this.render();
  }

  step(delta) {
    if (!this.data) return;
    const last = this.data.steps.length - 1;
    this.index = Math.max(0, Math.min(last, this.index + delta));
    if (this.index === last) this.stop();
    this.render();
  }

  jump(position) {
    if (!this.data) return;
    this.index = position === "end" ? this.data.steps.length - 1 : 0;
    this.render();
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
    const entries = rememberedReplays();
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
              t("ui.lobby.vs", { player: entry.names?.[0] ?? "?", opponent: entry.names?.[1] ?? "?" })),
            h("span", { class: "muted" }, ` ${new Date(entry.at).toLocaleString()}`),
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
    const names = this.data.players;
    const bottom = this.seat === null ? 0 : this.seat;
    const preview = h("section", { class: "preview" }, h("p", { class: "muted" }, t("ui.board.card_details")));
    const events = [];
    const checks = [];
    for (const s of steps.slice(0, this.index + 1)) events.push(...s.events);
    for (const event of steps[this.index].events) {
      if (event.kind === "check_revealed") checks.push({ card: event.card, iid: event.iid, check: event.check, trigger: null, fresh: false });
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
      onHover: (card, unit) => preview.replaceChildren(cardDetail(card, unit)),
    });
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
      this.modules.statusPanel(step.view, names, bottom, null, null),
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
      ),
      h("div", { class: "game-layout" }, h("div", { class: "board" }, table), side),
    );
    const log = this.root.querySelector(".log-list");
    if (log) log.scrollTop = log.scrollHeight;
  }
}
