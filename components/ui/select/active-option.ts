import type { SelectOption, SelectValue } from "./types";

/** The index of the first option that can be chosen, or -1. */
export function firstEnabledIndex(options: readonly SelectOption<SelectValue>[]): number {
  return options.findIndex((option) => !option.disabled);
}

/** The index of the last option that can be chosen, or -1. */
export function lastEnabledIndex(options: readonly SelectOption<SelectValue>[]): number {
  for (let index = options.length - 1; index >= 0; index -= 1) {
    if (!options[index]?.disabled) return index;
  }
  return -1;
}

/**
 * The next (step 1) or previous (step -1) option that can be chosen, skipping disabled ones; it
 * stays put at either end. From nothing (-1) it starts at the first or the last one.
 */
export function stepEnabledIndex(options: readonly SelectOption<SelectValue>[], from: number, step: 1 | -1): number {
  if (from < 0) return step === 1 ? firstEnabledIndex(options) : lastEnabledIndex(options);
  for (let index = from + step; index >= 0 && index < options.length; index += step) {
    if (!options[index]?.disabled) return index;
  }
  return from;
}
