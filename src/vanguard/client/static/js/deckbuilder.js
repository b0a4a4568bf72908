// The deck builder: the pool with search and filters, the deck with live counters and the
// deck-rule violations in plain words, starter decks, import/export of the text format, and
// the account's saved decks (POST /api/decks checks every rule again before saving).

import { ApiError, deleteJson, getJson, postJson, postText } from "./api.js";
import { allCards, cardById, cardFace, clanName, formatInfo, legalIn, openZoom, SKILL_ICONS, TRIGGER_ICONS, triggerName } from "./cards.js";
import { deckCounts, deckFormat, deckText, deckViolations, DECK_SIZE, MAX_HEALS, MAX_SENTINELS, TRIGGER_TYPES, TRIGGERS } from "./deckrules.js";
import { h, onScreen, replaceChildren, toast } from "./dom.js";
import { t } from "./i18n.js";

const DRAFT_KEY = "vanguard.deck.draft";

export function emptyDeck() {
  return { name: "", entries: new Map(), firstVanguard: null, savedId: null, format: null };
}

export function loadDraft() {
  try {
    const raw = JSON.parse(localStorage.getItem(DRAFT_KEY) || "null");
    if (!raw) return emptyDeck();
    return { name: raw.name || "", entries: new Map(raw.entries || []), firstVanguard: raw.firstVanguard || null, savedId: raw.savedId || null, format: raw.format || null };
  } catch {
    return emptyDeck();
  }
}

function saveDraft(deck) {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: deck.name, entries: [...deck.entries], firstVanguard: deck.firstVanguard, savedId: deck.savedId, format: deck.format }));
}

/** A deck from the server's parsed form ({name, first_vanguard, entries}). */
export function deckFromParsed(parsed) {
  const deck = emptyDeck();
  deck.name = parsed.name && parsed.name !== "deck" ? parsed.name : "";
  deck.firstVanguard = parsed.first_vanguard;
  deck.format = parsed.format || null;
  for (const entry of parsed.entries) deck.entries.set(entry.card, (deck.entries.get(entry.card) || 0) + entry.count);
  return deck;
}

export class DeckBuilder {
  constructor(root, app) {
    this.root = root;
    this.app = app;
    this.deck = loadDraft();
    this.unknown = [];
    this.filters = { name: "", clan: "", grade: "", trigger: "", skill: "" };
    this.saved = [];
    this.serverViolations = null;
    this.dirty = false;
    /** An imported list is being read by the server: Save waits, or it would save the deck
     * (and name) that the import is about to replace. */
    this.importing = false;
  }

  async show() {
    this.render();
    if (this.app.user && !this.app.user.guest) {
      try {
        this.saved = (await getJson("/api/decks")).decks;
      } catch {
        this.saved = [];
      }
      if (onScreen("deck")) this.render();
    }
  }

  changed() {
    this.dirty = true;
    this.serverViolations = null;
    saveDraft(this.deck);
    this.render();
  }

  add(id) {
    this.deck.entries.set(id, (this.deck.entries.get(id) || 0) + 1);
    const card = cardById(id);
    if (!this.deck.firstVanguard && card && card.grade === 0) this.deck.firstVanguard = id;
    this.changed();
  }

  remove(id) {
    const count = (this.deck.entries.get(id) || 0) - 1;
    if (count > 0) this.deck.entries.set(id, count);
    else this.deck.entries.delete(id);
    if (count <= 0 && this.deck.firstVanguard === id) this.deck.firstVanguard = null;
    this.changed();
  }

  /** Replacing the deck being built asks first, unless there is nothing to lose. */
  mayReplace() {
    return !this.deck.entries.size || window.confirm(t("ui.deck.replace_confirm", { name: this.deck.name || t("ui.deck.untitled") }));
  }

  newDeck() {
    if (!this.mayReplace()) return;
    this.deck = emptyDeck();
    this.unknown = [];
    this.changed();
  }

  async startFrom(name) {
    if (!this.mayReplace()) return;
    const data = await getJson(`/api/decks/starter/${name}`);
    this.deck = deckFromParsed(data);
    this.deck.name = t(`ui.deck.starter.${name}`);
    this.unknown = [];
    this.changed();
    this.dirty = false;
  }

  async importText(text) {
    if (!this.mayReplace()) return;
    this.importing = true;
    this.render();
    try {
      const parsed = await postText("/api/decks/parse", text);
      this.deck = deckFromParsed(parsed);
      this.unknown = parsed.unknown;
      this.changed();
    } catch (error) {
      toast(`${t("ui.deck.import_failed")}: ${error.message}`, "error");
    } finally {
      this.importing = false;
      if (onScreen("deck")) this.render();
    }
  }

  async save() {
    if (!this.app.user || this.app.user.guest) {
      toast(t("ui.error.NOT_LOGGED_IN"), "error");
      return;
    }
    try {
      const row = await postJson("/api/decks", { text: deckText(this.deck), name: this.deck.name || t("ui.deck.untitled") });
      this.deck.savedId = row.id;
      this.dirty = false;
      saveDraft(this.deck);
      toast(t("ui.deck.saved"));
      this.saved = (await getJson("/api/decks")).decks;
    } catch (error) {
      if (error instanceof ApiError && error.extra.violations) this.serverViolations = error.extra.violations;
      toast(this.app.errorText(error), "error");
    }
    this.render();
  }

  async open(id) {
    if (!this.mayReplace()) return;
    const row = await getJson(`/api/decks/${id}`);
    const parsed = await postText("/api/decks/parse", row.text);
    this.deck = deckFromParsed(parsed);
    this.deck.name = row.name;
    this.deck.savedId = row.id;
    this.unknown = [];
    saveDraft(this.deck);
    this.dirty = false;
    this.render();
  }

  async remove_saved(id, name) {
    if (!window.confirm(t("ui.deck.delete_confirm", { name }))) return;
    await deleteJson(`/api/decks/${id}`);
    this.saved = (await getJson("/api/decks")).decks;
    this.render();
  }

  filtered() {
    const f = this.filters;
    const needle = f.name.trim().toLowerCase();
    const format = deckFormat(this.deck);
    return allCards().filter((card) =>
      legalIn(card, format)
      && (!needle || card.name.toLowerCase().includes(needle) || card.english_name.toLowerCase().includes(needle))
      && (!f.clan || card.clan_key === f.clan)
      && (f.grade === "" || String(card.grade) === f.grade)
      && (!f.trigger || (f.trigger === "none" ? !card.trigger : card.trigger === f.trigger))
      && (!f.skill || card.skill === f.skill))
      .sort((a, b) => a.grade - b.grade || a.name.localeCompare(b.name, document.documentElement.lang));
  }

  filterBar() {
    const cards = allCards();
    const clans = [...new Map(cards.map((c) => [c.clan_key, c])).values()];
    const select = (key, label, options) => h(
      "label",
      { class: "filter" },
      h("span", {}, label),
      h("select", {
        id: `filter-${key}`,
        onchange: (event) => { this.filters[key] = event.target.value; this.render(); },
      },
      h("option", { value: "" }, t("ui.deck.filter.any")),
      options.map(([value, text]) => h("option", { value, selected: this.filters[key] === value ? true : null }, text))),
    );
    return h(
      "div",
      { class: "filters", role: "search", "aria-label": t("ui.deck.filters") },
      h("label", { class: "filter grow" }, h("span", {}, t("ui.deck.filter.name")),
        h("input", {
          id: "filter-name",
          type: "search",
          value: this.filters.name,
          placeholder: t("ui.deck.search"),
          oninput: (event) => { this.filters.name = event.target.value; this.renderPool(); },
        })),
      h("label", { class: "filter" }, h("span", {}, t("ui.deck.filter.format")),
        h("select", {
          id: "deck-format",
          onchange: (event) => { this.deck.format = event.target.value; this.changed(); },
        }, formatInfo().names.map((name) => h("option", { value: name, selected: deckFormat(this.deck) === name ? true : null }, t(`ui.format.${name}`))))),
      select("clan", t("ui.deck.filter.clan"), clans.map((c) => [c.clan_key, clanName(c)])),
      select("grade", t("ui.deck.filter.grade"), [0, 1, 2, 3].map((g) => [String(g), String(g)])),
      select("trigger", t("ui.deck.filter.trigger"), [...TRIGGER_TYPES.map((tr) => [tr, `${TRIGGER_ICONS[tr]} ${triggerName(tr)}`]), ["none", t("trigger.none")]]),
      select("skill", t("ui.deck.filter.skill"), Object.keys(SKILL_ICONS).map((s) => [s, `${SKILL_ICONS[s]} ${t(cards.find((c) => c.skill === s)?.skill_key || "")}`])),
      h("button", { type: "button", class: "secondary", onclick: () => { this.filters = { name: "", clan: "", grade: "", trigger: "", skill: "" }; this.render(); } }, t("ui.deck.filter.clear")),
    );
  }

  poolList() {
    const cards = this.filtered();
    return h(
      "div",
      { class: "pool-list-wrap" },
      h("p", { class: "muted pool-count", role: "status" }, t("ui.deck.pool_count", { count: cards.length })),
      cards.length
        ? h("ul", { class: "pool-list" }, cards.map((card) => {
            const copies = this.deck.entries.get(card.id) || 0;
            return h(
              "li",
              { class: ["pool-entry", copies && "in-deck"], dataset: { card: card.id } },
              h("button", { type: "button", class: "card-slot", onclick: () => openZoom(card.id), "aria-label": `${card.name} — ${t("ui.board.enlarge")}` }, cardFace(card.id, { small: true })),
              h("div", { class: "pool-info" },
                h("strong", {}, card.name),
                h("span", { class: "muted" }, `${clanName(card)} · ${t("ui.board.grade", { grade: card.grade })}`),
                h("span", { class: "muted" }, `${card.power} / ${card.shield}${card.trigger ? ` · ${TRIGGER_ICONS[card.trigger]} ${triggerName(card.trigger)}` : ""}`)),
              copies ? h("span", { class: "in-deck-count", dataset: { copies: String(copies) } }, t("ui.deck.in_deck", { count: copies })) : null,
              h("button", { type: "button", class: "add-card", dataset: { card: card.id }, onclick: () => this.add(card.id) },
                "+", h("span", { class: "visually-hidden" }, ` ${t("ui.deck.add")}: ${card.name}`)),
            );
          }))
        : h("p", {}, t("ui.deck.no_results")),
    );
  }

  renderPool() {
    const holder = this.root.querySelector(".pool-list-wrap");
    if (holder) holder.replaceWith(this.poolList());
  }

  counters(counts) {
    const chip = (text, ok, code) => h("span", { class: ["counter", ok ? "ok" : "bad"], dataset: { counter: code } }, text);
    return h(
      "div",
      { class: "counters", role: "status", "aria-live": "polite" },
      chip(t("ui.deck.count.total", { count: counts.total }), counts.total === DECK_SIZE, "total"),
      chip(t("ui.deck.count.triggers", { count: counts.triggers }), counts.triggers === TRIGGERS, "triggers"),
      TRIGGER_TYPES.map((type) => chip(t("ui.deck.count.trigger_type", { trigger: `${TRIGGER_ICONS[type]} ${triggerName(type)}`, count: counts.byTrigger[type] || 0 }), true, `trigger-${type.toLowerCase()}`)),
      chip(t("ui.deck.count.heals", { count: counts.heals }), counts.heals <= MAX_HEALS, "heals"),
      chip(t("ui.deck.count.sentinels", { count: counts.sentinels }), counts.sentinels <= MAX_SENTINELS, "sentinels"),
      [0, 1, 2, 3].map((g) => chip(t("ui.deck.count.grade", { grade: g, count: counts.grades[g] || 0 }), true, `grade-${g}`)),
    );
  }

  deckList() {
    if (!this.deck.entries.size) return h("p", { class: "muted" }, t("ui.deck.empty"));
    const rows = [...this.deck.entries.entries()]
      .map(([id, count]) => ({ card: cardById(id), count }))
      .filter((row) => row.card)
      .sort((a, b) => a.card.grade - b.card.grade || a.card.name.localeCompare(b.card.name));
    return h("ul", { class: "deck-list" }, rows.map(({ card, count }) => h(
      "li",
      { class: "deck-entry", dataset: { card: card.id } },
      h("span", { class: "copies" }, t("ui.deck.copies", { count })),
      h("button", { type: "button", class: "link", onclick: () => openZoom(card.id) }, card.name),
      h("span", { class: "muted" }, `G${card.grade}${card.trigger ? ` ${TRIGGER_ICONS[card.trigger]}` : ""}`),
      card.grade === 0
        ? h("button", {
            type: "button",
            class: ["fv", this.deck.firstVanguard === card.id && "on"],
            "aria-pressed": this.deck.firstVanguard === card.id ? "true" : "false",
            title: this.deck.firstVanguard === card.id ? t("ui.deck.first_vanguard") : t("ui.deck.set_first_vanguard"),
            onclick: () => { this.deck.firstVanguard = card.id; this.changed(); },
          }, "FV", h("span", { class: "visually-hidden" }, ` ${t("ui.deck.set_first_vanguard")}: ${card.name}`))
        : h("span", { class: "fv-space" }),
      h("button", { type: "button", class: "remove-card", onclick: () => this.remove(card.id) }, "−", h("span", { class: "visually-hidden" }, ` ${t("ui.deck.remove")}: ${card.name}`)),
      h("button", { type: "button", class: "add-card", onclick: () => this.add(card.id) }, "+", h("span", { class: "visually-hidden" }, ` ${t("ui.deck.add")}: ${card.name}`)),
    )));
  }

  violationsBox() {
    const violations = deckViolations(this.deck, this.unknown);
    const server = (this.serverViolations || []).filter((v) => !violations.some((mine) => mine.code === v.code));
    const all = [...violations, ...server.map((v) => ({ code: v.code, text: v.message }))];
    return h(
      "section",
      { class: ["violations", all.length ? "bad" : "ok"], "aria-live": "polite" },
      h("h3", {}, all.length ? t("ui.deck.illegal", { count: all.length }) : t("ui.deck.legal")),
      all.length ? h("ul", {}, all.map((v) => h("li", { dataset: { code: v.code } }, v.text))) : null,
    );
  }

  /** Why Save is disabled, or null when it is not. */
  saveBlocker() {
    if (!this.app.user || this.app.user.guest) return t("ui.deck.save_needs_account");
    if (this.importing) return t("ui.deck.save_waits_for_import");
    if (!this.deck.entries.size) return t("ui.deck.save_needs_cards");
    if (deckViolations(this.deck, this.unknown).length) return t("ui.deck.save_needs_legal");
    return null;
  }

  toolbar() {
    const blocker = this.saveBlocker();
    return [
      h(
        "div",
        { class: "deck-tools" },
        h("button", { type: "button", id: "deck-new", onclick: () => this.newDeck() }, t("ui.deck.new")),
        h("button", { type: "button", class: "primary", id: "deck-save", disabled: blocker ? true : null, "aria-describedby": blocker ? "save-why" : null, onclick: () => this.save() }, t("ui.deck.save")),
        h("button", { type: "button", id: "deck-import", onclick: () => this.importDialog() }, t("ui.deck.import")),
        h("button", { type: "button", id: "deck-export", onclick: () => this.exportDialog() }, t("ui.deck.export")),
      ),
      blocker ? h("p", { class: "deck-note muted", id: "save-why" }, blocker) : null,
      this.dirty && this.deck.savedId ? h("p", { class: "deck-note muted" }, t("ui.deck.unsaved")) : null,
    ];
  }

  /** What the last import could not read, on its own, with the cards it left out. */
  importReport() {
    if (!this.unknown.length) return null;
    const cards = this.unknown.reduce((sum, u) => sum + (u.count || 0), 0);
    return h("p", { class: "import-report", role: "status" }, t("ui.deck.import_unread", { lines: this.unknown.length, cards }));
  }

  starters() {
    return h(
      "section",
      { class: "starters" },
      h("h3", {}, t("ui.deck.starter")),
      ["td01", "td02", "td03", "td04"].map((name) => h("button", { type: "button", class: "starter", dataset: { starter: name }, title: t("ui.deck.start_from"), onclick: () => this.startFrom(name) }, t(`ui.deck.starter.${name}`))),
    );
  }

  savedDecks() {
    if (!this.app.user || this.app.user.guest) return h("p", { class: "muted" }, t("ui.lobby.guest_note"));
    return h(
      "section",
      { class: "saved-decks" },
      h("h3", {}, t("ui.deck.your_decks")),
      this.saved.length
        ? h("ul", { class: "plain-list" }, this.saved.map((row) => h(
            "li",
            {},
            h("span", {}, row.name),
            h("button", { type: "button", onclick: () => this.open(row.id) }, t("ui.deck.load")),
            h("button", { type: "button", class: "danger", onclick: () => this.remove_saved(row.id, row.name) }, t("ui.deck.delete")),
          )))
        : h("p", { class: "muted" }, t("ui.common.none")),
    );
  }

  dialog(title, body, buttons) {
    const dialog = document.getElementById("zoom");
    dialog.querySelector(".zoom-title").textContent = title;
    dialog.querySelector(".zoom-body").replaceChildren(body, h("div", { class: "dialog-buttons" }, buttons));
    if (!dialog.open) dialog.showModal();
    return dialog;
  }

  importDialog() {
    const area = h("textarea", { id: "import-text", rows: "14", "aria-label": t("ui.deck.import_hint"), placeholder: t("ui.deck.import_hint") });
    const dialog = this.dialog(t("ui.deck.import"), h("div", {}, h("p", {}, t("ui.deck.import_hint")), area), [
      h("button", { type: "button", class: "primary", id: "import-confirm", onclick: async () => { dialog.close(); await this.importText(area.value); } }, t("ui.deck.import")),
      h("button", { type: "button", onclick: () => dialog.close() }, t("ui.common.cancel")),
    ]);
    area.focus();
  }

  exportDialog() {
    const text = deckText(this.deck);
    const area = h("textarea", { id: "export-text", rows: "14", readonly: true, "aria-label": t("ui.deck.export") });
    area.value = text;
    const dialog = this.dialog(t("ui.deck.export"), area, [
      h("button", {
        type: "button",
        class: "primary",
        onclick: async () => {
          try {
            await navigator.clipboard.writeText(text);
            toast(t("ui.deck.copied"));
          } catch {
            area.select();
          }
        },
      }, t("ui.common.copy")),
      h("button", { type: "button", onclick: () => dialog.close() }, t("ui.common.ok")),
    ]);
    area.select();
  }

  render() {
    const counts = deckCounts(this.deck);
    replaceChildren(
      this.root,
      h("h1", {}, t("ui.deck.title")),
      h(
        "div",
        { class: "builder", "aria-busy": this.importing ? "true" : null },
        h("section", { class: "pool panel", "aria-label": t("ui.deck.pool") },
          h("h2", {}, t("ui.deck.pool")), this.filterBar(), this.poolList()),
        h(
          "section",
          { class: "deck panel", "aria-label": t("ui.deck.deck") },
          h("h2", {}, t("ui.deck.deck")),
          h("label", { class: "deck-name" }, h("span", {}, t("ui.deck.name")),
            h("input", {
              id: "deck-name",
              type: "text",
              maxlength: "100",
              value: this.deck.name,
              placeholder: t("ui.deck.untitled"),
              // The name is the deck's as it is typed (a render meanwhile must not undo it);
              // the draft is saved and checked once the field is left.
              oninput: (event) => { this.deck.name = event.target.value; },
              onchange: () => this.changed(),
            })),
          this.toolbar(),
          this.counters(counts),
          this.importReport(),
          this.violationsBox(),
          this.deckList(),
          this.starters(),
          this.savedDecks(),
        ),
      ),
    );
  }
}
