import type { ReactNode } from "react";
import { patternTextParts } from "./pattern-text-parts";

export interface PatternTextProps {
  message: string;
  /** What stands in a variable's place: its value, or (absent) the variable itself as `%name%`. */
  valueFor?: (name: string) => string | undefined;
  id?: string;
}

/** A pattern's text as it reads, each variable (or the value typed for it) marked apart from the words. */
export function PatternText({ message, valueFor, id }: PatternTextProps) {
  return (
    <p id={id} className="text-sm leading-8 break-words whitespace-pre-wrap">
      {patternTextParts(message).map((part, index): ReactNode => {
        if ("text" in part) return part.text;
        const value = valueFor?.(part.variable);
        return value ? (
          <mark key={index} className="rounded bg-success-soft px-1 font-medium text-text">
            <bdi>{value}</bdi>
          </mark>
        ) : (
          <mark key={index} dir="ltr" className="rounded bg-primary-soft px-1 font-medium text-primary">
            %{part.variable}%
          </mark>
        );
      })}
    </p>
  );
}
