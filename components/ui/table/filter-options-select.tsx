"use client";

import { useMemo } from "react";
import { Select } from "@/components/ui/select";
import type { OptionsFilterDef } from "@/lib/url-state/filter-definitions";

const ALL_LABEL = "همه";

export interface FilterOptionsSelectProps {
  id: string;
  filter: OptionsFilterDef;
  /** The single choice ("" for «همه»), or the choices of a multiple one. */
  value: string | readonly string[];
  onChange: (next: string | string[]) => void;
}

/**
 * An options filter as the panel's select: a single choice with «همه» as its first entry (so "no
 * filter" is one of the choices), or a multiple choice whose empty selection reads «همه» and whose
 * × removes every choice. Choices are kept in the options' order, however they were picked.
 */
export function FilterOptionsSelect({ id, filter, value, onChange }: FilterOptionsSelectProps) {
  const allLabel = filter.allLabel ?? ALL_LABEL;
  const singleOptions = useMemo(() => [{ value: "", label: allLabel }, ...filter.options], [allLabel, filter.options]);

  if (filter.multiple) {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <Select
        id={id}
        multiple
        clearable
        options={filter.options}
        value={chosen}
        placeholder={allLabel}
        onChange={(next) => onChange(filter.options.map((option) => option.value).filter((v) => next.includes(v)))}
      />
    );
  }
  return (
    <Select
      id={id}
      options={singleOptions}
      value={typeof value === "string" ? value : ""}
      onChange={(next) => onChange(next ?? "")}
    />
  );
}
