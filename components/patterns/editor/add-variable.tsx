"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { PATTERN_LIMITS, PATTERN_MESSAGES, type PatternVariableType } from "@/lib/contract/patterns";
import type { EditorVariable } from "@/lib/patterns/follow-text";
import { variableNameProblem } from "@/lib/patterns/variable-name";
import { toLatinDigits } from "@/lib/validation/digits";
import { VariableTypeChoice } from "./variable-type-choice";

const NAME_ID = "new-variable-name";
const LEN_ID = "new-variable-len";

const lenProblem = (len: string) => {
  const value = Number(len);
  return len !== "" && Number.isInteger(value) && value >= PATTERN_LIMITS.lenMin && value <= PATTERN_LIMITS.lenMax
    ? null
    : PATTERN_MESSAGES.lenInvalid;
};

/**
 * A new variable: its name (Latin, no spaces, not taken), type and length, then «افزودن متغیر»
 * puts `%name%` where the caret was in the text. A name refused is said beside its field and
 * nothing is added.
 */
export function AddVariable({
  taken,
  onAdd,
}: {
  taken: readonly string[];
  /** Adds the variable and puts it in the text; false when the text has no room. */
  onAdd: (variable: EditorVariable) => boolean;
}) {
  const [name, setName] = useState("");
  const [type, setType] = useState<PatternVariableType>("string");
  const [len, setLen] = useState(String(PATTERN_LIMITS.defaultLen));
  const [errors, setErrors] = useState<{ name: string | null; len: string | null }>({ name: null, len: null });

  const add = () => {
    const problems = { name: variableNameProblem(name, taken), len: lenProblem(len) };
    setErrors(problems);
    if (problems.name || problems.len) return;
    if (onAdd({ name, type, len: Number(len) })) setName("");
  };

  return (
    <div role="group" aria-labelledby="new-variable-title" className="flex flex-col gap-3 rounded-xl bg-surface-2 p-3">
      <p id="new-variable-title" className="text-sm font-medium">
        متغیر تازه
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={NAME_ID} className="text-xs text-muted">
          نام متغیر (لاتین، بدون فاصله)
        </label>
        <TextInput
          id={NAME_ID}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          placeholder="code"
          value={name}
          invalid={Boolean(errors.name)}
          aria-describedby={describedBy(NAME_ID, errors.name)}
          onChange={(event) => {
            setName(toLatinDigits(event.target.value));
            if (errors.name) setErrors((current) => ({ ...current, name: null }));
          }}
          onEnter={add}
        />
        <FieldMessage id={NAME_ID} error={errors.name} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] items-start gap-2">
        <VariableTypeChoice name="new-variable-type" legend="نوع متغیر تازه" value={type} onChange={setType} />
        <div className="flex flex-col gap-1">
          <label htmlFor={LEN_ID} className="mb-1 text-xs text-muted">
            طول
          </label>
          <TextInput
            id={LEN_ID}
            variant="numeric"
            value={len}
            invalid={Boolean(errors.len)}
            aria-describedby={describedBy(LEN_ID, errors.len)}
            onChange={(event) => setLen(event.target.value)}
            onEnter={add}
          />
        </div>
      </div>
      <FieldMessage id={LEN_ID} error={errors.len} />
      <Button variant="secondary" onClick={add}>
        افزودن متغیر
      </Button>
    </div>
  );
}
