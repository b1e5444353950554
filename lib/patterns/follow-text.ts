import { PATTERN_LIMITS, variablesInText, type PatternVariableInput } from "../contract/patterns";
import { variableToken } from "./insert-variable";

/** A variable as the editor holds it: the length as typed, checked when the form is sent. */
export type EditorVariable = PatternVariableInput;

/** What a variable typed by hand into the text starts with. */
export const newVariable = (name: string): EditorVariable => ({
  name,
  type: "string",
  len: PATTERN_LIMITS.defaultLen,
});

/**
 * The variable list after the text changed: a variable whose `%name%` left the text leaves the
 * list; one the text has and the list does not (typed or pasted by hand) joins it with the
 * defaults; the others keep their type and length. The list itself comes back when nothing changed.
 */
export function followText(text: string, variables: readonly EditorVariable[]): readonly EditorVariable[] {
  // `includes`, not the text's variables: a name the rules refuse (with a space) stays, to be refused beside its field.
  const kept = variables.filter((variable) => text.includes(variableToken(variable.name)));
  const names = new Set(kept.map((variable) => variable.name));
  const added = variablesInText(text)
    .filter((name) => !names.has(name))
    .map(newVariable);
  if (added.length === 0 && kept.length === variables.length) return variables;
  return [...kept, ...added];
}

/** The text without the variable: each `%name%` goes, with the space before it. */
export function withoutVariable(text: string, name: string): string {
  return text
    .split(` ${variableToken(name)}`)
    .join("")
    .split(variableToken(name))
    .join("");
}
