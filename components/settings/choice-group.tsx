"use client";

/** One choice of a group: its value, its name and an optional line under it. */
export interface Choice<T extends string | number> {
  value: T;
  title: string;
  description?: string;
}

/** A group of radio cards under a legend (the theme, the density, the tablet layout, the page size). */
export function ChoiceGroup<T extends string | number>({
  name,
  legend,
  description,
  choices,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: string;
  description?: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{legend}</legend>
      {description ? <p className="text-xs leading-6 text-muted">{description}</p> : null}
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-w-28 cursor-pointer items-start gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              className="mt-1 accent-primary"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="flex flex-col">
              <span>{choice.title}</span>
              {choice.description ? <span className="text-xs text-muted">{choice.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
