import localFont from "next/font/local";

// Both files are Vazirmatn cut for the panel by scripts/fonts/build-panel-fonts.py (see its header).

/**
 * The panel's text font, the only one preloaded: Vazirmatn's variable font (weights 400–700) with
 * the characters the panel shows, its Latin digits drawn as Persian digits. Until it arrives, text
 * shows in Arial (then Tahoma) given Vazirmatn's ascent, descent and average Latin width, so lines
 * keep their height when it swaps in.
 */
export const vazirmatn = localFont({
  src: "./fonts/panel-fa.woff2",
  weight: "400 700",
  variable: "--font-vazirmatn",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
  fallback: ["Tahoma", "sans-serif"],
});

/**
 * Vazirmatn's Latin digits alone, for usernames, codes and keys (`latin` and `font-latin` put it in
 * front of the text font): a browser fetches it only for a page that shows such digits.
 */
export const vazirmatnLatin = localFont({
  src: "./fonts/panel-latin-digits.woff2",
  weight: "400 700",
  variable: "--font-vazirmatn-latin",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0030-0039" }],
});
