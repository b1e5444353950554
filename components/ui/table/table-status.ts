import type { ReactNode } from "react";
import { toPersianDigits } from "@/lib/validation/digits";

/** What the table body shows: its rows, skeletons while loading, or one message (error or empty). */
export type TableStatus =
  { kind: "rows" } | { kind: "loading"; count: number } | { kind: "message"; content: ReactNode };

export const LOADING_LABEL = "در حال بارگذاری…";
export const DEFAULT_EMPTY_MESSAGE = "موردی برای نمایش وجود ندارد.";

export function rowCheckboxLabel(rowLabel: string | undefined, index: number): string {
  return `انتخاب ${rowLabel ?? `ردیف ${toPersianDigits(index + 1)}`}`;
}
