import type { OptionType } from "@/lib/contract/phonebooks";

/** A feature's type as the user reads it. */
export const FEATURE_TYPE_LABELS: Record<OptionType, string> = {
  string: "متن",
  date: "تاریخ",
  int: "عدد",
};

export const FEATURE_TYPE_OPTIONS = (Object.keys(FEATURE_TYPE_LABELS) as OptionType[]).map((type) => ({
  value: type,
  label: FEATURE_TYPE_LABELS[type],
}));
