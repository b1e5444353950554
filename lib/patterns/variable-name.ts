import { PATTERN_LIMITS, PATTERN_MESSAGES, VARIABLE_NAME_PATTERN } from "../contract/patterns";

/**
 * Why a new variable's name cannot be added (the contract's rules and words, in its order: given,
 * Latin without spaces, of a length, not taken), or null when it can.
 */
export function variableNameProblem(name: string, taken: readonly string[]): string | null {
  if (name === "") return PATTERN_MESSAGES.nameRequired;
  if (!VARIABLE_NAME_PATTERN.test(name)) return PATTERN_MESSAGES.nameLatin;
  if (name.length < PATTERN_LIMITS.nameMin || name.length > PATTERN_LIMITS.nameMax) return PATTERN_MESSAGES.nameLength;
  if (taken.includes(name)) return PATTERN_MESSAGES.nameDuplicate;
  return null;
}
