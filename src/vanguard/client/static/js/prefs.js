// Player settings remembered on this device: stops (which decisions may be passed for the
// player), the pace of the computer and of revealed checks, motion, and the log's detail.

const KEY = "vanguard.prefs";

/** Pace presets: the computer's pause before each decision (seconds, sent with `play_ai`;
 * the server bounds it) and the pause between checks revealed one after another (ms). */
export const PACES = {
  instant: { aiDelay: 0, reveal: 250, label: "ui.settings.pace.instant" },
  normal: { aiDelay: 0.6, reveal: 700, label: "ui.settings.pace.normal" },
  slow: { aiDelay: 1.2, reveal: 1100, label: "ui.settings.pace.slow" },
};

const DEFAULTS = {
  autoPassOnly: true, // pass for me when passing is the only thing I may do
  skipRearGuardGuard: false, // don't stop to guard attacks on my rear-guards
  pace: "normal",
  reducedMotion: false,
  showSteps: false,
  largeLog: false,
};

let cached = null;

export function prefs() {
  if (!cached) {
    let stored = {};
    try {
      stored = JSON.parse(localStorage.getItem(KEY) || "{}");
    } catch {
      stored = {};
    }
    cached = { ...DEFAULTS, ...stored };
    if (!PACES[cached.pace]) cached.pace = DEFAULTS.pace;
  }
  return cached;
}

export function setPref(name, value) {
  prefs()[name] = value;
  localStorage.setItem(KEY, JSON.stringify(cached));
  applyMotion();
}

export function pace() {
  return PACES[prefs().pace];
}

/** The motion setting as a class on <body> (the media query covers the system setting). */
export function applyMotion() {
  document.body.classList.toggle("reduced-motion", Boolean(prefs().reducedMotion));
}
