"use client";

import { useId, type ReactNode } from "react";
import { describedBy, Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import type { FilterDef } from "@/lib/url-state/filter-definitions";
import type { FilterInput, RangeInput } from "@/lib/url-state/filter-inputs";
import { FilterDatePicker } from "./filter-date-picker";
import { FilterOptionsSelect } from "./filter-options-select";

export interface FilterControlProps {
  filter: FilterDef;
  input: FilterInput;
  error: string | null;
  onInput: (next: FilterInput) => void;
  /** The user left a typed field or pressed Enter in it; without it, Enter submits the surrounding form. */
  onDone?: () => void;
}

const asText = (input: FilterInput) => (typeof input === "string" ? input : "");
const asRange = (input: FilterInput): RangeInput =>
  typeof input === "object" && !Array.isArray(input) ? input : { from: "", to: "" };

/** One filter's labelled control, drawn from its input; where the input goes is the caller's business. */
export function FilterControl({ filter, input, error, onInput, onDone }: FilterControlProps) {
  const id = `${useId()}-${filter.name}`;
  const described = describedBy(id, error ?? undefined);

  switch (filter.type) {
    case "search":
      return (
        <Field id={id} label={filter.label} error={error ?? undefined}>
          <TextInput
            id={id}
            type="search"
            autoComplete="off"
            placeholder={filter.placeholder ?? "جستجو…"}
            value={asText(input)}
            aria-describedby={described}
            onChange={(event) => onInput(event.target.value)}
            onEnter={onDone}
            onBlur={onDone}
          />
        </Field>
      );
    case "options":
      return (
        <Field id={id} label={filter.label}>
          <FilterOptionsSelect
            id={id}
            filter={filter}
            value={Array.isArray(input) ? input : asText(input)}
            onChange={onInput}
          />
        </Field>
      );
    case "date":
      // The picker shows its own refusals; a single day has no other error.
      return (
        <Field id={id} label={filter.label}>
          <FilterDatePicker id={id} value={asText(input)} onChange={onInput} />
        </Field>
      );
    case "date_range": {
      const range = asRange(input);
      return (
        <RangeFieldset id={id} label={filter.label} error={error}>
          {(["from", "to"] as const).map((end) => (
            <RangeEnd key={end} id={`${id}-${end}`} end={end} groupLabel={filter.label}>
              <FilterDatePicker
                id={`${id}-${end}`}
                value={range[end]}
                invalid={Boolean(error)}
                describedBy={error ? `${id}-error` : undefined}
                onChange={(day) => onInput({ ...range, [end]: day })}
              />
            </RangeEnd>
          ))}
        </RangeFieldset>
      );
    }
    case "search_range": {
      const range = asRange(input);
      return (
        <RangeFieldset id={id} label={filter.label} error={error}>
          {(["from", "to"] as const).map((end) => (
            <RangeEnd key={end} id={`${id}-${end}`} end={end} groupLabel={filter.label}>
              <TextInput
                id={`${id}-${end}`}
                variant="numeric"
                autoComplete="off"
                value={range[end]}
                invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onInput({ ...range, [end]: event.target.value })}
                onEnter={onDone}
                onBlur={onDone}
              />
            </RangeEnd>
          ))}
        </RangeFieldset>
      );
    }
  }
}

const END_LABELS = { from: "از", to: "تا" } as const;

function RangeFieldset({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-text">{label}</legend>
      <div className="grid grid-cols-2 gap-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One end of a range: a short visible «از»/«تا», named in full for screen readers («مبلغ از»). */
function RangeEnd({
  id,
  end,
  groupLabel,
  children,
}: {
  id: string;
  end: "from" | "to";
  groupLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      {/* As tall as the field, so the end's name stays beside it when a message shows underneath. */}
      <label htmlFor={id} className="flex h-10 shrink-0 items-center text-xs text-muted">
        <span className="sr-only">{groupLabel} </span>
        {END_LABELS[end]}
      </label>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
