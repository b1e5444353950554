export type PageSelection = "none" | "some" | "all";

/** How much of the current page is selected (drives the select-all checkbox and its mixed state). */
export function pageSelection(pageKeys: readonly string[], selected: readonly string[]): PageSelection {
  const chosen = pageKeys.filter((key) => selected.includes(key)).length;
  if (chosen === 0 || pageKeys.length === 0) return "none";
  return chosen === pageKeys.length ? "all" : "some";
}

/** Selects or unselects every row of the page; rows picked on other pages stay as they are. */
export function setPageSelected(pageKeys: readonly string[], selected: readonly string[], on: boolean): string[] {
  const others = selected.filter((key) => !pageKeys.includes(key));
  return on ? [...others, ...pageKeys] : others;
}

export function setRowSelected(selected: readonly string[], key: string, on: boolean): string[] {
  const without = selected.filter((k) => k !== key);
  return on ? [...without, key] : without;
}
