"use client";

import { get, useWatch, type FieldErrors } from "react-hook-form";
import { FieldMessage } from "@/components/ui/field";
import { PATTERN_LIMITS } from "@/lib/contract/patterns";
import { groupDigits } from "@/lib/format/money";
import { withoutVariable, type EditorVariable } from "@/lib/patterns/follow-text";
import { variableToken } from "@/lib/patterns/insert-variable";
import { AddVariable } from "./add-variable";
import type { PatternFormApi, PatternFormValues } from "./pattern-form-values";
import type { usePatternText } from "./use-pattern-text";
import { VariableRow, type VariableRowErrors } from "./variable-row";

const messageOf = (errors: FieldErrors<PatternFormValues>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/**
 * The side list of the text's variables: a new one is named and put where the caret was; each
 * one's type and length are set here, and it leaves the list when it leaves the text.
 */
export function VariablePanel({ form, editing }: { form: PatternFormApi; editing: ReturnType<typeof usePatternText> }) {
  const variables = useWatch({ control: form.control, name: "variable" }) ?? [];
  const { errors, isSubmitted } = form.formState;
  const listError = messageOf(errors, "variable") ?? messageOf(errors, "variable.root");

  const change = (index: number, patch: Partial<EditorVariable>) =>
    form.setValue(
      "variable",
      variables.map((variable, i) => (i === index ? { ...variable, ...patch } : variable)),
      { shouldDirty: true, shouldValidate: isSubmitted },
    );

  const add = (variable: EditorVariable) => {
    // The text follows first: the insert picks the new name up with the defaults, replaced here by what was chosen.
    if (!editing.insert(variableToken(variable.name))) return false;
    form.setValue(
      "variable",
      form.getValues("variable").map((current) => (current.name === variable.name ? variable : current)),
      { shouldDirty: true, shouldValidate: isSubmitted },
    );
    return true;
  };

  const remove = (name: string) => {
    const text = withoutVariable(form.getValues("message"), name);
    form.setValue("message", text, { shouldDirty: true, shouldValidate: isSubmitted });
    editing.follow(text);
  };

  const rowErrors = (index: number): VariableRowErrors => ({
    name: messageOf(errors, `variable.${index}.name`),
    type: messageOf(errors, `variable.${index}.type`),
    len: messageOf(errors, `variable.${index}.len`),
  });

  return (
    <section
      aria-labelledby="variables-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="variables-title" className="text-base font-bold">
          متغیرها
        </h2>
        <span className="text-xs text-muted">
          {groupDigits(variables.length)} از {groupDigits(PATTERN_LIMITS.variables)}
        </span>
      </div>
      <AddVariable taken={variables.map((variable) => variable.name)} onAdd={add} />
      {variables.length > 0 ? (
        <ul aria-label="متغیرهای متن" className="flex flex-col gap-2">
          {variables.map((variable, index) => (
            <VariableRow
              // A name may repeat while it is refused; its place in the list tells the rows apart.
              key={`${index}-${variable.name}`}
              index={index}
              variable={variable}
              errors={rowErrors(index)}
              onChange={(patch) => change(index, patch)}
              onInsert={() => editing.insert(variableToken(variable.name))}
              onRemove={() => remove(variable.name)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm leading-6 text-muted">
          هنوز متغیری در متن نیست. متغیری بسازید تا جای مقدارش در متن درج شود.
        </p>
      )}
      <FieldMessage id="variable" error={listError} />
    </section>
  );
}
