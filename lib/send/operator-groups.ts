/** The bank's operator groups as its counts name them (`other` is Rightel and the small operators). */
export const OPERATOR_GROUPS = [
  { key: "mci", count: "mci_count", label: "همراه اول" },
  { key: "irancell", count: "irancell_count", label: "ایرانسل" },
  { key: "other", count: "other_count", label: "رایتل و سایر" },
] as const;

export type OperatorGroup = (typeof OPERATOR_GROUPS)[number];
