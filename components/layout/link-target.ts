/** Attributes of a link that opens a new tab without handing it this window. */
export const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/** A path inside the panel opens in place; any other address opens in a new tab. */
export function linkTarget(href: string): typeof NEW_TAB | Record<string, never> {
  return href.startsWith("/") && !href.startsWith("//") ? {} : NEW_TAB;
}
