import type { UseFormReturn } from "react-hook-form";
import type { Pattern, PatternRequest, PatternRequestInput } from "@/lib/contract/patterns";

/** The editor's values: the contract's body as typed (each variable's length too), checked when sent. */
export type PatternFormValues = PatternRequestInput;

/** The editor's form, from the one form hook with the contract's schema. */
export type PatternFormApi = UseFormReturn<PatternFormValues, unknown, PatternRequest>;

/** A new pattern's empty form, or an existing one's fields to change. */
export function patternFormValues(pattern?: Pattern): PatternFormValues {
  return {
    title: pattern?.title ?? "",
    description: pattern?.pattern_description ?? "",
    is_share: pattern?.pattern_is_share ?? false,
    message: pattern?.pattern_message ?? "",
    website: pattern?.website ?? "",
    variable: pattern ? pattern.variable.map(({ name, type, len }) => ({ name, type, len })) : [],
  };
}
