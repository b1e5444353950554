import { toPersianDigits } from "@/lib/validation/digits";
import { SUMMARY_LABEL_COUNT } from "./constants";

export interface SelectionSummary {
  /** The first two labels, joined with a Persian comma. */
  named: string;
  /** «+ N مورد دیگر» with N in Persian digits, or null when nothing is left unnamed. */
  more: string | null;
}

/** Spec §9: a multi-select shows the first 2 chosen labels and «+ N مورد دیگر» for the rest. */
export function summarizeSelection(labels: readonly string[]): SelectionSummary {
  const rest = labels.length - SUMMARY_LABEL_COUNT;
  return {
    named: labels.slice(0, SUMMARY_LABEL_COUNT).join("، "),
    more: rest > 0 ? `+ ${toPersianDigits(rest)} مورد دیگر` : null,
  };
}

/** The summary as one line, e.g. «تهران، شیراز + ۳ مورد دیگر». */
export function selectionSummaryText(labels: readonly string[]): string {
  const { named, more } = summarizeSelection(labels);
  return more ? `${named} ${more}` : named;
}
