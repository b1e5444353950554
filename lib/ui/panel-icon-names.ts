/**
 * The names of the panel's icons (components/ui/panel-icon draws them), so that data such as the
 * navigation and the send ways can name an icon without depending on how it is drawn.
 */
const PANEL_ICON_NAMES = [
  "home",
  "send",
  "report",
  "inbox",
  "message",
  "contacts",
  "phonebook",
  "pattern",
  "users",
  "secretary",
  "key",
  "code",
  "wallet",
  "receipt",
  "folder",
  "ticket",
  "support",
  "refresh",
  "plus",
  "user",
  "logout",
  "arrow-back",
  "chevron",
  "chevron-down",
  "close",
  "link",
  "news",
  "grid",
] as const;

export type PanelIconName = (typeof PANEL_ICON_NAMES)[number];

export function isPanelIconName(value: string): value is PanelIconName {
  return (PANEL_ICON_NAMES as readonly string[]).includes(value);
}
