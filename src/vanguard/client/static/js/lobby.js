// The lobby: log in / create an account or play as a guest, choose a deck, then quick match,
// a private room by code, or a match against the computer (strengths from GET /api/ai).

import { getJson, postJson } from "./api.js";
import { loadDraft } from "./deckbuilder.js";
import { formatInfo } from "./cards.js";
import { deckFormat, deckText, deckViolations } from "./deckrules.js";
import { h, onScreen, replaceChildren, toast } from "./dom.js";
import { t } from "./i18n.js";
import { displayName } from "./names.js";
import { connection } from "./net.js";
import { PACES, pace, prefs, setPref } from "./prefs.js";

const LIVE_REFRESH_MS = 5000;

const DECK_CHOICE_KEY = "vanguard.lobby.deck";
/** The starter decks and the format each is built for (R5.9). */
const STARTER_FORMATS = { td01: "classic", td02: "classic", td03: "classic-bt03", td04: "classic-bt03" };
/** Optional rules (R30.13) a private room or a computer match may be played under, with the
 * catalogue key of each; the server refuses any id the engine does not know. */
const VARIANTS = [
  ["first_player_choice", "ui.lobby.variant.first_player_choice"],
  ["mulligan_cr119", "ui.lobby.variant.mulligan_cr119"],
];

export class Lobby {
  constructor(root, app) {
    this.root = root;
    this.app = app;
    this.agents = ["random", "heuristic", "search"];
    this.saved = [];
    this.waiting = null; // "queue" | {code}
    this.deckChoice = localStorage.getItem(DECK_CHOICE_KEY) || "td01";
    this.aiChoice = "random";
    this.aiDeck = "td02";
    this.clockMinutes = 20;
    this.variants = { ai: new Set(), room: new Set() }; // per panel
    // What was typed into the lobby's text fields, by id: the lobby renders again whenever
    // an answer comes back, maybe while the player types, and each render starts from here.
    this.typed = {};
    connection.on("queued", () => { this.waiting = { kind: "queue" }; this.refresh(); });
    connection.on("room_created", (m) => { this.waiting = { kind: "room", code: m.code }; this.refresh(); });
    connection.on("match_started", () => { this.waiting = null; this.afterConcede = null; });
    connection.on("match_over", () => this.startAfterConcede());
    this.live = [];
    this.rooms = [];
    this.roomListed = false;
    this.liveTimer = 0;
    this.afterConcede = null;
    this.lastStart = null;
  }

  /** Live matches anyone may watch and rooms waiting for a second player, refreshed while
   * the lobby is shown. */
  async refreshLive() {
    clearTimeout(this.liveTimer);
    if (!(location.hash || "#play").startsWith("#play")) return;
    try {
      const [live, rooms] = await Promise.all([getJson("/api/live"), getJson("/api/rooms")]);
      const changed = JSON.stringify([live.matches, rooms.rooms]) !== JSON.stringify([this.live, this.rooms]);
      this.live = live.matches;
      this.rooms = rooms.rooms;
      if (changed) this.renderLive();
    } catch {
      /* the lists stay as they were */
    }
    this.liveTimer = setTimeout(() => this.refreshLive(), LIVE_REFRESH_MS);
  }

  renderLive() {
    const box = this.root.querySelector("#live-matches");
    if (box) box.replaceWith(this.liveBox());
    const rooms = this.root.querySelector("#open-rooms");
    if (rooms) rooms.replaceWith(this.roomsBox());
  }

  /** Rooms whose hosts let them be listed: joined with one click and the chosen deck. */
  roomsBox() {
    const own = this.waiting && this.waiting.kind === "room" ? this.waiting.code : null;
    const entries = this.rooms.filter((room) => room.code !== own);
    return h(
      "section",
      { class: "panel", id: "open-rooms", "aria-labelledby": "rooms-title" },
      h("h2", { id: "rooms-title" }, t("ui.lobby.open_rooms")),
      entries.length
        ? h("ul", { class: "plain-list live-list" }, entries.map((room) => h("li", {},
            h("span", { class: "live-players" }, t("ui.lobby.room_of", { player: displayName(room.host) })),
            h("span", { class: "muted" }, [
              t("ui.lobby.clock_minutes", { minutes: Math.round(room.clock_seconds / 60) }),
              t(`ui.format.${room.format}`),
              ...room.variants.map((id) => t((VARIANTS.find(([v]) => v === id) || [id, id])[1])),
            ].join(" · ")),
            h("button", { type: "button", class: "join-open-room", dataset: { code: room.code }, onclick: () => this.withDeck("join_room", { code: room.code }) }, t("ui.lobby.join_room")))))
        : h("p", { class: "muted" }, t("ui.lobby.no_open_rooms")),
    );
  }

  liveBox() {
    const mine = new Set(this.app.game.unfinished().map((m) => m.id));
    const entries = this.live.filter((m) => !mine.has(m.id));
    return h(
      "section",
      { class: "panel", id: "live-matches", "aria-labelledby": "live-title" },
      h("h2", { id: "live-title" }, t("ui.lobby.live_matches")),
      entries.length
        ? h("ul", { class: "plain-list live-list" }, entries.map((m) => h("li", {},
            h("span", { class: "live-players" }, t("ui.lobby.vs", { player: displayName(m.players[0]), opponent: displayName(m.players[1]) })),
            h("span", { class: "muted" }, `${t("ui.board.turn", { turn: m.turn })} · ${t("ui.lobby.format_classic")}`),
            h("button", { type: "button", class: "watch", dataset: { match: m.id }, onclick: () => connection.send("spectate", { match_id: m.id }) }, t("ui.lobby.spectate")))))
        : h("p", { class: "muted" }, t("ui.lobby.no_live_matches")),
    );
  }

  /** Start something new only when no match of ours is unfinished: offer to concede it. */
  startAfterConcede() {
    if (this.afterConcede && !this.app.game.unfinished().length) {
      const start = this.afterConcede;
      this.afterConcede = null;
      start();
    }
  }

  /** The same match against the computer again (the result screen's "Play again"). */
  rematch() {
    if (this.lastStart) this.withDeck(...this.lastStart);
    else this.app.navigate("play");
  }

  refresh() {
    if (onScreen("play")) this.render();
  }

  async show() {
    this.render();
    try {
      this.agents = (await getJson("/api/ai")).agents;
    } catch {
      /* keep the defaults */
    }
    if (this.app.user && !this.app.user.guest) {
      try {
        this.saved = (await getJson("/api/decks")).decks;
      } catch {
        this.saved = [];
      }
    } else {
      this.saved = [];
    }
    this.refresh();
  }

  /** The format (R5.9) the chosen deck is built for: the match is played in it. */
  deckFormatChoice() {
    const choice = this.deckChoice;
    if (STARTER_FORMATS[choice]) return STARTER_FORMATS[choice];
    if (choice.startsWith("saved:")) {
      const row = this.saved.find((r) => `saved:${r.id}` === choice);
      return (row && row.format) || formatInfo().default;
    }
    if (choice === "draft") return deckFormat(loadDraft());
    return formatInfo().default;
  }

  /** The `deck` field for queue / create_room / join_room / play_ai, or null. */
  deckSpec() {
    const choice = this.deckChoice;
    if (STARTER_FORMATS[choice]) return choice;
    if (choice.startsWith("saved:")) return { deck_id: Number(choice.slice(6)) };
    if (choice === "draft") {
      const draft = loadDraft();
      if (!draft.entries.size) return null;
      return deckText(draft);
    }
    return null;
  }

  withDeck(type, fields = {}) {
    const deck = this.deckSpec();
    if (!deck) {
      toast(t("ui.lobby.no_deck"), "error");
      return;
    }
    const open = this.app.game.unfinished();
    if (open.length) {
      if (!window.confirm(t("ui.lobby.concede_and_start"))) return;
      const format = type === "join_room" ? {} : { format: this.deckFormatChoice() };
      this.afterConcede = () => connection.send(type, { deck, ...format, ...fields });
      for (const match of open) {
        match.abandoned = true;
        connection.send("concede", { match_id: match.id });
      }
      return;
    }
    if (type === "play_ai") this.lastStart = [type, fields];
    // A room's format is its host's: the joining deck is checked in it by the server.
    const format = type === "join_room" ? {} : { format: this.deckFormatChoice() };
    connection.send(type, { deck, ...format, ...fields });
  }

  async account(kind, name, password) {
    try {
      await postJson(kind === "login" ? "/api/login" : "/api/register", { name, password });
      delete this.typed["account-password"];
      await this.app.refreshUser();
      connection.reconnect();
    } catch (error) {
      toast(this.app.errorText(error), "error");
    }
  }

  /** A text field whose value is kept in `this.typed` as it is typed. */
  textField(id, props) {
    return h("input", {
      id,
      type: "text",
      ...props,
      value: this.typed[id] || "",
      oninput: (event) => { this.typed[id] = event.target.value; },
    });
  }

  async logout() {
    try {
      await postJson("/api/logout", {});
    } catch {
      /* already out */
    }
    await this.app.refreshUser();
    connection.reconnect();
  }

  accountBox() {
    const user = this.app.user;
    if (user && !user.guest) {
      return h(
        "section",
        { class: "panel account" },
        h("p", {}, t("ui.lobby.signed_in_as", { name: user.name })),
        h("button", { type: "button", onclick: () => this.logout() }, t("ui.lobby.logout")),
      );
    }
    const name = this.textField("account-name", { autocomplete: "username", minlength: "3", maxlength: "24", required: true });
    const password = this.textField("account-password", { type: "password", autocomplete: "current-password", minlength: "8", maxlength: "128", required: true });
    const submit = (kind) => (event) => {
      event.preventDefault();
      if (!name.reportValidity() || !password.reportValidity()) return;
      this.account(kind, name.value.trim(), password.value);
    };
    return h(
      "section",
      { class: "panel account" },
      h("h2", {}, user ? t("ui.lobby.playing_as_guest") : t("ui.connection.connecting")),
      user ? h("p", { class: "muted" }, `${t("ui.common.guest")}: ${user.name}`) : null,
      h(
        "form",
        { class: "account-form", onsubmit: submit("login") },
        h("label", { for: "account-name" }, t("ui.lobby.name")), name,
        h("small", { class: "muted" }, t("ui.lobby.name_rules")),
        h("label", { for: "account-password" }, t("ui.lobby.password")), password,
        h("small", { class: "muted" }, t("ui.lobby.password_rules")),
        h("div", { class: "row" },
          h("button", { type: "submit", class: "primary", id: "login" }, t("ui.lobby.login")),
          h("button", { type: "button", id: "register", onclick: submit("register") }, t("ui.lobby.register"))),
      ),
      h("p", { class: "muted" }, t("ui.lobby.guest_note")),
      h("button", { type: "button", class: "link", onclick: () => document.getElementById("play-ai")?.focus() }, t("ui.lobby.play_as_guest")),
    );
  }

  deckBox() {
    const draft = loadDraft();
    const draftLegal = draft.entries.size && !deckViolations(draft).length;
    const options = [
      ...Object.keys(STARTER_FORMATS).map((name) => [name, t(`ui.deck.starter.${name}`)]),
      ...this.saved.map((row) => [`saved:${row.id}`, row.name]),
    ];
    if (draft.entries.size) options.push(["draft", `${t("ui.deck.title")}: ${draft.name || t("ui.deck.untitled")}${draftLegal ? "" : " ⚠"}`]);
    if (!options.some(([value]) => value === this.deckChoice)) this.deckChoice = "td01";
    return h(
      "section",
      { class: "panel deck-choice", "aria-label": t("ui.lobby.choose_deck") },
      h("label", { for: "lobby-deck" }, t("ui.lobby.your_deck")),
      h("select", {
        id: "lobby-deck",
        onchange: (event) => { this.deckChoice = event.target.value; localStorage.setItem(DECK_CHOICE_KEY, this.deckChoice); },
      }, options.map(([value, label]) => h("option", { value, selected: value === this.deckChoice ? true : null }, label))),
      h("button", { type: "button", class: "link", onclick: () => this.app.navigate("deck") }, t("ui.nav.deck_builder")),
    );
  }

  waitingBox() {
    if (!this.waiting) return null;
    const text = this.waiting.kind === "room"
      ? t("ui.lobby.room_code_hint", { code: this.waiting.code })
      : t("ui.lobby.searching");
    return h(
      "section",
      { class: "panel waiting-box", role: "status" },
      h("p", { class: "big" }, text),
      this.waiting.kind === "room" ? h("p", { class: "room-code", id: "room-code" }, this.waiting.code) : null,
      this.waiting.kind === "room" ? h("p", { class: "muted" }, t("ui.lobby.waiting_for_opponent")) : null,
      h("button", { type: "button", onclick: () => { connection.send("leave_queue"); this.waiting = null; this.render(); } }, t("ui.lobby.leave_queue")),
    );
  }

  /** Checkboxes for the optional rules of one panel (`ai` or `room`). */
  variantBox(panel) {
    const chosen = this.variants[panel];
    return h("fieldset", { class: "variants" },
      h("legend", {}, t("ui.lobby.variants")),
      VARIANTS.map(([id, key]) => h("label", { class: "variant" },
        h("input", {
          type: "checkbox",
          id: `${panel}-${id}`,
          checked: chosen.has(id) ? true : null,
          onchange: (e) => { if (e.target.checked) chosen.add(id); else chosen.delete(id); },
        }),
        " ", t(key))));
  }

  /** The `variants` field of one panel's request: sent only when some are chosen. */
  variantFields(panel) {
    const chosen = this.variants[panel];
    return chosen.size ? { variants: [...chosen].sort() } : {};
  }

  playBox() {
    const code = this.textField("room-code-input", { maxlength: "12", autocomplete: "off", spellcheck: "false" });
    const clock = h("select", { id: "room-clock", onchange: (e) => { this.clockMinutes = Number(e.target.value); } },
      [5, 10, 20, 30, 60].map((m) => h("option", { value: String(m), selected: m === this.clockMinutes ? true : null }, t("ui.lobby.clock_minutes", { minutes: m }))));
    const describe = h("p", { class: "muted", id: "ai-description" }, `${t("ui.common.computer")} · ${t(`ui.ai.${this.aiChoice}`)}`);
    const ai = h("select", { id: "ai-strength", onchange: (e) => { this.aiChoice = e.target.value; describe.textContent = `${t("ui.common.computer")} · ${t(`ui.ai.${this.aiChoice}`)}`; } },
      this.agents.map((name) => h("option", { value: name, selected: name === this.aiChoice ? true : null }, t(`ui.ai.${name}`))));
    const aiDeck = h("select", { id: "ai-deck", onchange: (e) => { this.aiDeck = e.target.value; } },
      ["td01", "td02"].map((name) => h("option", { value: name, selected: name === this.aiDeck ? true : null }, t(`ui.deck.starter.${name}`))));
    return h(
      "div",
      { class: "play-options" },
      h("section", { class: "panel" },
        h("h2", {}, t("ui.lobby.play_ai")),
        describe,
        h("label", { for: "ai-strength" }, t("ui.lobby.ai_strength")), ai,
        h("label", { for: "ai-deck" }, t("ui.lobby.ai_deck")), aiDeck,
        this.variantBox("ai"),
        h("label", { for: "ai-pace" }, t("ui.settings.pace")),
        h("select", { id: "ai-pace", onchange: (e) => setPref("pace", e.target.value) },
          Object.keys(PACES).map((name) => h("option", { value: name, selected: prefs().pace === name ? true : null }, t(PACES[name].label)))),
        h("button", { type: "button", class: "primary", id: "play-ai", onclick: () => this.withDeck("play_ai", { ai: this.aiChoice, ai_deck: this.aiDeck, ai_delay: pace().aiDelay, ...this.variantFields("ai") }) }, t("ui.lobby.start"))),
      h("section", { class: "panel" },
        h("h2", {}, t("ui.lobby.quick_match")),
        h("p", { class: "muted" }, t("ui.lobby.quick_match_hint")),
        h("button", { type: "button", class: "primary", id: "quick-match", onclick: () => this.withDeck("queue") }, t("ui.lobby.quick_match"))),
      h("section", { class: "panel" },
        h("h2", {}, t("ui.lobby.private_room")),
        h("label", { for: "room-clock" }, t("ui.lobby.clock")), clock,
        this.variantBox("room"),
        h("label", { class: "variant" },
          h("input", { type: "checkbox", id: "room-listed", checked: this.roomListed ? true : null, onchange: (e) => { this.roomListed = e.target.checked; } }),
          " ", t("ui.lobby.list_room")),
        h("button", { type: "button", id: "create-room", onclick: () => this.withDeck("create_room", { clock_seconds: this.clockMinutes * 60, listed: this.roomListed, ...this.variantFields("room") }) }, t("ui.lobby.create_room")),
        h("form", { class: "inline-form", onsubmit: (e) => { e.preventDefault(); if (code.value.trim()) this.withDeck("join_room", { code: code.value.trim() }); } },
          h("label", { for: "room-code-input" }, t("ui.lobby.room_code")), code,
          h("small", { class: "muted" }, t("ui.lobby.enter_code")),
          h("button", { type: "submit", id: "join-room" }, t("ui.lobby.join_room")))),
    );
  }

  /** Our unfinished matches: left through the navigation, they wait to be resumed or conceded. */
  openBox() {
    const open = this.app.game.unfinished();
    if (!open.length) return null;
    return h(
      "section",
      { class: "panel open-matches", "aria-labelledby": "open-title" },
      h("h2", { id: "open-title" }, t("ui.lobby.your_matches")),
      h("ul", { class: "plain-list" }, open.map((m) => h("li", {},
        h("span", {}, t("ui.lobby.vs", { player: displayName(m.names[0]), opponent: displayName(m.names[1]) })),
        h("button", { type: "button", class: "primary", dataset: { resume: m.id }, onclick: () => this.app.game.open(m.id) }, t("ui.lobby.resume")),
        h("button", { type: "button", class: "danger", dataset: { concede: m.id }, onclick: () => this.app.game.concede(m) }, t("ui.board.concede"))))),
    );
  }

  matchesBox() {
    const watch = this.textField("watch-id", { autocomplete: "off", spellcheck: "false", autocapitalize: "characters" });
    return h(
      "section",
      { class: "panel" },
      h("form", { class: "inline-form", onsubmit: (e) => { e.preventDefault(); if (watch.value.trim()) { connection.send("spectate", { match_id: watch.value.trim() }); } } },
        h("h2", {}, t("ui.lobby.watch_by_id")),
        h("label", { for: "watch-id" }, t("ui.replay.match_id")), watch,
        h("button", { type: "submit" }, t("ui.lobby.spectate"))),
    );
  }

  render() {
    const user = this.app.user;
    replaceChildren(
      this.root,
      h("h1", {}, user && !user.guest ? t("ui.lobby.welcome", { name: user.name }) : t("ui.lobby.title")),
      h(
        "div",
        { class: "lobby" },
        h("div", { class: "lobby-main" }, this.openBox(), this.waitingBox(), this.deckBox(), this.playBox(), this.liveBox(), this.roomsBox(), this.matchesBox()),
        this.accountBox(),
      ),
    );
    this.refreshLive();
  }
}
