import { CODE_PLACEHOLDER, USED_AT_PLACEHOLDER, variablePlaceholder } from "@/lib/contract/code-readers";

export type AnswerName = "correct_answer" | "repeated_answer" | "wrong_answer";

/** Per answer, the placeholders it may carry, as the upstream's get-variables gives them. */
export function placeholdersFor(variables: readonly string[]): Record<AnswerName, string[]> {
  const named = variables.map(variablePlaceholder);
  return {
    correct_answer: [...named, CODE_PLACEHOLDER],
    repeated_answer: [...named, CODE_PLACEHOLDER, USED_AT_PLACEHOLDER],
    wrong_answer: [CODE_PLACEHOLDER],
  };
}

/** What a placeholder is filled with, in a few Persian words. */
export function placeholderMeaning(placeholder: string): string {
  if (placeholder === CODE_PLACEHOLDER) return "کد فرستاده‌شده";
  if (placeholder === USED_AT_PLACEHOLDER) return "زمان نخستین استفاده";
  return `ستون «${placeholder.slice(1, -1)}» فایل`;
}
