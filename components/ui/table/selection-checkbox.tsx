"use client";

import type { PageSelection } from "./row-selection";

export interface SelectionCheckboxProps {
  label: string;
  checked: boolean;
  /** Some but not all rows: the checkbox shows (and announces) a mixed state. */
  mixed?: boolean;
  onChange: (checked: boolean) => void;
}

/** A row's or the page's selection checkbox, named for screen readers. */
export function SelectionCheckbox({ label, checked, mixed = false, onChange }: SelectionCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className="size-4 cursor-pointer accent-primary"
      checked={checked}
      ref={(element) => {
        if (element) element.indeterminate = mixed;
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

export function SelectPageCheckbox({
  state,
  onChange,
}: {
  state: PageSelection;
  onChange: (checked: boolean) => void;
}) {
  return (
    <SelectionCheckbox
      label="انتخاب همه ردیف‌های این صفحه"
      checked={state === "all"}
      mixed={state === "some"}
      onChange={onChange}
    />
  );
}
