// Dragging a card onto where it goes: a call (hand card onto one of your circles), a move, or
// an attack onto a unit other than the vanguard, in one gesture instead of two clicks. The
// two clicks still work (and the keyboard); a drag only sends an action the prompt offers,
// the same closure the second click would run.
//
// Pointer events cover mouse, pen and touch alike. A press that moves less than DRAG_START
// pixels is a click, handled as before.

const DRAG_START = 8;

/**
 * The drop keys a point of the page stands for: `card:<iid>` for a unit there (an attack
 * target), `circle:<name>` for one of your own circles; none off the board.
 */
function dropKeysAt(x, y) {
  const element = document.elementFromPoint(x, y);
  if (!element) return [];
  const keys = [];
  const circle = element.closest(".circle[data-circle]");
  const card = element.closest("[data-iid]") || (circle && circle.querySelector("[data-iid]"));
  if (card) keys.push(`card:${card.dataset.iid}`);
  if (circle && circle.closest(".side-area.mine")) keys.push(`circle:${circle.dataset.circle}`);
  return keys;
}

/** The elements the drops of a card may land on, with their keys: [[key, element], ...]. */
function targetElements(drops) {
  const found = [];
  for (const key of drops.keys()) {
    const [what, id] = key.split(":");
    const element = what === "circle"
      ? document.querySelector(`.side-area.mine .circle[data-circle="${id}"]`)
      : document.querySelector(`.board [data-iid="${id}"]`);
    if (element) found.push([key, element]);
  }
  return found;
}

/**
 * Listen for drags on the whole page. `shown()` is the prompt on show: {plan, key} (the plan
 * of decisions.js, whose `cards` entries carry `drops`: drop key -> action to send; `key`
 * names the match and version) or null. A drag whose decision is no longer the one on show
 * (the game moved on) sends nothing.
 */
export function installDrag(shown) {
  let drag = null;

  const end = () => {
    if (!drag) return;
    drag.ghost?.remove();
    for (const [, element] of drag.targets) element.classList.remove("drop-target", "drop-hover");
    document.body.classList.remove("dragging");
    drag = null;
  };

  document.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || drag) return;
    const slot = event.target.closest?.(".card-slot.draggable[data-iid]");
    const prompt = shown();
    const offer = slot && prompt ? prompt.plan.cards.get(Number(slot.dataset.iid)) : null;
    if (!offer || !offer.drops || !offer.drops.size) return;
    drag = { key: prompt.key, drops: offer.drops, slot, x: event.clientX, y: event.clientY, ghost: null, targets: [], pointer: event.pointerId };
  });

  document.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    if (!drag.ghost) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_START) return;
      const face = drag.slot.cloneNode(true);
      face.removeAttribute("id");
      drag.ghost = document.createElement("div");
      drag.ghost.className = "drag-ghost";
      drag.ghost.setAttribute("aria-hidden", "true");
      drag.ghost.style.width = `${drag.slot.offsetWidth}px`;
      drag.ghost.append(face);
      document.body.append(drag.ghost);
      document.body.classList.add("dragging");
      drag.targets = targetElements(drag.drops);
      for (const [, element] of drag.targets) element.classList.add("drop-target");
    }
    event.preventDefault();
    drag.ghost.style.left = `${event.clientX}px`;
    drag.ghost.style.top = `${event.clientY}px`;
    const keys = dropKeysAt(event.clientX, event.clientY);
    for (const [key, element] of drag.targets) element.classList.toggle("drop-hover", keys.includes(key));
  });

  document.addEventListener("pointerup", (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    const moved = drag.ghost !== null;
    const { drops, key: decision } = drag;
    end();
    if (!moved) return; // a click: the button's own handler does it
    // The click that follows the release belongs to the drag, not to what is under it.
    const swallow = (click) => { click.stopPropagation(); click.preventDefault(); };
    window.addEventListener("click", swallow, { capture: true, once: true });
    setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 0);
    if (shown()?.key !== decision) return;
    const key = dropKeysAt(event.clientX, event.clientY).find((k) => drops.has(k));
    if (key) drops.get(key)();
  });

  document.addEventListener("pointercancel", end);
}
