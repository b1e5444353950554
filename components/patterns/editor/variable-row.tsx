"use client";

import { Button } from "@/components/ui/button";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import type { EditorVariable } from "@/lib/patterns/follow-text";
import { VariableTypeChoice } from "./variable-type-choice";

export interface VariableRowErrors {
  name?: string;
  type?: string;
  len?: string;
}

export interface VariableRowProps {
  index: number;
  variable: EditorVariable;
  errors: VariableRowErrors;
  onChange: (patch: Partial<EditorVariable>) => void;
  /** Puts `%name%` where the caret was in the text, once more. */
  onInsert: () => void;
  /** Takes the variable out of the text, and so out of the list. */
  onRemove: () => void;
}

/** One variable of the text: its name (as the text writes it), type and length, with its messages beside them. */
export function VariableRow({ index, variable, errors, onChange, onInsert, onRemove }: VariableRowProps) {
  const id = `variable-${index}`;
  const shown = variable.name || "بی‌نام";
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-medium">
          <span className="sr-only">متغیر </span>
          <bdi dir="ltr" className="latin break-all">
            %{shown}%
          </bdi>
        </p>
        <div className="flex shrink-0 gap-1">
          <Button size="sm" variant="ghost" onClick={onInsert} aria-label={`درج دوبارهٔ ${shown} در متن`}>
            درج
          </Button>
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`حذف متغیر ${shown}`}>
            حذف
          </Button>
        </div>
      </div>
      <FieldMessage id={`${id}-name`} error={errors.name} />
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] items-start gap-2">
        <VariableTypeChoice
          name={`${id}-type`}
          legend={`نوع متغیر ${shown}`}
          value={variable.type}
          onChange={(type) => onChange({ type })}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-len`} className="mb-1 text-xs text-muted">
            طول
            <span className="sr-only"> متغیر {shown}</span>
          </label>
          <TextInput
            id={`${id}-len`}
            variant="numeric"
            value={String(variable.len)}
            invalid={Boolean(errors.len)}
            aria-describedby={describedBy(`${id}-len`, errors.len)}
            onChange={(event) => onChange({ len: event.target.value })}
          />
        </div>
      </div>
      <FieldMessage id={`${id}-len`} error={errors.len} />
      <FieldMessage id={`${id}-type`} error={errors.type} />
    </li>
  );
}
