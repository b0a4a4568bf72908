// Player names as shown: a computer seat is named by the server as "Computer (<agent>)";
// the reader sees it in their language, with the strength the lobby menu calls it.

import { has, t } from "./i18n.js";

const COMPUTER = /^Computer \(([a-z_]+)\)$/;

export function displayName(name) {
  const match = COMPUTER.exec(name || "");
  if (match && has(`ui.ai.short.${match[1]}`)) {
    return t("ui.ai.computer_name", { strength: t(`ui.ai.short.${match[1]}`) });
  }
  return name || "";
}
