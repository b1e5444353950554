"use client";

import { useRef, type KeyboardEvent, type Ref } from "react";
import { PanelIcon } from "../panel-icon";
import { SELECT_TEXT } from "./constants";
import { SelectMultiSummary } from "./select-multi-summary";

export interface SelectTriggerProps {
  triggerRef: Ref<HTMLButtonElement>;
  id: string;
  listboxId: string;
  open: boolean;
  multiple: boolean;
  /** The labels of the chosen options, in the order they were chosen. */
  labels: readonly string[];
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Shows the × that empties the selection (only while something is chosen). */
  clearable?: boolean;
  /** The option the arrows point at, while the list is open and focus stays on the trigger. */
  activeDescendant?: string;
  ariaLabel?: string;
  ariaLabelledBy?: string;
  ariaDescribedBy?: string;
  onToggle: () => void;
  onClear: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * The closed face of a select: a 40 px field styled like the text inputs, with the chosen value
 * (or the placeholder), a chevron on the end side and, when asked, a clear button before it.
 * A button, so a Field's <label htmlFor> names it and a click on the label opens it.
 */
export function SelectTrigger({
  triggerRef,
  id,
  listboxId,
  open,
  multiple,
  labels,
  placeholder,
  disabled,
  invalid,
  clearable,
  activeDescendant,
  ariaLabel,
  ariaLabelledBy,
  ariaDescribedBy,
  onToggle,
  onClear,
  onKeyDown,
}: SelectTriggerProps) {
  const pressed = useRef(false);
  const empty = labels.length === 0;
  const showClear = Boolean(clearable) && !empty && !disabled;
  const border = invalid ? "border-danger" : open ? "border-primary" : "border-border";
  return (
    <div className="relative">
      <button
        ref={triggerRef}
        id={id}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeDescendant}
        aria-invalid={invalid || undefined}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        disabled={disabled}
        // A mouse opens the list on press, before a field above can show its error on blur and move
        // this box from under the pointer; the click that follows the press is then ignored.
        onPointerDown={(event) => {
          if (event.pointerType !== "mouse" || event.button !== 0 || disabled) return;
          pressed.current = true;
          onToggle();
        }}
        onClick={() => {
          if (pressed.current) pressed.current = false;
          else onToggle();
        }}
        onKeyDown={(event) => {
          pressed.current = false;
          onKeyDown(event);
        }}
        // A button clicks itself when Space is released; Space already opened or chose on keydown.
        onKeyUp={(event) => {
          if (event.key === " ") event.preventDefault();
        }}
        className={`flex h-10 w-full items-center rounded-lg border bg-surface ps-3 text-start text-sm text-text transition-colors outline-none focus:border-primary disabled:cursor-not-allowed disabled:opacity-60 ${border} ${
          showClear ? "pe-16" : "pe-9"
        }`}
      >
        {empty ? (
          <span className="truncate text-muted">{placeholder}</span>
        ) : multiple ? (
          <SelectMultiSummary labels={labels} />
        ) : (
          <span className="truncate" title={labels[0]}>
            {labels[0]}
          </span>
        )}
      </button>
      {showClear ? (
        <button
          type="button"
          aria-label={SELECT_TEXT.clear}
          onClick={onClear}
          className="absolute end-8 top-1/2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-2 hover:text-text"
        >
          <PanelIcon name="close" className="size-4" />
        </button>
      ) : null}
      <PanelIcon
        name="chevron-down"
        className={`pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted transition-transform ${
          open ? "rotate-180" : ""
        }`}
      />
    </div>
  );
}
