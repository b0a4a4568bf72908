// Start-up and navigation: language and card pool first, then the WebSocket; screens are
// chosen by the URL hash (#play, #game, #deck, #replay/<id>, #settings).

import { ApiError, getJson } from "./api.js";
import { loadCards } from "./cards.js";
import { DeckBuilder } from "./deckbuilder.js";
import { installDrag } from "./drag.js";
import { h, replaceChildren, toast } from "./dom.js";
import { GameScreen, renderLog, statusPanel } from "./game.js";
import { has, languages, loadLanguage, storedLanguage, t, translateTree } from "./i18n.js";
import { installKeys } from "./keys.js";
import { Lobby } from "./lobby.js";
import { connection } from "./net.js";
import { applyMotion, PACES, prefs, setPref } from "./prefs.js";
import { ReplayScreen } from "./replay.js";
import { ILLEGAL_CODES } from "./vocabulary.js";

const app = {
  user: null,
  screen: null,
  navigate(route) {
    const target = `#${route}`;
    if (location.hash === target) showRoute();
    else location.hash = target;
  },
  /** A refusal in the reader's language: the catalogue line of its code, else its message. */
  errorText(error) {
    const code = error.code || "";
    // The engine's reason code travels in its own field (one of ILLEGAL_CODES).
    if (code === "ILLEGAL" && ILLEGAL_CODES.includes(error.illegal)) {
      return t(`ui.illegal.${error.illegal}`);
    }
    if (has(`ui.error.${code}`)) return t(`ui.error.${code}`);
    return t("ui.error.unknown", { message: error.message || code });
  },
  async refreshUser() {
    try {
      const me = await getJson("/api/me");
      app.user = me.user || (connection.user && connection.user.guest ? connection.user : null);
    } catch {
      /* the socket's welcome will tell */
    }
  },
};

const main = document.getElementById("main");
app.game = new GameScreen(main, (route) => app.navigate(route));
app.lobby = new Lobby(main, app);
app.builder = new DeckBuilder(main, app);
app.replay = new ReplayScreen(main, (route) => app.navigate(route), { statusPanel, renderLog, errorText: app.errorText });
app.game.onRematch = () => app.lobby.rematch();
installKeys(app.game);
installDrag(() => (app.game.isShown() ? app.game.shownPrompt : null));

/** A checkbox bound to one remembered setting. */
function prefToggle(name, label, hint) {
  const id = `pref-${name}`;
  return h("div", { class: "pref" },
    h("label", { class: "radio", for: id },
      h("input", { type: "checkbox", id, checked: Boolean(prefs()[name]), onchange: (e) => { setPref(name, e.target.checked); toast(t("ui.settings.saved")); } }),
      label),
    hint ? h("p", { class: "muted pref-hint" }, hint) : null);
}

export function paceSelect(id = "pace") {
  return h("select", { id, onchange: (e) => { setPref("pace", e.target.value); toast(t("ui.settings.saved")); } },
    Object.keys(PACES).map((name) => h("option", { value: name, selected: prefs().pace === name ? true : null }, t(PACES[name].label))));
}

function settingsScreen() {
  replaceChildren(
    main,
    h("h1", {}, t("ui.settings.title")),
    h(
      "section",
      { class: "panel" },
      h("h2", {}, t("ui.settings.language")),
      h("p", { class: "muted" }, t("ui.settings.language_hint")),
      h("div", { class: "language-choices", role: "radiogroup", "aria-label": t("ui.settings.language") },
        languages().map((lang) => h("label", { class: "radio" },
          h("input", {
            type: "radio",
            name: "language",
            value: lang.code,
            checked: lang.code === document.documentElement.lang,
            onchange: () => switchLanguage(lang.code).then(() => toast(t("ui.settings.saved"))),
          }),
          lang.name))),
    ),
    h(
      "section",
      { class: "panel" },
      h("h2", {}, t("ui.settings.stops")),
      prefToggle("autoPassOnly", t("ui.settings.auto_pass_only"), t("ui.settings.auto_pass_only_hint")),
      prefToggle("skipRearGuardGuard", t("ui.settings.skip_rear_guard_guard"), t("ui.settings.skip_rear_guard_guard_hint")),
    ),
    h(
      "section",
      { class: "panel" },
      h("h2", {}, t("ui.settings.pacing")),
      h("label", { for: "pace" }, t("ui.settings.pace")),
      paceSelect(),
      h("p", { class: "muted" }, t("ui.settings.pace_hint")),
      prefToggle("reducedMotion", t("ui.settings.reduced_motion"), t("ui.settings.reduced_motion_hint")),
    ),
    h(
      "section",
      { class: "panel" },
      h("h2", {}, t("ui.help.title")),
      h("button", { type: "button", onclick: () => document.dispatchEvent(new CustomEvent("vanguard:help")) }, t("ui.help.button")),
    ),
  );
}

function markNav(route) {
  for (const link of document.querySelectorAll("nav a")) {
    const current = link.getAttribute("href").slice(1) === route;
    if (current) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

const ROUTES = ["play", "game", "deck", "replay", "settings"];

function showRoute() {
  const hash = location.hash.slice(1) || "play";
  const [asked, arg] = hash.split("/");
  const route = ROUTES.includes(asked) ? asked : "play";
  if (document.body.dataset.screen === "game" && route !== "game") app.game.leftByNavigation();
  markNav(route === "game" ? "play" : route);
  document.body.dataset.screen = route;
  const dialog = document.getElementById("zoom");
  if (dialog.open) dialog.close();
  switch (route) {
    case "game":
      app.game.render();
      break;
    case "deck":
      app.builder.show();
      break;
    case "replay":
      app.replay.show(arg ? decodeURIComponent(arg) : null);
      break;
    case "settings":
      settingsScreen();
      break;
    default:
      app.lobby.show();
  }
}

function languageSelect() {
  const select = document.getElementById("language");
  replaceChildren(select, ...languages().map((lang) => h("option", { value: lang.code, selected: lang.code === document.documentElement.lang ? true : null }, lang.name)));
}

function showWho() {
  const user = app.user;
  document.getElementById("who").textContent = !user ? "" : user.guest ? `${t("ui.common.guest")}: ${user.name}` : user.name;
}

async function switchLanguage(lang) {
  await loadLanguage(lang);
  await loadCards();
  translateTree(document.body);
  document.title = t("ui.app.title");
  languageSelect();
  showWho();
  showRoute();
}

function connectionBanner(status) {
  const banner = document.getElementById("connection");
  const text = {
    connecting: t("ui.connection.connecting"),
    reconnecting: t("ui.connection.reconnecting"),
    reconnected: t("ui.connection.reconnected"),
  }[status];
  const failed = status === "reconnecting" && connection.retry >= 3;
  banner.textContent = failed ? `${t("ui.connection.failed")} — ${text}` : text || "";
  banner.className = `connection ${status}`;
  if (failed) {
    banner.append(" ", h("button", { type: "button", onclick: () => connection.reconnect() }, t("ui.common.retry")));
  }
  if (status === "reconnected") setTimeout(() => { if (banner.textContent === text) banner.textContent = ""; }, 3000);
}

async function start() {
  try {
    await loadLanguage(storedLanguage());
    await loadCards();
  } catch (error) {
    const main = document.getElementById("main");
    main.textContent = `Could not reach the server: ${error.message} `;
    main.append(h("button", { type: "button", onclick: () => location.reload() }, "Try again"));
    return;
  }
  translateTree(document.body);
  applyMotion();
  document.title = t("ui.app.title");
  languageSelect();
  document.getElementById("language").addEventListener("change", (event) => switchLanguage(event.target.value));
  const dialog = document.getElementById("zoom");
  dialog.querySelector(".zoom-close").addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => { if (event.target === dialog) dialog.close(); });

  connection.on("status", (m) => connectionBanner(m.status));
  connection.on("welcome", (m) => {
    app.user = m.user;
    showWho();
    const route = (location.hash.slice(1) || "play").split("/")[0];
    if (route === "play" || route === "deck") showRoute();
  });
  connection.on("error", (m) => {
    if (m.code === "STALE" && app.game.currentId) {
      connection.send("resync", { match_id: app.game.currentId });
      if (app.game.expectsStale(app.game.currentId)) return;
    }
    let text = app.errorText(new ApiError(0, m.code, m.message));
    if (m.violations && m.violations.length) text += `: ${m.violations.map((v) => v.message).join("; ")}`;
    toast(text, "error");
    if (app.lobby.waiting && m.ref && ["queue", "create_room", "join_room"].includes(m.ref)) {
      app.lobby.waiting = null;
      app.lobby.refresh();
    }
  });
  window.addEventListener("hashchange", showRoute);
  showRoute();
  connection.connect();
}

start();
