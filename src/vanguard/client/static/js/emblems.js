// The marks a card face is recognised by at a glance, drawn as inline SVG from two tables: an
// emblem per clan (on the face, large and faint, behind the text) and a glyph per race (a
// shape for the family of races, with pips telling the races of a family apart). No image is
// downloaded; a clan or race missing from the tables gets a plain mark, never an error.

const SVG = "http://www.w3.org/2000/svg";

/** Clan key (without "clan.") -> the emblem's paths in a 24x24 box (even-odd filled). */
export const CLAN_EMBLEMS = {
  royal_paladin: ["M12 2 L20 5 V11 C20 16.5 16.5 20.5 12 22 C7.5 20.5 4 16.5 4 11 V5 Z M11 6 h2 v4 h4 v2 h-4 v7 h-2 v-7 h-4 v-2 h4 Z"],
  kagero: ["M12 2 C13 6 18 8.5 18 14 A6 6 0 0 1 6 14 C6 10.5 8.5 9 8.5 5.5 C10.5 8 11 9.5 11.5 11 C12.8 8 12.6 5 12 2 Z"],
  oracle_think_tank: ["M1.5 12 C6 5 18 5 22.5 12 C18 19 6 19 1.5 12 Z M12 7.8 A4.2 4.2 0 1 0 12.01 7.8 Z", "M12 10.2 A1.8 1.8 0 1 0 12.01 10.2 Z"],
  nova_grappler: ["M12 1 L14 8 L21 5 L16 11 L23 13 L16 15 L19 22 L12 17 L5 22 L8 15 L1 13 L8 11 L3 5 L10 8 Z"],
  dark_irregulars: ["M1.5 8.5 C4 8.5 5.5 9.8 6.3 12 C7.3 10.2 9 10 10.2 11 L12 7.5 L13.8 11 C15 10 16.7 10.2 17.7 12 C18.5 9.8 20 8.5 22.5 8.5 C20.5 11.5 20.3 14.5 21 17.5 C18.3 15.3 16 16 14 18.5 L12 16 L10 18.5 C8 16 5.7 15.3 3 17.5 C3.7 14.5 3.5 11.5 1.5 8.5 Z"],
  megacolony: ["M12 2 L21 7 V17 L12 22 L3 17 V7 Z M12 7 L16.5 9.5 V14.5 L12 17 L7.5 14.5 V9.5 Z"],
  granblue: [
    "M12 1.5 A2.6 2.6 0 1 1 11.99 1.5 Z M12 3 A1.1 1.1 0 1 0 12.01 3 Z",
    "M11 6.5 h2 v2 h3.5 v1.6 H13 v9.6 c2.6 -0.4 4.6 -2.3 5.1 -5 h-2.1 l3 -3 l3 3 h-1.9 c-0.7 4.2 -4.4 7.2 -9.1 7.2 s-8.4 -3 -9.1 -7.2 H0.9 l3 -3 l3 3 H4.8 c0.5 2.7 2.5 4.6 5.2 5 V10.1 H7.5 V8.5 H11 Z",
  ],
  tachikaze: [
    "M4 3 C7.5 8 8.5 14 6.5 21 L8.7 21 C10.7 14 9.8 8 6.5 3 Z",
    "M9.5 3 C13 8 14 14 12 21 L14.2 21 C16.2 14 15.3 8 12 3 Z",
    "M15 3 C18.5 8 19.5 14 17.5 21 L19.7 21 C21.7 14 20.8 8 17.5 3 Z",
  ],
  nubatama: ["M12 1 L14.5 9.5 L23 12 L14.5 14.5 L12 23 L9.5 14.5 L1 12 L9.5 9.5 Z M12 10.3 A1.7 1.7 0 1 0 12.01 10.3 Z"],
  spike_brothers: ["M3 21 C3 14 7 9.5 12 9.5 C17 9.5 21 14 21 21 Z M4.5 11 L6.5 3.5 L9 9.5 Z M10.3 8.7 L12 1.5 L13.7 8.7 Z M15 9.5 L17.5 3.5 L19.5 11 Z"],
  pale_moon: ["M15 2 A10 10 0 1 0 22.5 17 A8 8 0 1 1 15 2 Z"],
  bermuda_triangle: ["M12 2 L22.5 20.5 H1.5 Z M12 8.5 L17 17.5 H7 Z"],
  great_nature: ["M20.5 2.5 C9 2.5 3.5 9 3.5 15 C3.5 18 4.5 20 5.8 21.5 C6.8 16.3 10 12.2 15 9 C11 13 9 16.5 8.2 21.3 C15.5 21.3 20.5 15 20.5 2.5 Z"],
  dimension_police: ["M12 2 L14.9 8.6 L22 9.3 L16.6 14 L18.2 21 L12 17.3 L5.8 21 L7.4 14 L2 9.3 L9.1 8.6 Z"],
};
const PLAIN_EMBLEM = ["M12 3 A9 9 0 1 0 12.01 3 Z M12 7 A5 5 0 1 0 12.01 7 Z"];

/** The outline of each family of races, in a 24x24 box. */
const SHAPES = {
  circle: "M12 2 A10 10 0 1 0 12.01 2 Z",
  triangle: "M12 1.5 L23 21.5 H1 Z",
  diamond: "M12 1 L23 12 L12 23 L1 12 Z",
  square: "M3 3 H21 V21 H3 Z",
  hexagon: "M12 1.5 L21.5 7 V17 L12 22.5 L2.5 17 V7 Z",
  pentagon: "M12 1.5 L22.5 9.2 L18.5 21.5 H5.5 L1.5 9.2 Z",
  drop: "M12 1.5 C16 7.5 20 11 20 15.5 A8 8 0 0 1 4 15.5 C4 11 8 7.5 12 1.5 Z",
};

/** Race key (without "race.") -> [family shape, pips]: people are circles, beasts triangles,
 * dragons diamonds, machines squares, spirits and the undead hexagons, monsters pentagons,
 * creatures of water and the elements drops. */
export const RACE_GLYPHS = {
  human: ["circle", 1], elf: ["circle", 2], noble: ["circle", 3], gnome: ["circle", 4], giant: ["circle", 5],
  high_beast: ["triangle", 1], warbeast: ["triangle", 2], chimera: ["triangle", 3], insect: ["triangle", 4],
  flame_dragon: ["diamond", 1], dinodragon: ["diamond", 2], winged_dragon: ["diamond", 3],
  shadow_dragon: ["diamond", 4], cosmo_dragon: ["diamond", 5], dragonman: ["diamond", 6],
  battleroid: ["square", 1], workeroid: ["square", 2], alien: ["square", 3],
  angel: ["hexagon", 1], demon: ["hexagon", 2], succubus: ["hexagon", 3], vampire: ["hexagon", 4],
  ghost: ["hexagon", 5], zombie: ["hexagon", 6],
  ogre: ["pentagon", 1], goblin: ["pentagon", 2], skeleton: ["pentagon", 3],
  mermaid: ["drop", 1], gillman: ["drop", 2], sylph: ["drop", 3], salamander: ["drop", 4],
};

/** Where the pips of 1-6 sit (as on a die), around the centre of the glyph. */
const PIPS = {
  1: [[12, 13]],
  2: [[9, 13], [15, 13]],
  3: [[8, 13], [12, 13], [16, 13]],
  4: [[9, 10.5], [15, 10.5], [9, 15.5], [15, 15.5]],
  5: [[9, 10.5], [15, 10.5], [12, 13], [9, 15.5], [15, 15.5]],
  6: [[8, 10.5], [12, 10.5], [16, 10.5], [8, 15.5], [12, 15.5], [16, 15.5]],
};

function svg(className, label, children) {
  const root = document.createElementNS(SVG, "svg");
  root.setAttribute("viewBox", "0 0 24 24");
  root.setAttribute("class", className);
  // Decorative to assistive technology (the face is one image named by its description);
  // the title is a pointer's tooltip.
  root.setAttribute("aria-hidden", "true");
  if (label) {
    const title = document.createElementNS(SVG, "title");
    title.textContent = label;
    root.append(title);
  }
  root.append(...children);
  return root;
}

function path(d, className = null) {
  const element = document.createElementNS(SVG, "path");
  element.setAttribute("d", d);
  element.setAttribute("fill-rule", "evenodd");
  if (className) element.setAttribute("class", className);
  return element;
}

/** The clan's emblem. */
export function clanEmblem(clanKey) {
  const paths = CLAN_EMBLEMS[(clanKey || "").replace(/^clan\./, "")] || PLAIN_EMBLEM;
  return svg("clan-emblem", null, paths.map((d) => path(d)));
}

/** The race's glyph, titled with the race's name (`label`) for a pointer's tooltip. */
export function raceGlyph(raceKey, label) {
  const [shape, pips] = RACE_GLYPHS[(raceKey || "").replace(/^race\./, "")] || ["circle", 0];
  const dots = (PIPS[pips] || []).map(([x, y]) => {
    const dot = document.createElementNS(SVG, "circle");
    dot.setAttribute("cx", String(x));
    dot.setAttribute("cy", String(y));
    dot.setAttribute("r", "1.7");
    dot.setAttribute("class", "pip");
    return dot;
  });
  return svg(`race-glyph race-${shape}`, label, [path(SHAPES[shape], "outline"), ...dots]);
}
