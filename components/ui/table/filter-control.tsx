"use client";

import { useId, type ReactNode } from "react";
import { describedBy, Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextInput } from "@/components/ui/text-input";
import type { FilterDef, OptionsFilterDef } from "@/lib/url-state/filter-definitions";
import type { FilterInput, RangeInput } from "@/lib/url-state/filter-inputs";
import { DateInput, type RenderDateInput } from "./filter-date-input";

export interface FilterControlProps {
  filter: FilterDef;
  input: FilterInput;
  error: string | null;
  onInput: (next: FilterInput) => void;
  /** The user left a typed field or pressed Enter in it; without it, Enter submits the surrounding form. */
  onDone?: () => void;
  renderDateInput?: RenderDateInput;
}

const noop = () => undefined;
const asText = (input: FilterInput) => (typeof input === "string" ? input : "");
const asList = (input: FilterInput) => (Array.isArray(input) ? input : []);
const asRange = (input: FilterInput): RangeInput =>
  typeof input === "object" && !Array.isArray(input) ? input : { from: "", to: "" };

/** One filter's labelled control, drawn from its input; where the input goes is the caller's business. */
export function FilterControl(props: FilterControlProps) {
  const { filter, input, error, onInput, onDone, renderDateInput } = props;
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
      return filter.multiple ? (
        <CheckboxGroup filter={filter} id={id} selected={asList(input)} onInput={onInput} />
      ) : (
        <Field id={id} label={filter.label}>
          <NativeSelect id={id} value={asText(input)} onChange={(event) => onInput(event.target.value)}>
            <option value="">{filter.allLabel ?? "همه"}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      );
    case "date":
      return (
        <Field id={id} label={filter.label} error={error ?? undefined}>
          <DateInput
            render={renderDateInput}
            id={id}
            value={asText(input)}
            invalid={Boolean(error)}
            describedBy={described}
            onChange={onInput}
            onBlur={onDone ?? noop}
          />
        </Field>
      );
    case "date_range": {
      const range = asRange(input);
      return (
        <RangeFieldset id={id} label={filter.label} error={error}>
          {(["from", "to"] as const).map((end) => (
            <RangeEnd key={end} id={`${id}-${end}`} end={end} groupLabel={filter.label}>
              <DateInput
                render={renderDateInput}
                id={`${id}-${end}`}
                value={range[end]}
                invalid={Boolean(error)}
                describedBy={error ? `${id}-error` : undefined}
                ariaLabel={`${filter.label} ${END_LABELS[end]}`}
                onChange={(text) => onInput({ ...range, [end]: text })}
                onBlur={onDone ?? noop}
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

function RangeFieldset({ id, label, error, children }: { id: string; label: string; error: string | null; children: ReactNode }) {
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
function RangeEnd({ id, end, groupLabel, children }: { id: string; end: "from" | "to"; groupLabel: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-xs text-muted">
        <span className="sr-only">{groupLabel} </span>
        {END_LABELS[end]}
      </label>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function CheckboxGroup({
  filter,
  id,
  selected,
  onInput,
}: {
  filter: OptionsFilterDef;
  id: string;
  selected: string[];
  onInput: (next: string[]) => void;
}) {
  const toggle = (value: string, checked: boolean) =>
    // Keep the options' own order, whatever order they were ticked in.
    onInput(filter.options.map((o) => o.value).filter((v) => (v === value ? checked : selected.includes(v))));
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-text">{filter.label}</legend>
      <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
        {filter.options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className="inline-flex items-center gap-2 text-sm text-text">
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              className="size-4 accent-primary"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
