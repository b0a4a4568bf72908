// A few DOM helpers: `h` builds an element tree without a framework.

/**
 * h("button", {class: "x", onclick: fn, "aria-label": "..."}, "text", child...)
 * Props: class, text, dataset (object), style (object), on* (listeners), anything else is an
 * attribute (false/null/undefined skip it, true sets it empty).
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") el.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    else if (name === "text") el.textContent = value;
    else if (name === "dataset") Object.assign(el.dataset, value);
    else if (name === "style" && typeof value === "object") Object.assign(el.style, value);
    else if (name.startsWith("on") && typeof value === "function") {
      el.addEventListener(name.slice(2), value);
    } else if (name === "value") el.value = value;
    else if (name === "checked") el.checked = Boolean(value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

// The text fields the player has typed into (any `input` event), so that a re-render can
// give back what they typed; a field that only shows a value the page set is not among them.
const typedInto = new WeakSet();
document.addEventListener("input", (event) => typedInto.add(event.target), true);

/** What the player typed into the text fields under `el` that have an id, by id. */
function typedFields(el) {
  const typed = new Map();
  for (const field of el.querySelectorAll("input[id], textarea[id]")) {
    if (typedInto.has(field) && field.value) typed.set(field.id, field);
  }
  return typed;
}

/** Replace the children of `el`, keeping what the player was doing there: keyboard focus on the
 * element with the same `data-focus-key` (or id), and the text typed into a field that the new
 * tree has again (same id) and leaves empty. A render that lands while the player types (an
 * answer from the server arriving late) must not throw their focus or their words away. */
export function replaceChildren(el, ...children) {
  const active = document.activeElement;
  const inside = active && active !== el && el.contains(active);
  const key = inside ? active.dataset.focusKey : null;
  const activeId = inside && !key ? active.id : "";
  const typed = typedFields(el);
  clear(el);
  append(el, children);
  for (const [id, old] of typed) {
    const field = el.querySelector(`#${CSS.escape(id)}`);
    if (!field || field.value || field.tagName !== old.tagName || field.type !== old.type) continue;
    field.value = old.value;
    typedInto.add(field);
  }
  const again = key
    ? el.querySelector(`[data-focus-key="${CSS.escape(key)}"]`)
    : activeId
      ? el.querySelector(`#${CSS.escape(activeId)}`)
      : null;
  if (!again) return;
  again.focus({ preventScroll: true });
  const old = activeId ? typed.get(activeId) : null;
  if (old && again.setSelectionRange && typeof old.selectionStart === "number") {
    try {
      again.setSelectionRange(old.selectionStart, old.selectionEnd);
    } catch {
      /* a field without a text selection (email, number) */
    }
  }
}

/** Is this screen (the route in the URL hash: play, deck, replay, ...) the one shown? A screen
 * that awaited the server renders only if it still is: the player may have moved on meanwhile,
 * and a late render would replace the screen they went to. */
export function onScreen(name) {
  return document.body.dataset.screen === name;
}

let toastTimer = 0;
/** A short message at the bottom of the screen, read out by screen readers. */
export function toast(message, kind = "info") {
  const box = document.getElementById("toast");
  if (!box) return;
  box.textContent = message;
  box.className = `toast show ${kind}`;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    box.className = "toast";
  }, 4000);
}
