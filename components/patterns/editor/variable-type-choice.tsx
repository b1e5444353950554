import type { PatternVariableType } from "@/lib/contract/patterns";

const TYPES: readonly { value: PatternVariableType; label: string }[] = [
  { value: "string", label: "رشته" },
  { value: "integer", label: "عدد" },
];

/** A variable's type, string or integer, as two radio buttons under one legend. */
export function VariableTypeChoice({
  name,
  legend,
  value,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  /** What screen readers hear for the group («نوع متغیر code»); shown as «نوع». */
  legend: string;
  value: PatternVariableType;
  onChange: (type: PatternVariableType) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-xs text-muted">
        <span aria-hidden="true">نوع</span>
        <span className="sr-only">{legend}</span>
      </legend>
      <div className="flex h-10 rounded-lg border border-border bg-surface p-0.5">
        {TYPES.map((type) => (
          <label
            key={type.value}
            className="flex flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-sm has-[:checked]:bg-primary-soft has-[:checked]:font-medium has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
            />
            {type.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
