// Message catalogues in the browser: the same ICU MessageFormat subset the server formats
// (fields, plural with =N and #, select), plurals chosen by Intl.PluralRules. English is the
// fallback for a key the chosen language lacks (docs/I18N.md).

import { getJson } from "./api.js";

export const LANGUAGE_KEY = "vanguard.lang";
const FALLBACK = "en";

const state = {
  lang: FALLBACK,
  languages: [{ code: "en", name: "English" }],
  messages: {},
  fallback: {},
  plural: new Intl.PluralRules(FALLBACK),
};
const parsed = new Map();

// ---------------------------------------------------------------- parsing

function parse(pattern) {
  let cached = parsed.get(pattern);
  if (!cached) {
    const parser = { text: pattern, pos: 0 };
    cached = parseNodes(parser, false);
    parsed.set(pattern, cached);
  }
  return cached;
}

function parseNodes(p, inPlural) {
  const nodes = [];
  let literal = "";
  while (p.pos < p.text.length) {
    const ch = p.text[p.pos];
    if (ch === "'") {
      const next = p.text[p.pos + 1];
      if (next === "'") {
        literal += "'";
        p.pos += 2;
        continue;
      }
      if (next === "{" || next === "}" || (next === "#" && inPlural)) {
        const end = p.text.indexOf("'", p.pos + 1);
        const stop = end < 0 ? p.text.length : end;
        literal += p.text.slice(p.pos + 1, stop);
        p.pos = stop + 1;
        continue;
      }
      literal += ch;
      p.pos += 1;
    } else if (ch === "{") {
      if (literal) nodes.push(literal);
      literal = "";
      nodes.push(parseField(p));
    } else if (ch === "}") {
      break;
    } else if (ch === "#" && inPlural) {
      if (literal) nodes.push(literal);
      literal = "";
      nodes.push({ hash: true });
      p.pos += 1;
    } else {
      literal += ch;
      p.pos += 1;
    }
  }
  if (literal) nodes.push(literal);
  return nodes;
}

function parseField(p) {
  p.pos += 1; // {
  const close = () => {
    while (p.text[p.pos] === " ") p.pos += 1;
  };
  const word = () => {
    close();
    const start = p.pos;
    while (p.pos < p.text.length && !/[\s,{}]/.test(p.text[p.pos])) p.pos += 1;
    return p.text.slice(start, p.pos);
  };
  const name = word();
  close();
  if (p.text[p.pos] === "}") {
    p.pos += 1;
    return { name };
  }
  p.pos += 1; // ,
  const type = word();
  close();
  p.pos += 1; // ,
  const options = {};
  let offset = 0;
  for (;;) {
    close();
    if (p.text[p.pos] === "}" || p.pos >= p.text.length) {
      p.pos += 1;
      break;
    }
    const selector = word();
    if (selector.startsWith("offset:")) {
      offset = Number(selector.slice(7));
      continue;
    }
    close();
    p.pos += 1; // {
    options[selector] = parseNodes(p, type === "plural" || type === "selectordinal");
    p.pos += 1; // }
  }
  return { name, type, options, offset };
}

// ---------------------------------------------------------------- formatting

function render(nodes, values, number, out) {
  for (const node of nodes) {
    if (typeof node === "string") {
      out.push(node);
    } else if (node.hash) {
      out.push(number === null ? "#" : String(number));
    } else if (node.type === "plural" || node.type === "selectordinal") {
      const value = Number(values[node.name] ?? 0);
      const shown = value - node.offset;
      const exact = `=${value}`;
      const category = exact in node.options ? exact : state.plural.select(Math.abs(shown));
      render(node.options[category] ?? node.options.other ?? [], values, shown, out);
    } else if (node.type === "select") {
      const branch = node.options[String(values[node.name])] ?? node.options.other ?? [];
      render(branch, values, number, out);
    } else {
      const value = values[node.name];
      out.push(value === undefined || value === null ? `{${node.name}}` : String(value));
    }
  }
}

export function format(pattern, values = {}) {
  const out = [];
  render(parse(pattern), values, null, out);
  return out.join("");
}

/** The message `key` in the chosen language (English when it lacks it), filled with values. */
export function t(key, values = {}) {
  const pattern = state.messages[key] ?? state.fallback[key];
  if (pattern === undefined) return key;
  return format(pattern, values);
}

export function has(key) {
  return key in state.messages || key in state.fallback;
}

/** `t(key)` if the catalogue has it, else `fallback`. */
export function tOr(key, fallback, values = {}) {
  return has(key) ? t(key, values) : fallback;
}

export function currentLanguage() {
  return state.lang;
}

export function languages() {
  return state.languages;
}

export function storedLanguage() {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (saved) return saved;
  const preferred = (navigator.language || FALLBACK).slice(0, 2).toLowerCase();
  return ["en", "ru", "ko"].includes(preferred) ? preferred : FALLBACK;
}

/** Load a language's catalogue (and English as the fallback) and make it current. */
export async function loadLanguage(lang) {
  if (!Object.keys(state.fallback).length) {
    const english = await getJson(`/api/i18n/${FALLBACK}`);
    state.fallback = english.messages;
    state.languages = english.languages;
  }
  const data = lang === FALLBACK ? { messages: state.fallback } : await getJson(`/api/i18n/${lang}`);
  state.messages = data.messages;
  state.lang = lang;
  state.plural = new Intl.PluralRules(lang);
  document.documentElement.lang = lang;
  localStorage.setItem(LANGUAGE_KEY, lang);
}

/** A list of names joined the way the language joins lists. */
export function joinList(items) {
  try {
    return new Intl.ListFormat(state.lang, { style: "long", type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}

/** Apply `data-i18n` (text) and `data-i18n-label` (aria-label/title) in a subtree. */
export function translateTree(root) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-label]")) {
    el.setAttribute("aria-label", t(el.dataset.i18nLabel));
    el.title = t(el.dataset.i18nLabel);
  }
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) {
    el.placeholder = t(el.dataset.i18nPlaceholder);
  }
}
