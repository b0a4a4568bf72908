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

// How many renders each element has started: a render that finds a newer one ran meanwhile
// leaves the newer one in place.
const renders = new WeakMap();

/** Replace the children of `el`, keeping keyboard focus on the element with the same
 * `data-focus-key` (or, without one, the same id), caret included: a render that lands while
 * the player types (an answer from the server arriving late) must not throw their focus away.
 * What they typed is the view's to keep: a field renders its value from the view's state.
 *
 * The focused field is left first. Leaving a field commits it (its `change` handler), and that
 * handler may render this same element again, from the newer state; done in the middle of the
 * removal below, that render was lost or broke this one. So it runs before, and when it did,
 * its tree stays and this one, built from the older state, is dropped. */
export function replaceChildren(el, ...children) {
  const generation = (renders.get(el) || 0) + 1;
  renders.set(el, generation);
  const active = document.activeElement;
  const inside = active && active !== el && el.contains(active);
  const key = inside ? active.dataset.focusKey : null;
  const id = inside && !key ? active.id : "";
  const caret = inside && typeof active.selectionStart === "number" ? [active.selectionStart, active.selectionEnd] : null;
  if (inside) active.blur();
  if (renders.get(el) === generation) {
    clear(el);
    append(el, children);
  }
  const again = key
    ? el.querySelector(`[data-focus-key="${CSS.escape(key)}"]`)
    : id
      ? el.querySelector(`#${CSS.escape(id)}`)
      : null;
  if (!again) return;
  again.focus({ preventScroll: true });
  if (caret && typeof again.selectionStart === "number") {
    try {
      again.setSelectionRange(...caret);
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
