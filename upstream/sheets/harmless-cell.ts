/** A cell a spreadsheet would run as a formula: =, +, -, @, or a tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text made harmless for a spreadsheet: one that would start a formula gets a leading
 * apostrophe, so Excel and LibreOffice show it as text and never evaluate it.
 */
export function harmlessCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
