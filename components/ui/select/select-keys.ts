export type SelectKeyAction =
  "open" | "open-first" | "open-last" | "next" | "previous" | "first" | "last" | "choose" | "close" | "leave";

export interface SelectKeyContext {
  open: boolean;
  /** The key was pressed in the search box, where Space is a character. */
  inSearchBox: boolean;
}

/**
 * The combobox/listbox keyboard pattern: Enter, Space and the arrows open the list; in the list
 * the arrows, Home and End move the active option, Enter (and Space outside the search box)
 * chooses it, Escape closes, Tab leaves. Any other key is left to the browser (null).
 */
export function selectKeyAction(
  event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey">,
  { open, inSearchBox }: SelectKeyContext,
): SelectKeyAction | null {
  if (event.ctrlKey || event.metaKey) return null;
  const { key } = event;
  if (!open) {
    if (key === "Enter" || key === " " || key === "ArrowDown" || key === "ArrowUp") return "open";
    if (key === "Home") return "open-first";
    if (key === "End") return "open-last";
    return null;
  }
  switch (key) {
    case "ArrowDown":
      return "next";
    case "ArrowUp":
      return event.altKey ? "close" : "previous";
    case "Home":
      return "first";
    case "End":
      return "last";
    case "Enter":
      return "choose";
    case " ":
      return inSearchBox ? null : "choose";
    case "Escape":
      return "close";
    case "Tab":
      return "leave";
    default:
      return null;
  }
}
