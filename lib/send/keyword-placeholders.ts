import { columnLetter } from "../files/recipients/columns";
import type { RecipientsFileResult } from "../files/recipients/types";

type FileColumns = Pick<RecipientsFileResult, "columns" | "hasHeader" | "mobileColumn" | "keptColumns">;

export interface KeywordPlaceholder {
  /** Column letter: A, B, … */
  letter: string;
  /** The column's title when the file has a header row. */
  title: string | null;
  /** What goes into the text: `{title}` when the column has one, else Edge's `{ex_B}`. */
  token: string;
}

/** The placeholders a keyword send's text may use: one per column of the file, the mobile column included. */
export function keywordPlaceholders(file: FileColumns): KeywordPlaceholder[] {
  return [file.mobileColumn, ...file.keptColumns]
    .sort((a, b) => a - b)
    .map((column) => {
      const letter = columnLetter(column);
      const title = file.hasHeader ? file.columns[column]?.trim() || null : null;
      return { letter, title, token: title && !/[{}]/.test(title) ? `{${title}}` : `{ex_${letter}}` };
    });
}

/** Placeholders in the text that no column fills; they would go out as written. */
export function unknownPlaceholders(template: string, file: FileColumns): string[] {
  const known = new Set(keywordPlaceholders(file).flatMap((p) => [`ex_${p.letter}`, ...(p.title ? [p.title] : [])]));
  const unknown = new Set<string>();
  for (const match of template.matchAll(/\{([^{}]+)\}/g)) if (!known.has(match[1]!.trim())) unknown.add(match[0]);
  return [...unknown];
}
