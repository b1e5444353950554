import { CheckIcon } from "@/components/ui/icons";
import { OPTION_ROW_HEIGHT } from "./constants";
import type { SelectOption, SelectValue } from "./types";

export interface SelectOptionRowProps<V extends SelectValue> {
  id: string;
  option: SelectOption<V>;
  selected: boolean;
  /** The row the arrow keys point at (aria-activedescendant). */
  active: boolean;
  /** Multi rows show a checkbox; single rows a check mark on the chosen one. */
  multiple: boolean;
  onChoose: (option: SelectOption<V>) => void;
  onActivate: () => void;
}

/** One 40 px option; a disabled one is shown faded and cannot be chosen. */
export function SelectOptionRow<V extends SelectValue>({
  id,
  option,
  selected,
  active,
  multiple,
  onChoose,
  onActivate,
}: SelectOptionRowProps<V>) {
  const { disabled } = option;
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      title={option.label}
      style={{ height: OPTION_ROW_HEIGHT }}
      onMouseMove={() => {
        if (!disabled && !active) onActivate();
      }}
      onClick={() => {
        if (!disabled) onChoose(option);
      }}
      className={`flex items-center gap-2 px-3 text-sm ${active ? "bg-surface-2" : ""} ${
        selected ? "font-medium text-primary" : "text-text"
      } ${disabled ? "cursor-not-allowed opacity-50" : "cursor-pointer"}`}
    >
      {multiple ? (
        <span
          aria-hidden="true"
          className={`inline-flex size-4 shrink-0 items-center justify-center rounded border ${
            selected ? "border-primary bg-primary text-on-primary" : "border-border bg-surface"
          }`}
        >
          {selected ? <CheckIcon className="size-3" strokeWidth={3} /> : null}
        </span>
      ) : null}
      <span className="min-w-0 flex-1 truncate">{option.label}</span>
      {!multiple && selected ? <CheckIcon className="size-4 shrink-0" /> : null}
    </li>
  );
}
