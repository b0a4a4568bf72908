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

/** Replace the children of `el`, keeping keyboard focus on the element with the same
 * `data-focus-key` if there was one (re-rendering must not throw the player's focus away). */
export function replaceChildren(el, ...children) {
  const active = document.activeElement;
  const key = active && el.contains(active) ? active.dataset.focusKey : null;
  clear(el);
  append(el, children);
  if (key) {
    const again = el.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
    if (again) again.focus({ preventScroll: true });
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
